import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Bind } from "./launch-args.ts";

/**
 * The FIFOs an interactive test's two boxes talk through (docs/judging.md, "Interactive problems"): one directory
 * per lane slot, holding `to-program` and `to-interactor`, bound read-only at /pipes into that slot's program boxes
 * and its interactor box, and into no other box. A slot runs one test at a time and both supervisors kill every
 * process of a test before answering, so the two FIFOs are reused test after test: when every end of a FIFO is
 * closed the kernel drops its buffer, and the next test opens an empty one.
 */
export const PIPES_DIR = "/pipes";
export const TO_PROGRAM = `${PIPES_DIR}/to-program`;
export const TO_INTERACTOR = `${PIPES_DIR}/to-interactor`;

export class PipeDirs {
  private readonly root = mkdtempSync(join(tmpdir(), `grindstone-pipes-${process.pid}-`));
  private readonly made = new Set<number>();

  /** The slot's directory as a bind (created with its FIFOs on first use). */
  bind(slot: number): Bind {
    const dir = join(this.root, `s${slot}`);
    if (!this.made.has(slot)) {
      mkdirSync(dir, { mode: 0o755 });
      chmodSync(dir, 0o755);
      // Node has no mkfifo; this runs once per slot. 0666: the two boxes' uids differ, and only they see the dir.
      const made = Bun.spawnSync([
        "mkfifo",
        "-m",
        "0666",
        join(dir, "to-program"),
        join(dir, "to-interactor"),
      ]);
      if (made.exitCode !== 0) throw new Error(`mkfifo failed: ${made.stderr.toString().trim()}`);
      this.made.add(slot);
    }
    return { src: dir, dest: PIPES_DIR };
  }

  close() {
    rmSync(this.root, { recursive: true, force: true });
  }
}
