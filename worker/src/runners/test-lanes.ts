import type { TestOutcome } from "./runner.ts";
import type { SlotPool } from "./slot-pool.ts";
import { skipped } from "./verdict.ts";

/**
 * Runs a submission's tests in lanes. A lane holds one slot and takes tests one after another from the
 * submission's queue; while test k runs, it prepares test k+1 on the same slot, so the sandbox's set-up latency
 * (cgroup migration, exec chain, bwrap's mounts) hides behind the previous run instead of adding to each test.
 *
 * A submission opens its first lane with a blocking acquire and more only while slots are free, so on an idle
 * worker it spreads over every core; when another submission is waiting for a slot, a submission with several
 * lanes hands one back at its next test boundary, so nobody waits for more than one test of each lane ahead.
 */
export type LaneBox = {
  /** Runs the test (onTestStart has been called) and classifies it. */
  go(): Promise<TestOutcome>;
  /** Discards a box that will not run. */
  destroy(): Promise<void>;
};

export type LaneJob = {
  total: number;
  pool: SlotPool;
  /** Whether a lane may set up its next box while the current one runs (needs a cgroup per box, see docs). */
  prepareAhead: boolean;
  /** Sets up the box of test `index` on `slot`, up to its go-gate. */
  prepare(index: number, slot: number): LaneBox;
  onTestStart?: (index: number, total: number) => void;
  signal?: AbortSignal;
};

type Claimed = { index: number; box: LaneBox };

export async function runInLanes(job: LaneJob): Promise<TestOutcome[]> {
  const outcomes: (TestOutcome | undefined)[] = new Array(job.total);
  // Unclaimed tests, lowest first; a discarded prepared box puts its test back.
  const queue = Array.from({ length: job.total }, (_, i) => i);
  // After a time-out the tests not yet started would each burn the full limit for a verdict already decided.
  let outOfTime = false;
  let failure: { err: unknown } | null = null;
  let lanes = 0;
  const running: Promise<void>[] = [];

  const claim = (slot: number): Claimed | null => {
    if (outOfTime || failure || job.signal?.aborted) return null;
    const index = queue.shift();
    if (index === undefined) return null;
    try {
      return { index, box: job.prepare(index, slot) };
    } catch (err) {
      queue.unshift(index);
      throw err;
    }
  };
  const giveBack = async (c: Claimed) => {
    queue.push(c.index);
    queue.sort((a, b) => a - b);
    await c.box.destroy().catch((err) => console.error(`[runner] ${(err as Error).message}`));
  };
  // Checked and acted on in one synchronous step, so two lanes never both leave the submission lane-less.
  const handBack = () => {
    if (lanes > 1 && job.pool.waiting > 0) {
      lanes--;
      return true;
    }
    return false;
  };

  const lane = async (slot: number) => {
    // Boxes of this lane not started yet: whatever ends the lane, they are destroyed before the slot is released.
    let current: Claimed | null = null;
    let next: Claimed | null = null;
    let left = false;
    try {
      current = claim(slot);
      while (current) {
        const { index, box } = current;
        job.onTestStart?.(index, job.total);
        const run = box.go();
        current = null;
        widen();
        try {
          // Prepared only after go(): the test that is due never waits for the next one's set-up.
          if (job.prepareAhead) next = claim(slot);
        } catch (err) {
          failure ??= { err };
        }
        // Awaited whatever happened above: a running box is never abandoned.
        const outcome = await run;
        outcomes[index] = outcome;
        if (outcome.status === "Time Limit Exceeded") outOfTime = true;
        if (outOfTime || failure || job.signal?.aborted) break;
        left = handBack();
        if (left) break;
        current = next ?? claim(slot);
        next = null;
      }
    } catch (err) {
      failure ??= { err };
    } finally {
      for (const c of [current, next]) if (c) await giveBack(c);
      if (!left) lanes--;
      job.pool.release(slot);
    }
  };

  const open = (slot: number) => {
    lanes++;
    running.push(lane(slot));
  };
  function widen() {
    while (queue.length > 0 && !outOfTime && !failure) {
      const slot = job.pool.tryAcquire();
      if (slot === null) return;
      open(slot);
    }
  }

  open(await job.pool.acquire(job.signal));
  widen();
  // Lanes opened later are pushed while we wait; every one of them has released its boxes when this loop ends.
  for (let i = 0; i < running.length; i++) await running[i];
  if (failure) throw (failure as { err: unknown }).err;
  job.signal?.throwIfAborted();
  // Array.from, not map: map skips the holes that are exactly the tests never started.
  return Array.from(outcomes, (o) => o ?? skipped());
}
