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
