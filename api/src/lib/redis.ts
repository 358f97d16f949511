import { type Log, watchConnection } from "@grindstone/shared/connection-watch";
import Redis, { type RedisOptions } from "ioredis";

/**
 * How long a request's Redis command may wait for a dropped connection to come back before the connection is
 * treated as down. A blip shorter than this is invisible to users; past it every command fails at once (the client
 * gets a 503 within its 2 s budget) until the connection is ready again.
 */
export const REDIS_OUTAGE_GRACE_MS = 500;
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * Command connection for request handlers. Requests must not hang when Redis is gone. The offline queue starts on,
 * so commands issued before the first connect or during a blip wait for the connection; a command queued while it
 * is down fails at the next failed reconnect attempt (maxRetriesPerRequest 0, attempts at most 500 ms apart). Once
 * the connection has been down for REDIS_OUTAGE_GRACE_MS, failFastWhileDown switches the queue off, so commands
 * fail immediately instead of queueing, and back on when the connection is ready again. Connections built with
 * `maxRetriesPerRequest: null` (the Socket.IO adapter's, the verdict subscription) keep the queue on and wait out
 * an outage instead: they have no client waiting on them.
 */
export function createRedis(url: string, opts: RedisOptions, name: string, log: Log) {
  const redis = new Redis(url, {
    lazyConnect: false,
    // On while connected or about to be; failFastWhileDown turns it off only for the length of an outage.
    enableOfflineQueue: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 100, 500),
    ...opts,
  });
  if (redis.options.maxRetriesPerRequest !== null) {
    failFastWhileDown(redis);
    // A server that accepted the connection but does not answer (mid-shutdown, flushing its AOF) would hold a
    // command until the socket closes: a reply takes milliseconds, so a second without one is an outage.
    redis.options.commandTimeout ??= REDIS_COMMAND_TIMEOUT_MS;
  }
  // Without a listener ioredis reports every reconnect attempt as an unhandled error; log state changes instead.
  watchConnection(name, redis, log);
  return redis;
}

function failFastWhileDown(redis: Redis) {
  let grace: ReturnType<typeof setTimeout> | undefined;
  redis.on("close", () => {
    if (grace || !redis.options.enableOfflineQueue) return;
    grace = setTimeout(() => {
      grace = undefined;
      if (redis.status !== "ready") redis.options.enableOfflineQueue = false;
    }, REDIS_OUTAGE_GRACE_MS);
    grace.unref?.();
  });
  redis.on("ready", () => {
    clearTimeout(grace);
    grace = undefined;
    redis.options.enableOfflineQueue = true;
  });
}

/** Key builder: every key and channel carries the deployment's prefix, so a test run can share a Redis. */
export const keyer =
  (prefix: string) =>
  (...parts: (string | number)[]) =>
    [prefix, ...parts].join(":");
export type Keyer = ReturnType<typeof keyer>;
