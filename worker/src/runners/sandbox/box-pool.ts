import type { Logger } from "@grindstone/shared/logger";
import type { SupervisedBox } from "./supervised-box.ts";

/**
 * One started, empty box waiting per slot, so a submission's lane finds its sandbox up (cgroup joined, namespaces
 * and mounts made, supervisor running) instead of paying ~25 ms to start one. The box that is taken holds no one's
 * data yet. Its replacement starts a little after the lane gives the slot back, not while the lane's tests run nor
 * while the verdict is being written and published: starting a box costs ~10 ms of CPU on a 2-core machine, and
 * measured, starting it at once made the verdict's database and Redis round trips 2-3× slower (docs/benchmarks.md).
 * A submission that takes the slot before then starts its box itself.
 */
const REFILL_DELAY_MS = 100;

export class BoxPool {
  private readonly standby = new Map<number, SupervisedBox>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private closed = false;

  constructor(
    private readonly start: (slot: number) => SupervisedBox,
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
      box = this.start(slot);
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
        this.refill(slot);
      }, REFILL_DELAY_MS),
    );
  }

  /** Starts a waiting box for the slot unless one is there. */
  refill(slot: number) {
    if (this.closed || this.standby.has(slot)) return;
    try {
      const next = this.start(slot);
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
