import { InfrastructureError } from "../../../runners/runner.ts";
import type { SupervisedBox } from "../../../runners/sandbox/supervised-box.ts";
import type { ReadyChecker } from "./checker-cache.ts";

/**
 * The boxes checkers run in: a few slots (checks at once), each with its own uid and at most one box, loaded with
 * one checker's files. A check takes a free slot, preferring one whose box already holds its checker (the usual
 * case: a submission's tests check one after another), else starts a fresh box there (a box never changes
 * checker). Between two checks the box's supervisor kills every process of the last one and empties /tmp (as between
 * a submission's tests), and the check's input, answer and output files under /box are dropped, so each check
 * starts clean. A box left idle is closed after IDLE_MS.
 */

// A checker box holds its supervisor and zygote (~20 MB): worth keeping through a busy minute, not all day.
const IDLE_MS = 60_000;

type Slot = {
  index: number;
  busy: boolean;
  box: SupervisedBox | null;
  key: string | null;
  /** Checks run in this box: names each check's directory under /box. */
  checks: number;
  lastUsed: number;
  idle?: ReturnType<typeof setTimeout>;
};

export class CheckerBoxes {
  private readonly slots: Slot[];
  private readonly waiting: (() => void)[] = [];
  private closed = false;

  constructor(
    size: number,
    private readonly start: (slot: number, checker: ReadyChecker) => SupervisedBox,
  ) {
    this.slots = Array.from({ length: Math.max(1, size) }, (_, index) => ({
      index,
      busy: false,
      box: null,
      key: null,
      checks: 0,
      lastUsed: 0,
    }));
  }

  /** Runs `fn` with a box loaded with `checker`; `check` numbers the box's checks. */
  async use<T>(checker: ReadyChecker, fn: (box: SupervisedBox, check: number) => Promise<T>): Promise<T> {
    const slot = await this.acquire(checker.key);
    try {
      return await fn(await this.load(slot, checker), ++slot.checks);
    } finally {
      this.release(slot);
    }
  }

  /**
   * Starts and loads a box for `checker` ahead of its first check (while the submission compiles and runs), if no
   * box holds it yet and a slot is free and empty: it never takes a box from another checker or waits.
   */
  async warm(checker: ReadyChecker): Promise<void> {
    if (this.slots.some((s) => s.key === checker.key && s.box?.usable)) return;
    const slot = this.slots.find((s) => !s.busy && !s.box?.usable);
    if (!slot) return;
    slot.busy = true;
    clearTimeout(slot.idle);
    try {
      await (await this.load(slot, checker)).ready;
    } finally {
      this.release(slot);
    }
  }

  private async load(slot: Slot, checker: ReadyChecker): Promise<SupervisedBox> {
    if (slot.box?.usable && slot.key === checker.key) return slot.box;
    await slot.box?.close();
    slot.box = null;
    slot.key = null;
    const box = this.start(slot.index, checker);
    // writeFile closes the box itself when it fails.
    for (const f of checker.files) await box.writeFile(f.path, f.bytes, f.executable);
    if (this.closed) {
      // close() came while this box was loading: it must not outlive it.
      await box.close();
      throw new InfrastructureError("the checkers are closed");
    }
    slot.box = box;
    slot.key = checker.key;
    slot.checks = 0;
    return box;
  }

  private async acquire(key: string): Promise<Slot> {
    for (;;) {
      const free = this.slots.filter((s) => !s.busy);
      const slot =
        free.find((s) => s.key === key && s.box?.usable) ??
        free.find((s) => !s.box?.usable) ??
        free.sort((a, b) => a.lastUsed - b.lastUsed)[0];
      if (slot) {
        slot.busy = true;
        clearTimeout(slot.idle);
        return slot;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private release(slot: Slot) {
    slot.busy = false;
    slot.lastUsed = performance.now();
    const box = slot.box;
    if (box) {
      slot.idle = setTimeout(() => {
        if (slot.busy || slot.box !== box) return;
        slot.box = null;
        slot.key = null;
        void box.close();
      }, IDLE_MS);
      slot.idle.unref?.();
    }
    this.waiting.shift()?.();
  }

  async close() {
    this.closed = true;
    await Promise.all(
      this.slots.map(async (slot) => {
        clearTimeout(slot.idle);
        const box = slot.box;
        slot.box = null;
        slot.key = null;
        await box?.close();
      }),
    );
  }
}
