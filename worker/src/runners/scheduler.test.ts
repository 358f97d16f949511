import { describe, expect, test } from "bun:test";
import { RunnerBusyError, type TestOutcome } from "./runner.ts";
import { type Lane, runInLanes, SlotPool } from "./scheduler.ts";

/** The lane scheduler with fake lanes whose tests the test finishes by hand: the bookkeeping, without sandboxes. */
const outcome = (status: TestOutcome["status"] = "Accepted"): TestOutcome => ({
  status,
  passed: status === "Accepted",
  fraction: status === "Accepted" ? 1 : 0,
  stdout: "",
  stderr: "",
  timeMs: 0,
  memoryKb: 0,
});

/** Every lane the scheduler opened, with the tests it ran and whether it was closed. */
function fakeLanes(opts: { failOpenOnSlot?: number } = {}) {
  const lanes: { slot: number; tests: number[]; closed: boolean }[] = [];
  const pending = new Map<number, (o: TestOutcome) => void>();
  const open = async (slot: number): Promise<Lane> => {
    if (slot === opts.failOpenOnSlot) throw new Error(`cannot open a lane on slot ${slot}`);
    const lane = { slot, tests: [] as number[], closed: false };
    lanes.push(lane);
    return {
      run: (index) => {
        lane.tests.push(index);
        return new Promise((resolve) => pending.set(index, resolve));
      },
      close: async () => {
        lane.closed = true;
      },
    };
  };
  const running = () => [...pending.keys()].sort((a, b) => a - b);
  const finish = (index: number, o = outcome()) => {
    const resolve = pending.get(index)!;
    pending.delete(index);
    resolve(o);
  };
  return { lanes, open, running, finish };
}
const tick = () => Bun.sleep(1);
async function until(cond: () => boolean) {
  for (let i = 0; i < 1000 && !cond(); i++) await tick();
  expect(cond()).toBe(true);
}

describe("runInLanes", () => {
  test("an idle pool gives one submission a lane per slot, and every lane is closed before its slot returns", async () => {
    const pool = new SlotPool(2);
    const f = fakeLanes();
    const run = runInLanes({ total: 5, pool, open: f.open });
    await until(() => f.running().length === 2);
    expect(f.running()).toEqual([0, 1]);
    expect(f.lanes.map((l) => l.slot).sort()).toEqual([0, 1]);
    for (let i = 0; i < 5; i++) {
      await until(() => f.running().includes(i));
      f.finish(i);
    }
    expect((await run).map((t) => t.status)).toEqual(Array(5).fill("Accepted"));
    expect(f.lanes.every((l) => l.closed)).toBe(true);
    expect([pool.tryAcquire(), pool.tryAcquire()].sort()).toEqual([0, 1]);
  });

  test("a single test opens a single lane", async () => {
    const pool = new SlotPool(2);
    const f = fakeLanes();
    const run = runInLanes({ total: 1, pool, open: f.open });
    await until(() => f.running().length === 1);
    f.finish(0);
    await run;
    expect(f.lanes.length).toBe(1);
  });

  test("a waiting submission gets a slot at the next test boundary", async () => {
    const pool = new SlotPool(2);
    const a = fakeLanes();
    const b = fakeLanes();
    const runA = runInLanes({ total: 6, pool, open: a.open });
    await until(() => a.running().length === 2);
    const runB = runInLanes({ total: 1, pool, open: b.open });
    await tick();
    expect(b.running()).toEqual([]);
    a.finish(0);
    // The lane that ran test 0 closed and handed its slot to B; A goes on in its other lane.
    await until(() => b.running().length === 1);
    expect(a.lanes.filter((l) => l.closed).length).toBe(1);
    b.finish(0);
    expect((await runB)[0]!.status).toBe("Accepted");
    for (;;) {
      const [i] = a.running();
      if (i === undefined) break;
      a.finish(i);
      await tick();
    }
    expect((await runA).map((t) => t.status)).toEqual(Array(6).fill("Accepted"));
  });

  test("after a time-out, unstarted tests are Skipped", async () => {
    const pool = new SlotPool(1);
    const f = fakeLanes();
    const run = runInLanes({ total: 3, pool, open: f.open });
    await until(() => f.running().length === 1);
    f.finish(0, outcome("Time Limit Exceeded"));
    expect((await run).map((t) => t.status)).toEqual(["Time Limit Exceeded", "Skipped", "Skipped"]);
    expect(f.lanes[0]!.closed).toBe(true);
    expect(pool.tryAcquire()).toBe(0);
  });

  test("a lane that cannot open fails the run only after the running lanes finish, and releases every slot", async () => {
    const pool = new SlotPool(2);
    const f = fakeLanes({ failOpenOnSlot: 1 });
    let settled = false;
    const run = runInLanes({ total: 3, pool, open: f.open }).finally(() => {
      settled = true;
    });
    run.catch(() => {});
    await until(() => f.running().length === 1);
    await tick();
    expect(settled).toBe(false);
    f.finish(0);
    await expect(run).rejects.toThrow("cannot open a lane on slot 1");
    expect([pool.tryAcquire(), pool.tryAcquire()].sort()).toEqual([0, 1]);
  });

  test("tests start in the given order, and progress counts tests started, not test numbers", async () => {
    const pool = new SlotPool(1);
    const f = fakeLanes();
    const progress: number[] = [];
    const run = runInLanes({
      total: 3,
      pool,
      open: f.open,
      order: [2, 0, 1],
      onTestStart: (k) => progress.push(k),
    });
    for (const i of [2, 0, 1]) {
      await until(() => f.running().includes(i));
      f.finish(i);
    }
    await run;
    expect(f.lanes[0]!.tests).toEqual([2, 0, 1]);
    expect(progress).toEqual([0, 1, 2]);
  });

  test("a handed-off teardown waits while nobody needs the slot, and not once someone does", async () => {
    const pool = new SlotPool(1);
    const f = fakeLanes();
    const closings: Promise<void>[] = [];
    // A grace far beyond the test's run time: the teardown can only happen because of the waiter.
    const run = runInLanes({
      total: 1,
      pool,
      open: f.open,
      closing: (p) => closings.push(p),
      teardownGraceMs: 600_000,
    });
    await until(() => f.running().length === 1);
    f.finish(0);
    await run;
    // The verdicts are out; the box is still up for a moment.
    expect(f.lanes[0]!.closed).toBe(false);
    // A second submission asks for the slot: the teardown goes ahead at once and hands the slot over.
    const next = pool.acquire();
    await until(() => f.lanes[0]!.closed);
    expect(await next).toBe(0);
    await Promise.all(closings);
  });
});

describe("runInLanes, background (a performance measurement)", () => {
  test("runs every test in one lane on an idle pool, never widening", async () => {
    const pool = new SlotPool(2);
    const f = fakeLanes();
    const run = runInLanes({ total: 3, pool, open: f.open, background: true });
    for (let i = 0; i < 3; i++) {
      await until(() => f.running().includes(i));
      expect(f.running()).toEqual([i]);
      f.finish(i);
    }
    expect((await run).map((t) => t.status)).toEqual(["Accepted", "Accepted", "Accepted"]);
    expect(f.lanes.length).toBe(1);
  });

  test("does not start while every slot is held (a released slot goes to a waiting judge first)", async () => {
    const pool = new SlotPool(1);
    const held = await pool.acquire();
    await expect(
      runInLanes({ total: 1, pool, open: fakeLanes().open, background: true }),
    ).rejects.toBeInstanceOf(RunnerBusyError);
    const two = new SlotPool(2);
    await two.acquire();
    await two.acquire();
    const waiter = two.acquire();
    two.release(0);
    // The released slot went to the waiter: the background run finds none free.
    await waiter;
    await expect(
      runInLanes({ total: 1, pool: two, open: fakeLanes().open, background: true }),
    ).rejects.toBeInstanceOf(RunnerBusyError);
    pool.release(held);
  });

  test("gives its slot back at the next test boundary once judging waits, and says so", async () => {
    const pool = new SlotPool(1);
    const f = fakeLanes();
    const run = runInLanes({ total: 5, pool, open: f.open, background: true });
    const settled = run.then(
      () => "resolved",
      (err) => err,
    );
    await until(() => f.running().includes(0));
    const judging = pool.acquire();
    f.finish(0);
    expect(await settled).toBeInstanceOf(RunnerBusyError);
    // The waiting submission got the slot, and the measurement's box was closed first.
    expect(await judging).toBe(0);
    expect(f.lanes[0]!.closed).toBe(true);
    expect(f.lanes[0]!.tests).toEqual([0]);
  });

  test("keeps a finished measurement when judging starts waiting after its last test", async () => {
    const pool = new SlotPool(1);
    const f = fakeLanes();
    const run = runInLanes({ total: 2, pool, open: f.open, background: true });
    await until(() => f.running().includes(0));
    f.finish(0);
    await until(() => f.running().includes(1));
    const judging = pool.acquire();
    f.finish(1);
    expect((await run).map((t) => t.status)).toEqual(["Accepted", "Accepted"]);
    expect(await judging).toBe(0);
  });
});
