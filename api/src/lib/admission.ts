import { INFLIGHT_STALE_MS, inflightKey, MAX_IN_FLIGHT_PER_USER } from "@grindstone/shared/server";
import type Redis from "ioredis";
import { AppError } from "./errors.ts";

// Atomic check-and-add: two requests from one user at the same instant cannot both slip under the cap.
const ADMIT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/** Reserves one of the user's in-flight slots for `id`; the worker frees it when the verdict is final. */
export async function admitUser(
  redis: Redis,
  redisPrefix: string,
  userId: string,
  id: string,
  now = Date.now(),
) {
  const ok = await redis.eval(
    ADMIT,
    1,
    inflightKey(redisPrefix, userId),
    now,
    now - INFLIGHT_STALE_MS,
    MAX_IN_FLIGHT_PER_USER,
    id,
    INFLIGHT_STALE_MS,
  );
  if (ok !== 1) throw new AppError("RATE_LIMITED", 429, "You already have submissions running");
}

/** Gives a slot back when the work never reached the queue. */
export const releaseUser = (redis: Redis, redisPrefix: string, userId: string, id: string) =>
  redis.zrem(inflightKey(redisPrefix, userId), id);
