import { watchConnection } from "@grindstone/shared/connection-watch";
import Redis, { type RedisOptions } from "ioredis";

/**
 * Command connection for request handlers. Requests must not hang when Redis is gone: the offline queue is off
 * and each command retries at most once, so a handler fails fast and the client gets a 503.
 */
export function createRedis(url: string, opts: RedisOptions = {}, name = "redis") {
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    // A request's command waits for at most one reconnect attempt: these two bound it to about a second.
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 100, 1000),
    ...opts,
  });
  // Without a listener ioredis reports every reconnect attempt as an unhandled error; log state changes instead.
  watchConnection(name, redis);
  return redis;
}

/** Key builder: every key and channel carries the deployment's prefix, so a test run can share a Redis. */
export const keyer =
  (prefix: string) =>
  (...parts: (string | number)[]) =>
    [prefix, ...parts].join(":");
export type Keyer = ReturnType<typeof keyer>;
