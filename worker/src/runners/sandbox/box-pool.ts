import type { SupervisedBox } from "./supervised-box.ts";

/**
 * One started, empty box waiting per slot, so a submission's lane finds its sandbox up (cgroup joined, namespaces
 * and mounts made, supervisor running) instead of paying ~25 ms to start one. The box that is taken holds no one's
 * data yet; its replacement starts at once, while the taken one runs tests.
 */
export class BoxPool {
  private readonly standby = new Map<number, SupervisedBox>();
  private closed = false;

  constructor(private readonly start: (slot: number) => SupervisedBox) {}

  /** The slot's waiting box if it is still alive, else a new one; either way a replacement starts behind it. */
  take(slot: number): SupervisedBox {
    if (this.closed) throw new Error("the box pool is closed");
    let box = this.standby.get(slot);
    this.standby.delete(slot);
    if (!box?.usable) {
      void box?.close();
      box = this.start(slot);
    }
    this.refill(slot);
    return box;
  }

  /** Starts the slot's box ahead of its first submission (the worker's start-up). */
  warm(slot: number) {
    if (!this.standby.has(slot)) this.refill(slot);
  }

  private refill(slot: number) {
    try {
      const next = this.start(slot);
      this.standby.set(slot, next);
      // A box that failed to start is dropped; the next take() starts another and reports the error then.
      next.ready.catch(() => {
        if (this.standby.get(slot) === next) this.standby.delete(slot);
      });
    } catch (err) {
      console.error(`[sandbox] cannot start a standby box: ${(err as Error).message}`);
    }
  }

  async close() {
    this.closed = true;
    const boxes = [...this.standby.values()];
    this.standby.clear();
    await Promise.all(boxes.map((b) => b.close()));
  }
}
