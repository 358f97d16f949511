import { describe, expect, test } from "bun:test";
import type { TestOutcome } from "./runner.ts";
import { SlotPool } from "./slot-pool.ts";
import { type LaneBox, runInLanes } from "./test-lanes.ts";

/** The lane scheduler with fake boxes whose runs the test finishes by hand: the bookkeeping, without sandboxes. */
const outcome = (status: TestOutcome["status"] = "Accepted"): TestOutcome => ({
  status,
  passed: status === "Accepted",
  stdout: "",
  stderr: "",
  timeMs: 0,
  memoryKb: 0,
});

/** Every box the scheduler prepared, by test index, with what happened to it. */
function fakeBoxes(opts: { failPrepareAt?: number } = {}) {
  const boxes = new Map<
    number,
    { slot: number; state: "prepared" | "running" | "done" | "destroyed"; finish: (o: TestOutcome) => void }
  >();
  const prepare = (index: number, slot: number): LaneBox => {
    if (index === opts.failPrepareAt) throw new Error(`cannot prepare ${index}`);
    let finish: (o: TestOutcome) => void = () => {};
    const done = new Promise<TestOutcome>((resolve) => {
      finish = resolve;
    });
    const box = { slot, state: "prepared" as const, finish } as {
      slot: number;
      state: "prepared" | "running" | "done" | "destroyed";
      finish: (o: TestOutcome) => void;
    };
    boxes.set(index, box);
    return {
      go: () => {
        box.state = "running";
        return done.then((o) => {
          box.state = "done";
          return o;
        });
      },
      destroy: async () => {
        box.state = "destroyed";
      },
    };
  };
  const running = () => [...boxes].filter(([, b]) => b.state === "running").map(([i]) => i);
  return { boxes, prepare, running };
}
const tick = () => Bun.sleep(1);

describe("runInLanes", () => {
  test("an idle pool gives one submission a lane per slot, each with its next box prepared", async () => {
    const pool = new SlotPool(2);
    const f = fakeBoxes();
    const run = runInLanes({ total: 5, pool, prepareAhead: true, prepare: f.prepare });
    await tick();
    expect(f.running()).toEqual([0, 1]);
    expect([f.boxes.get(2)!.state, f.boxes.get(3)!.state]).toEqual(["prepared", "prepared"]);
    for (let i = 0; i < 5; i++) {
      while (!f.running().includes(i)) await tick();
      f.boxes.get(i)!.finish(outcome());
    }
    expect((await run).map((t) => t.status)).toEqual(Array(5).fill("Accepted"));
    expect([pool.tryAcquire(), pool.tryAcquire()].sort()).toEqual([0, 1]);
  });

  test("a waiting submission gets a slot at the next test boundary; the prepared box goes back", async () => {
    const pool = new SlotPool(2);
    const a = fakeBoxes();
    const b = fakeBoxes();
    const runA = runInLanes({ total: 6, pool, prepareAhead: true, prepare: a.prepare });
    await tick();
    const runB = runInLanes({ total: 1, pool, prepareAhead: true, prepare: b.prepare });
    await tick();
    expect(b.running()).toEqual([]);
    a.boxes.get(0)!.finish(outcome());
    await tick();
    // The lane that ran test 0 handed its slot to B and destroyed the box it had prepared (test 3: the other lane
    // opened in between and prepared test 2); test 3 goes back to A's queue.
    expect(b.running()).toEqual([0]);
    expect(a.boxes.get(3)!.state).toBe("destroyed");
    expect(a.boxes.get(2)!.state).toBe("prepared");
    b.boxes.get(0)!.finish(outcome());
    expect((await runB)[0]!.status).toBe("Accepted");
    for (;;) {
      const [i] = a.running();
      if (i === undefined) break;
      a.boxes.get(i)!.finish(outcome());
      await tick();
    }
    expect((await runA).map((t) => t.status)).toEqual(Array(6).fill("Accepted"));
  });

  test("after a time-out, prepared boxes are destroyed and unstarted tests Skipped", async () => {
    const pool = new SlotPool(1);
    const f = fakeBoxes();
    const run = runInLanes({ total: 3, pool, prepareAhead: true, prepare: f.prepare });
    await tick();
    f.boxes.get(0)!.finish(outcome("Time Limit Exceeded"));
    expect((await run).map((t) => t.status)).toEqual(["Time Limit Exceeded", "Skipped", "Skipped"]);
    expect(f.boxes.get(1)!.state).toBe("destroyed");
    expect(pool.tryAcquire()).toBe(0);
  });

  test("a box that cannot be prepared fails the run only after the running ones finish", async () => {
    const pool = new SlotPool(1);
    const f = fakeBoxes({ failPrepareAt: 1 });
    let settled = false;
    const run = runInLanes({ total: 3, pool, prepareAhead: true, prepare: f.prepare }).finally(() => {
      settled = true;
    });
    run.catch(() => {});
    await tick();
    expect(settled).toBe(false);
    f.boxes.get(0)!.finish(outcome());
    await expect(run).rejects.toThrow("cannot prepare 1");
    expect(pool.tryAcquire()).toBe(0);
  });

  test("without prepareAhead a lane never holds a second box", async () => {
    const pool = new SlotPool(1);
    const f = fakeBoxes();
    const run = runInLanes({ total: 2, pool, prepareAhead: false, prepare: f.prepare });
    await tick();
    expect([...f.boxes.keys()]).toEqual([0]);
    f.boxes.get(0)!.finish(outcome());
    while (!f.running().includes(1)) await tick();
    f.boxes.get(1)!.finish(outcome());
    expect((await run).length).toBe(2);
  });
});
