import { afterAll, expect, test } from "bun:test";
import { createLogger } from "@grindstone/shared/logger";
import { judgeDoneChannel } from "@grindstone/shared/server";
import Redis from "ioredis";
import { testEnv } from "../env.ts";
import { createJudgeWaiter } from "./judge-waiter.ts";

const env = testEnv();
const sub = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
const pub = new Redis(env.REDIS_URL);
const log = createLogger("api", env);
const waiter = createJudgeWaiter(sub, env.REDIS_PREFIX, log);
afterAll(async () => {
  await Promise.all([sub.quit(), pub.quit()]);
});

test("the 'done' message wakes the waiting request at once", async () => {
  await waiter.ready;
  const id = crypto.randomUUID();
  let checks = 0;
  const waiting = waiter.waitFor(id, 20_000, async () => {
    checks++;
    return false;
  });
  await Bun.sleep(50);
  await pub.publish(judgeDoneChannel(env.REDIS_PREFIX), JSON.stringify({ id }));
  expect(await waiting).toBe(true);
  // Woken by the message: the only read was the one at the start (a recheck would have read "not final").
  expect(checks).toBe(1);
});

test("a lost 'done' message costs one recheck, not the whole wait", async () => {
  const id = crypto.randomUUID();
  let final = false;
  let checks = 0;
  const waiting = waiter.waitFor(id, 20_000, async () => {
    checks++;
    return final;
  });
  await Bun.sleep(100);
  final = true; // the verdict is stored, but no message is ever published
  // Found by a recheck (without one the wait would end false after 20 s).
  expect(await waiting).toBe(true);
  expect(checks).toBeGreaterThanOrEqual(2);
});

test("a recheck that fails (the database down) ends the wait at once, unfinished, never as an error", async () => {
  const id = crypto.randomUUID();
  let calls = 0;
  const waiting = waiter.waitFor(id, 20_000, async () => {
    calls++;
    if (calls === 2) throw new Error("connect ECONNREFUSED");
    return false;
  });
  // Without this rule the request would be held for the whole 20 s (the test's timeout is 5 s).
  expect(await waiting).toBe(false);
  expect(calls).toBe(2);
});

test("nothing final within the wait: false when the wait is over", async () => {
  expect(await waiter.waitFor(crypto.randomUUID(), 300, async () => false)).toBe(false);
});

test("while this process's Redis is down the wait ends at once, unfinished (no verdict can come)", async () => {
  // Port 1 never listens: a subscription connection that is never ready, as in a Redis outage.
  const down = new Redis("redis://127.0.0.1:1", { maxRetriesPerRequest: null, lazyConnect: true });
  down.on("error", () => {});
  const cut = createJudgeWaiter(down, env.REDIS_PREFIX, log);
  let checks = 0;
  const final = await cut.waitFor(crypto.randomUUID(), 20_000, async () => {
    checks++;
    return false;
  });
  expect([final, checks]).toEqual([false, 1]);
  down.disconnect();
});

test("releaseAll (a draining instance) ends current and later waits at once, as a timeout", async () => {
  const ownSub = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
  const own = createJudgeWaiter(ownSub, env.REDIS_PREFIX, log);
  await own.ready;
  const started = Date.now();
  const waiting = own.waitFor(crypto.randomUUID(), 20_000, async () => false);
  await Bun.sleep(50);
  own.releaseAll();
  expect(await waiting).toBe(false);
  expect(await own.waitFor(crypto.randomUUID(), 20_000, async () => false)).toBe(false);
  // Both answered well inside the 20 s each would otherwise have waited (a wide bound: no timing is tested).
  expect(Date.now() - started).toBeLessThan(10_000);
  await ownSub.quit();
});
