import type Redis from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "./errors.ts";

export type LimitConfig = { points: number; durationSeconds: number };

/**
 * A Redis-backed counter shared by every API instance. `consume` throws 429 once the key is over its budget;
 * a Redis failure is rethrown so the error handler answers 503 rather than letting unthrottled traffic through.
 */
export function createLimiter(
  redis: Redis,
  keyPrefix: string,
  cfg: LimitConfig,
  /** A text that gets "Try again in N minute(s)." appended, or one that is used exactly as given. */
  message: string | { exact: string },
) {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points: cfg.points,
    duration: cfg.durationSeconds,
    useRedisPackage: false,
    // Once a key is refused, this instance remembers it until its window ends and refuses without asking Redis:
    // a flood past the limit costs memory lookups, not round trips (or, for posts, transactions).
    inMemoryBlockOnConsumed: cfg.points + 1,
  });
  const toAppError = (res: RateLimiterRes) =>
    new AppError(
      "RATE_LIMITED",
      429,
      typeof message === "string"
        ? `${message} Try again in ${Math.ceil(res.msBeforeNext / 60000)} minute(s).`
        : message.exact,
    );
  return {
    async consume(key: string) {
      try {
        await limiter.consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw toAppError(err);
        throw err;
      }
    },
    /** Throws 429 at once if this instance already saw the key refused in its current window (no I/O). */
    async assertNotBlocked(key: string) {
      // Public in rate-limiter-flexible's JavaScript, missing from its type declarations.
      const memory = limiter as unknown as { getInMemoryBlockMsBeforeExpire(rlKey: string): number };
      const msLeft = memory.getInMemoryBlockMsBeforeExpire(limiter.getKey(key));
      if (msLeft > 0) throw toAppError(new RateLimiterRes(0, msLeft, cfg.points + 1));
    },
    /** Throws 429 if the key is already out of budget, without spending a point. */
    async check(key: string) {
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= cfg.points) throw toAppError(res);
    },
    async reset(key: string) {
      await limiter.delete(key);
    },
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
