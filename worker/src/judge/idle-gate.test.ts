import { describe, expect, test } from "bun:test";
import { IDLE_POLL_MS, judgeIdleGate } from "./idle-gate.ts";

describe("judgeIdleGate", () => {
  test("passes at once when nothing waits, and waits while judge jobs are waiting or prioritized", async () => {
    const counts = [
      { wait: 1, prioritized: 0 },
      { wait: 0, prioritized: 2 },
      { wait: 0, prioritized: 0 },
    ];
    let asked = 0;
    const gate = judgeIdleGate({ getJobCounts: async () => counts[Math.min(asked++, counts.length - 1)]! });
    const started = performance.now();
    await gate();
    expect(asked).toBe(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2 * IDLE_POLL_MS - 20);
    await gate();
    expect(asked).toBe(4);
  });

  test("a shutdown ends the wait", async () => {
    const abort = new AbortController();
    const gate = judgeIdleGate({ getJobCounts: async () => ({ wait: 5 }) }, abort.signal);
    const waiting = gate();
    abort.abort(new Error("the worker is shutting down"));
    await expect(waiting).rejects.toThrow("the worker is shutting down");
  });
});
