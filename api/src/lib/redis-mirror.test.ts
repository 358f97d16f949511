import { afterAll, describe, expect, test } from "bun:test";
import { createLogger } from "@grindstone/shared/logger";
import Redis from "ioredis";
import { testEnv } from "../env.ts";
import { RedisMirror } from "./redis-mirror.ts";

/**
 * The mirror against a real Redis: what it keeps, and that it forgets at once whatever anyone changes, whatever a
 * read raced with, and everything when its connection is lost.
 */
const env = testEnv();
const prefix = `${env.REDIS_PREFIX}:mirror-test:${crypto.randomUUID().slice(0, 8)}:`;
const redis = new Redis(env.REDIS_URL);
const other = new Redis(env.REDIS_URL);
const label = `mirror-test-${crypto.randomUUID().slice(0, 8)}`;
const mirror = new RedisMirror(redis, [prefix], createLogger("api", env), label);
afterAll(async () => {
  await mirror.close();
  await Promise.all([redis.quit(), other.quit()]);
});

async function until(cond: () => boolean, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!cond() && Date.now() < deadline) await Bun.sleep(5);
  return cond();
}
const read = (key: string) => mirror.read([key], async () => [await redis.get(key)]);

describe("RedisMirror", () => {
  test("keeps what it read, and drops it as soon as another client changes the key", async () => {
    expect(await until(() => mirror.tracking)).toBe(true);
    const key = `${prefix}a`;
    await other.set(key, "1");
    expect(await read(key)).toEqual(["1"]);
    expect(mirror.get(key)).toBe("1");
    await other.set(key, "2");
    expect(await until(() => mirror.get(key) === undefined)).toBe(true);
    expect(await read(key)).toEqual(["2"]);
    // Expiry and deletion count as changes too.
    await other.del(key);
    expect(await until(() => mirror.get(key) === undefined)).toBe(true);
    // Keys outside the prefixes are never invalidated, so they are never the mirror's business: not asserted.
  });

  test("a read that raced a change is not kept", async () => {
    const key = `${prefix}b`;
    await other.set(key, "old");
    const result = await mirror.read([key], async () => {
      const value = await redis.get(key);
      // The key changes after Redis answered the read but before the answer is used.
      await other.set(key, "new");
      await until(() => false, 50);
      return [value];
    });
    expect(result).toEqual(["old"]);
    expect(mirror.get(key)).toBeUndefined();
  });

  test("losing the invalidation connection forgets everything until tracking is back", async () => {
    const key = `${prefix}c`;
    await other.set(key, "x");
    await read(key);
    expect(mirror.get(key)).toBe("x");
    await other.client("KILL", "ID", String(mirror.subscriberId));
    expect(await until(() => mirror.get(key) === undefined)).toBe(true);
    expect(await until(() => mirror.tracking)).toBe(true);
    // Tracking is back: changes are heard again.
    await read(key);
    expect(mirror.get(key)).toBe("x");
    await other.set(key, "y");
    expect(await until(() => mirror.get(key) === undefined)).toBe(true);
  });

  test("losing the tracker connection forgets everything too, and tracking resumes", async () => {
    const key = `${prefix}d`;
    await other.set(key, "x");
    // The previous test's reconnect may still be settling (its set-up ends with a flush, which drops a read in
    // flight by design): read until a read is kept, so what follows starts from a kept entry.
    for (let i = 0; i < 50 && mirror.get(key) !== "x"; i++) {
      await until(() => mirror.tracking);
      await read(key);
    }
    expect(mirror.get(key)).toBe("x");
    const list = String(await other.client("LIST"));
    const tracker = new RegExp(`id=(\\d+) [^\\n]*name=${label}-mirror-tracker`).exec(list)?.[1];
    expect(tracker).toBeDefined();
    await other.client("KILL", "ID", tracker!);
    expect(await until(() => mirror.get(key) === undefined)).toBe(true);
    expect(await until(() => mirror.tracking)).toBe(true);
    await read(key);
    await other.set(key, "y");
    expect(await until(() => mirror.get(key) === undefined)).toBe(true);
  });
});
