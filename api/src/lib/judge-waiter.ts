import { judgeDoneChannel } from "@grindstone/shared";
import type Redis from "ioredis";

/**
 * Lets an HTTP request wait for its verdict without polling. Workers publish "id is final" on one channel; this
 * process keeps one subscription and wakes the requests waiting on that id. The caller re-reads the result from
 * the source of truth afterwards, so a missed message only costs the wait, never correctness.
 */
export function createJudgeWaiter(sub: Redis, redisPrefix: string) {
  const channel = judgeDoneChannel(redisPrefix);
  const waiting = new Map<string, Set<() => void>>();
  const ready = sub
    .subscribe(channel)
    .catch((err: Error) => console.error(`[api] judge waiter: ${err.message}`));
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
     * Resolves true when `id` is announced final within `ms`, false on timeout. `isFinal` is checked after
     * subscribing, which closes the race where the verdict lands between the enqueue and the wait.
     */
    async waitFor(id: string, ms: number, isFinal: () => Promise<boolean>) {
      let wake!: () => void;
      const done = new Promise<boolean>((resolve) => {
        wake = () => resolve(true);
        setTimeout(() => resolve(false), ms);
      });
      const set = waiting.get(id) ?? new Set();
      set.add(wake);
      waiting.set(id, set);
      try {
        if (await isFinal()) return true;
        return await done;
      } finally {
        set.delete(wake);
        if (set.size === 0) waiting.delete(id);
      }
    },
  };
}
export type JudgeWaiter = ReturnType<typeof createJudgeWaiter>;
