import type { Logger } from "@grindstone/shared/logger";
import { judgeDoneChannel } from "@grindstone/shared/server";
import type Redis from "ioredis";

/**
 * How often a waiting request re-reads the verdict itself. The "done" message is the fast path; this bounds what a
 * lost message costs (a worker's publish during a Redis blip, this instance's subscription re-connecting) to about
 * a second instead of the whole wait. One indexed read per waiting request per second.
 */
export const JUDGE_RECHECK_MS = 1000;

/**
 * Lets an HTTP request wait for its verdict. Workers publish "id is final" on one channel; this process keeps one
 * subscription and wakes the requests waiting on that id, and each waiting request also re-reads the source of
 * truth every JUDGE_RECHECK_MS. The caller re-reads the result afterwards, so a missed message never costs
 * correctness.
 */
export function createJudgeWaiter(sub: Redis, redisPrefix: string, log: Logger) {
  const channel = judgeDoneChannel(redisPrefix);
  const waiting = new Map<string, Set<() => void>>();
  // Resolved when the instance drains: every wait ends at once, answered as a timeout (202, still Queued).
  let release!: () => void;
  const released = new Promise<false>((resolve) => {
    release = () => resolve(false);
  });
  let releasing = false;
  const ready = sub
    .subscribe(channel)
    .catch((err: Error) =>
      log.error({ reason: err.message }, `judge waiter: subscribing failed: ${err.message}`),
    );
  sub.on("message", (ch, message) => {
    if (ch !== channel) return;
    try {
      const { id } = JSON.parse(message) as { id: string };
      for (const wake of waiting.get(id) ?? []) wake();
    } catch {
      // not ours
    }
  });

  return {
    ready,
    /**
     * Resolves true when `id` is final within `ms` (announced, or seen by `isFinal`), false on timeout. `isFinal`
     * runs at once (the verdict may have landed between the enqueue and the wait) and then every JUDGE_RECHECK_MS.
     * An `isFinal` that throws (Postgres or Redis unreachable) ends the wait with false: no verdict can be written
     * or read meanwhile, so the caller answers 202 with what it knows now instead of holding the client for the
     * whole wait; waiting never turns into an error either. The same when this process's Redis subscription is
     * down: workers take their jobs from Redis, so no verdict can come until it is back.
     */
    async waitFor(id: string, ms: number, isFinal: () => Promise<boolean>) {
      const deadline = Date.now() + ms;
      let wake!: () => void;
      const announced = new Promise<true>((resolve) => {
        wake = () => resolve(true);
      });
      const set = waiting.get(id) ?? new Set();
      set.add(wake);
      waiting.set(id, set);
      const check = () =>
        isFinal().then(
          (final) => (final ? "final" : "pending"),
          () => "unknown" as const,
        );
      try {
        while (true) {
          const state = await check();
          if (state !== "pending") return state === "final";
          // No verdict comes while Redis is down (workers take jobs from it): answer now, as for a failed read.
          if (sub.status !== "ready" || releasing) return false;
          const left = deadline - Date.now();
          if (left <= 0) return false;
          let timer: ReturnType<typeof setTimeout> | undefined;
          const tick = new Promise<false>((resolve) => {
            timer = setTimeout(() => resolve(false), Math.min(JUDGE_RECHECK_MS, left));
          });
          const woke = await Promise.race([announced, tick, released]);
          clearTimeout(timer);
          if (woke) return true;
        }
      } finally {
        set.delete(wake);
        if (set.size === 0) waiting.delete(id);
      }
    },
    /** Ends every current and future wait as a timeout would (a draining instance answers what it holds now). */
    releaseAll() {
      releasing = true;
      release();
    },
  };
}
export type JudgeWaiter = ReturnType<typeof createJudgeWaiter>;
