import Redis, { type RedisOptions } from "ioredis";

/**
 * Command connection for request handlers. Requests must not hang when Redis is gone: the offline queue is off
 * and each command retries at most once, so a handler fails fast and the client gets a 503.
 */
export function createRedis(url: string, opts: RedisOptions = {}) {
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    ...opts,
  });
  // Without a listener ioredis reports every reconnect attempt as an unhandled error; log once per outage instead.
  let down = false;
  redis.on("error", (err) => {
    if (!down) console.error(`[redis] ${err.message}`);
    down = true;
  });
  redis.on("ready", () => {
    down = false;
  });
  return redis;
}

/** Key builder: every key and channel carries the deployment's prefix, so a test run can share a Redis. */
export const keyer =
  (prefix: string) =>
  (...parts: (string | number)[]) =>
    [prefix, ...parts].join(":");
export type Keyer = ReturnType<typeof keyer>;
