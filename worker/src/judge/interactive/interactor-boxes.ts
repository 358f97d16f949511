import { InfrastructureError } from "../../runners/runner.ts";
import type { SupervisedBox } from "../../runners/sandbox/supervised-box.ts";
import type { ReadyChecker } from "../checkers/custom/checker-cache.ts";

/**
 * The interactors' boxes: one per lane slot, since an interactor box must see its lane's pipe directory (bound at its
 * start, pipe-dirs.ts), loaded with one interactor's files. A lane's tests reuse it one after another (its supervisor
 * kills every process and empties /tmp between them, and each test's files are dropped after it); another problem's
 * interactor on the same slot replaces it. A box left idle is closed after IDLE_MS.
 */

const IDLE_MS = 60_000;

type Held = {
  box: SupervisedBox;
  key: string;
  /** The interactor's files are in the box (a warm() and the lane's first test may both wait for it). */
  loaded: Promise<void>;
  idle?: ReturnType<typeof setTimeout>;
  busy: boolean;
  /** Tests run in this box: names each test's directory under /box, never reused while the box lives. */
  tests: number;
};

export class InteractorBoxes {
  private readonly held = new Map<number, Held>();
  private closed = false;

  constructor(private readonly start: (laneSlot: number, interactor: ReadyChecker) => SupervisedBox) {}

  /** Runs `fn` with the slot's box loaded with `interactor` (a lane runs one test at a time: never contended) and
   * the test's number in that box. */
  async use<T>(
    laneSlot: number,
    interactor: ReadyChecker,
    fn: (box: SupervisedBox, n: number) => Promise<T>,
  ): Promise<T> {
    const held = await this.load(laneSlot, interactor);
    held.busy = true;
    clearTimeout(held.idle);
    try {
      return await fn(held.box, ++held.tests);
    } finally {
      held.busy = false;
      if (!held.box.usable) this.forget(laneSlot, held);
      else {
        held.idle = setTimeout(() => {
          if (!held.busy) this.forget(laneSlot, held);
        }, IDLE_MS);
        held.idle.unref?.();
      }
    }
  }

  /** Starts and loads the slot's box ahead of the lane's first test (while the program compiles). */
  async warm(laneSlot: number, interactor: ReadyChecker): Promise<void> {
    const held = this.held.get(laneSlot);
    if (held?.busy) return;
    await (await this.load(laneSlot, interactor)).box.ready;
  }

  private async load(laneSlot: number, interactor: ReadyChecker): Promise<Held> {
    if (this.closed) throw new InfrastructureError("the interactors are closed");
    let held = this.held.get(laneSlot);
    if (!held?.box.usable || held.key !== interactor.key) {
      if (held) this.forget(laneSlot, held);
      const box = this.start(laneSlot, interactor);
      const loaded = (async () => {
        // writeFile closes the box itself when it fails.
        for (const f of interactor.files) await box.writeFile(f.path, f.bytes, f.executable);
      })();
      held = { box, key: interactor.key, loaded, busy: false, tests: 0 };
      this.held.set(laneSlot, held);
    }
    try {
      await held.loaded;
    } catch (err) {
      this.forget(laneSlot, held);
      throw err;
    }
    if (this.closed) {
      this.forget(laneSlot, held);
      throw new InfrastructureError("the interactors are closed");
    }
    return held;
  }

  private forget(laneSlot: number, held: Held) {
    clearTimeout(held.idle);
    if (this.held.get(laneSlot) === held) this.held.delete(laneSlot);
    void held.box.close();
  }

  async close() {
    this.closed = true;
    const all = [...this.held.values()];
    this.held.clear();
    await Promise.all(
      all.map((held) => {
        clearTimeout(held.idle);
        return held.box.close();
      }),
    );
  }
}
