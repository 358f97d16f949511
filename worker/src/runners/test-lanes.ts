import type { Logger } from "@grindstone/shared/logger";
import type { TestOutcome } from "./runner.ts";
import { defaultRunnerLog } from "./runner-log.ts";
import type { SlotPool } from "./slot-pool.ts";
import { skipped } from "./verdict.ts";

/**
 * Runs a submission's tests in lanes. A lane holds one slot and one sandbox (a supervised box, already started
 * when the lane opens) and takes tests one after another from the submission's queue, each as a fresh process.
 *
 * A submission opens its first lane with a blocking acquire and more only while slots are free, so on an idle
 * worker it spreads over every core; when another submission is waiting for a slot, a submission with several
 * lanes hands one back at its next test boundary, so nobody waits for more than one test of each lane ahead.
 */
export type Lane = {
  /** Runs test `index` (onTestStart has been called) and classifies it. */
  run(index: number): Promise<TestOutcome>;
  /** Ends the lane: its sandbox is destroyed before the slot goes back to the pool. */
  close(): Promise<void>;
};

export type LaneJob = {
  total: number;
  pool: SlotPool;
  /**
   * The order tests are started in (default: by number). The local runner starts the largest inputs first, so the
   * slow tests of a submission overlap on its lanes instead of the last one running alone.
   */
  order?: number[];
  /** Opens a lane on `slot` (its sandbox loaded with the submission). */
  open(slot: number): Promise<Lane>;
  /** Called as each test starts, with how many started before it (progress: "Running test k of N"). */
  onTestStart?: (started: number, total: number) => void;
  signal?: AbortSignal;
  /**
   * Receives each lane's closing (box destroyed, then slot released). The run's outcomes do not wait for it: a
   * lane's last verdict is known before its box is torn down, and the teardown (~15 ms: killing the PID namespace,
   * removing the cgroups) is nobody's latency. The slot still returns only once its box is gone.
   */
  closing?: (done: Promise<void>) => void;
  /** How long a handed-off teardown waits while nobody needs the slot (default TEARDOWN_GRACE_MS). */
  teardownGraceMs?: number;
  /** Where a failed teardown is reported (default: defaultRunnerLog). */
  log?: Logger;
};

const TEARDOWN_GRACE_MS = 30;

export async function runInLanes(job: LaneJob): Promise<TestOutcome[]> {
  const outcomes: (TestOutcome | undefined)[] = new Array(job.total);
  // Unclaimed tests, in the order they are to start.
  const queue = job.order ? [...job.order] : Array.from({ length: job.total }, (_, i) => i);
  let started = 0;
  // After a time-out the tests not yet started would each burn the full limit for a verdict already decided.
  let outOfTime = false;
  let failure: { err: unknown } | null = null;
  let lanes = 0;
  const running: Promise<void>[] = [];

  const stopped = () => outOfTime || failure !== null || job.signal?.aborted === true;
  // Checked and acted on in one synchronous step, so two lanes never both leave the submission lane-less.
  const handBack = () => {
    if (lanes > 1 && job.pool.waiting > 0) {
      lanes--;
      return true;
    }
    return false;
  };

  const lane = async (slot: number) => {
    let opened: Lane | null = null;
    let left = false;
    try {
      opened = await job.open(slot);
      for (;;) {
        if (stopped()) break;
        const index = queue.shift();
        if (index === undefined) break;
        job.onTestStart?.(started++, job.total);
        widen();
        const outcome = await opened.run(index);
        outcomes[index] = outcome;
        if (outcome.status === "Time Limit Exceeded") outOfTime = true;
        left = handBack();
        if (left) break;
      }
    } catch (err) {
      failure ??= { err };
    } finally {
      if (!left) lanes--;
      const lane = opened;
      const done = (async () => {
        // While nobody waits for the slot, the teardown waits a moment too: it costs CPU that the submission's
        // verdict (database and Redis round trips right after the last test) would otherwise compete with.
        if (job.closing) await job.pool.demandOr(job.teardownGraceMs ?? TEARDOWN_GRACE_MS);
        await lane
          ?.close()
          .catch((err) =>
            (job.log ?? defaultRunnerLog()).error({ err }, `closing a lane: ${(err as Error).message}`),
          );
        job.pool.release(slot);
      })();
      if (job.closing) job.closing(done);
      else await done;
    }
  };

  const open = (slot: number) => {
    lanes++;
    running.push(lane(slot));
  };
  function widen() {
    // One lane per test still unclaimed, at most: a lane that would find the queue empty is not worth a box.
    while (queue.length > lanes - 1 && queue.length > 0 && !stopped()) {
      const slot = job.pool.tryAcquire();
      if (slot === null) return;
      open(slot);
    }
  }

  open(await job.pool.acquire(job.signal));
  // Lanes opened later are pushed while we wait; every one of them has finished its tests when this loop ends.
  for (let i = 0; i < running.length; i++) await running[i];
  if (failure) throw (failure as { err: unknown }).err;
  job.signal?.throwIfAborted();
  // Array.from, not map: map skips the holes that are exactly the tests never started.
  return Array.from(outcomes, (o) => o ?? skipped());
}
