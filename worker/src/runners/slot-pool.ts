/**
 * Hands out slot numbers 0..size-1, one submission per slot at a time: a slot's uid, cgroups and directories are
 * never shared by two running sandboxes, which is what makes the runner safe to call concurrently.
 */
export class SlotPool {
  private free: number[];
  private waiters: Array<(slot: number) => void> = [];

  constructor(size: number) {
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
    });
  }

  release(slot: number) {
    const next = this.waiters.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }
}
