import type { Logger } from "@grindstone/shared/logger";
import { RunnerBusyError, type TestOutcome } from "./runner.ts";
import { defaultRunnerLog } from "./runner-log.ts";
import type { SupervisedBox } from "./sandbox/supervised-box.ts";
import { skipped } from "./verdict.ts";

/**
 * The local runner's scheduler: who runs where and when. Three parts, one file, because they tune each other:
 * - SlotPool: the worker's sandbox slots (one uid and one set of cgroups each), one holder at a time;
 * - BoxPool: one started, empty box waiting per slot (a lane's set-up is off the clock);
 * - runInLanes: a submission's tests spread over as many slots as are free, handed back when someone waits.
 * Every timing constant of the local runner's scheduling is here, with the measurement behind it
 * (docs/benchmarks.md, "Judging").
 */

/**
 * A standby box's replacement starts this long after its lane gave the slot back, not while the lane's tests run
 * nor while the verdict is being written and published: starting a box costs ~10 ms of CPU on a 2-core machine,
 * and measured, starting it at once made the verdict's database and Redis round trips 2-3× slower.
 */
export const REFILL_DELAY_MS = 100;

/**
 * While nobody waits for the slot, a finished lane's teardown (~15 ms: killing the PID namespace, removing the
 * cgroups) waits this long: it costs CPU that the submission's verdict (database and Redis round trips right
 * after the last test) would otherwise compete with. Someone waiting for the slot ends the wait at once.
 */
export const TEARDOWN_GRACE_MS = 30;

/**
 * Hands out slot numbers 0..size-1, one holder per slot at a time: a slot's uid, cgroups and directories are
 * never shared by two submissions, which is what makes the runner safe to call concurrently. Waiters are served
 * first come, first served; tryAcquire never overtakes them (a free slot and a waiter never coexist).
 */
export class SlotPool {
  private free: number[];
  readonly size: number;
  private waiters: Array<(slot: number) => void> = [];
  private demandListeners = new Set<() => void>();

  constructor(size: number) {
    this.size = size;
    this.free = Array.from({ length: size }, (_, i) => i);
  }

  async acquire(signal?: AbortSignal): Promise<number> {
    signal?.throwIfAborted();
    const slot = this.free.shift();
    if (slot !== undefined) return slot;
    return new Promise((resolve, reject) => {
      const waiter = (s: number) => {
        signal?.removeEventListener("abort", onAbort);
        resolve(s);
      };
      const onAbort = () => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(signal?.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiters.push(waiter);
      for (const notify of this.demandListeners) notify();
    });
  }

  /** A free slot, or null without waiting: how a submission widens to more lanes only while the worker is idle. */
  tryAcquire(): number | null {
    return this.free.shift() ?? null;
  }

  /** Slots held right now (the sandbox_slots_busy gauge). */
  get busy(): number {
    return this.size - this.free.length;
  }

  /** How many acquirers are waiting: a submission with several lanes hands one back when someone is. */
  get waiting(): number {
    return this.waiters.length;
  }

  /** Resolves when someone starts waiting for a slot, or after `ms`: how long a lane may put off its teardown. */
  demandOr(ms: number): Promise<void> {
    if (this.waiters.length > 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.demandListeners.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.demandListeners.add(done);
    });
  }

  release(slot: number) {
    const next = this.waiters.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }
}

/**
 * One started, empty box waiting per slot, so a submission's lane finds its sandbox up (cgroup joined, namespaces
 * and mounts made, supervisor running) instead of paying ~25 ms to start one. The box that is taken holds no one's
 * data yet. Its replacement starts REFILL_DELAY_MS after the lane gives the slot back; a submission that takes the
 * slot before then starts its box itself.
 */
export class BoxPool {
  private readonly standby = new Map<number, SupervisedBox>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private closed = false;

  /** `idle`: the box is started while nobody waits for a slot (see refill). */
  constructor(
    private readonly start: (slot: number, idle: boolean) => SupervisedBox,
    private readonly log: Logger,
  ) {}

  /**
   * The slot's waiting box if it is still alive, else a new one. Under load (`busy`: submissions are waiting for
   * slots) the replacement starts at once instead: the slot's next lane follows right after this one, and its CPU
   * cost is the same whenever it is paid, while its ~12 ms cgroup-join wait overlaps this lane's tests.
   */
  take(slot: number, busy = false): SupervisedBox {
    if (this.closed) throw new Error("the box pool is closed");
    const waiting = this.standby.get(slot);
    this.standby.delete(slot);
    let box = waiting;
    if (!box?.usable) {
      void box?.close();
      box = this.start(slot, false);
    }
    if (busy) this.refill(slot);
    return box;
  }

  /** refill() once the worker has had time to finish what the lane's submission still needs (its verdict). */
  refillSoon(slot: number) {
    if (this.closed || this.timers.has(slot)) return;
    this.timers.set(
      slot,
      setTimeout(() => {
        this.timers.delete(slot);
        this.refill(slot, true);
      }, REFILL_DELAY_MS),
    );
  }

  /**
   * Starts a waiting box for the slot unless one is there. `idle` (the worker's start, or REFILL_DELAY_MS after a
   * lane while nobody waited): the box may spend more of its start off the clock (a Python zygote, ~10 ms of CPU);
   * under load (take's own refill) it spends nothing a non-Python submission would not use.
   */
  refill(slot: number, idle = false) {
    if (this.closed || this.standby.has(slot)) return;
    try {
      const next = this.start(slot, idle);
      this.standby.set(slot, next);
      // A box that failed to start is dropped; the next take() starts another and reports the error then.
      next.ready.catch(() => {
        if (this.standby.get(slot) === next) this.standby.delete(slot);
      });
    } catch (err) {
      this.log.error({ err, slot }, `sandbox: cannot start a standby box: ${(err as Error).message}`);
    }
  }

  async close() {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    const boxes = [...this.standby.values()];
    this.standby.clear();
    await Promise.all(boxes.map((b) => b.close()));
  }
}

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
  /** Stop starting tests after the first Time Limit Exceeded (default true: a pass-fail verdict is then decided). */
  stopAfterTimeout?: boolean;
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
  /**
   * Work nobody waits for (RunRequest.background): one lane on a slot that is free with nobody waiting, handed back
   * at the next test boundary once anyone waits; either way the run rejects with RunnerBusyError.
   */
  background?: boolean;
};

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
  let gaveWay = false;
  const handBack = () => {
    // With tests left: a background run that just finished its last one keeps what it measured.
    if (job.background && job.pool.waiting > 0 && queue.length > 0) {
      gaveWay = true;
      lanes--;
      return true;
    }
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
        if (outcome.status === "Time Limit Exceeded" && job.stopAfterTimeout !== false) outOfTime = true;
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
    if (job.background) return;
    // One lane per test still unclaimed, at most: a lane that would find the queue empty is not worth a box.
    while (queue.length > lanes - 1 && queue.length > 0 && !stopped()) {
      const slot = job.pool.tryAcquire();
      if (slot === null) return;
      open(slot);
    }
  }

  if (job.background) {
    const slot = job.pool.waiting > 0 ? null : job.pool.tryAcquire();
    if (slot === null) throw new RunnerBusyError("every sandbox slot is busy or wanted");
    open(slot);
  } else open(await job.pool.acquire(job.signal));
  // Lanes opened later are pushed while we wait; every one of them has finished its tests when this loop ends.
  for (let i = 0; i < running.length; i++) await running[i];
  if (failure) throw (failure as { err: unknown }).err;
  job.signal?.throwIfAborted();
  if (gaveWay) throw new RunnerBusyError("gave the slot to judging");
  // Array.from, not map: map skips the holes that are exactly the tests never started.
  return Array.from(outcomes, (o) => o ?? skipped());
}
