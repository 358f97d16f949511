import { compilerOutputText, MAX_STORED_OUTPUT_BYTES } from "@grindstone/shared";
import type { LanguageDescriptor, Toolchain } from "../languages/index.ts";
import { type Bind, BOX_DIR } from "../sandbox/launch-args.ts";
import type { SupervisedBox } from "../sandbox/supervised-box.ts";
import {
  COMPILE_TIMED_OUT,
  COMPILER_OUT_OF_RESOURCES,
  type CompileOutcome,
  type Compiler,
} from "./compiler.ts";

// Where the compile step's prepared files appear inside the compiler box (read-only).
const PREPARED_DIR = "/prepared";

/**
 * A compiler (g++) run in a long-lived box of its own, like any test: the box is started once and kept, each
 * compile is one run of the descriptor's compile command under the compile limits, its outputs are handed back
 * from the box's /tmp before the supervisor cleans it, and the source's directory is dropped afterwards. Compiles
 * are serialised through the one box; a box that died (killed by a limit, or dirty) is replaced on the next one.
 */
export class BoxCompiler implements Compiler {
  private box: SupervisedBox | null = null;
  /** Whether the current box has the prepared files mounted. */
  private boxPrepared = false;
  /** The prepared files' host directory once built (compile/prepared.ts); compiles do not wait for it. */
  private prepared: string | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private compiles = 0;
  private readonly step: NonNullable<LanguageDescriptor["compile"]>;

  constructor(
    private readonly descriptor: LanguageDescriptor,
    private readonly toolchain: Toolchain,
    private readonly startBox: (memoryBytes: number, binds: Bind[]) => SupervisedBox,
    private readonly preparing: Promise<string | null> = Promise.resolve(null),
  ) {
    if (!descriptor.compile) throw new Error(`${descriptor.language} has no compile step`);
    this.step = descriptor.compile;
    void preparing.then((dir) => {
      this.prepared = dir;
    });
  }

  /** Starts the box once the prepared files are there, so the first submission finds both. A compile that comes
   * sooner does not wait for them: it starts a box without them (the next compile moves to one with them). */
  async warmUp(): Promise<void> {
    await this.preparing;
    await this.serialised(async () => {
      await this.ensureBox().ready;
    });
  }

  /** `beside`: files written next to the source (a checker's `testlib.h`: `#include "..."` finds them there); plain
   * names other than the source's, checked by the caller. */
  compile(source: string, beside: { name: string; bytes: Uint8Array }[] = []): Promise<CompileOutcome> {
    return this.serialised(() => this.attempt(source, beside));
  }

  private async attempt(
    source: string,
    beside: { name: string; bytes: Uint8Array }[],
  ): Promise<CompileOutcome> {
    const box = this.ensureBox();
    const dir = `c${++this.compiles}`;
    const { sourceFile } = this.descriptor;
    for (const file of beside) await box.writeFile(`${dir}/${file.name}`, file.bytes);
    await box.writeFile(`${dir}/${sourceFile}`, new TextEncoder().encode(source));
    const { limits } = this.step;
    const result = await box.run({
      argv: this.step.argv(this.toolchain, {
        source: `${BOX_DIR}/${dir}/${sourceFile}`,
        out: "/tmp",
        prepared: this.boxPrepared ? PREPARED_DIR : undefined,
      }),
      stdin: new Uint8Array(),
      limits: { cpuMs: limits.cpuMs, wallMs: limits.wallMs, memoryBytes: limits.memoryBytes },
      env: this.descriptor.env,
      collect: this.step.outputs,
      // One byte past the stored cap, so compilerOutputText sees there was more and marks the cut.
      stderrKeepBytes: MAX_STORED_OUTPUT_BYTES + 1,
    });
    if (box.usable) await box.drop(dir).catch(() => box.close());
    if (result.killedFor === "cpu" || result.killedFor === "wall")
      return { ok: false, output: COMPILE_TIMED_OUT(limits.cpuMs / 1000) };
    if (result.oomKilled || result.killedFor === "memory")
      return { ok: false, output: COMPILER_OUT_OF_RESOURCES };
    const output = compilerOutputText(Buffer.concat([result.stderr, result.stdout]));
    // A diagnostics flood past the output kill size: what was kept, marked as cut, is what the learner needs.
    if (result.killedFor === "output") return { ok: false, output };
    if (result.exitCode !== 0) return { ok: false, output };
    const files = this.step.outputs.map((path, i) => ({
      path,
      bytes: result.collected[i],
      executable: true,
    }));
    if (files.some((f) => !f.bytes)) return { ok: false, output: COMPILER_OUT_OF_RESOURCES };
    return {
      ok: true,
      files: files.map((f) => ({ ...f, bytes: f.bytes! })),
      output: output.trim() ? output : null,
    };
  }

  /** The box, started again if it died or if the prepared files arrived after it started. */
  private ensureBox(): SupervisedBox {
    const prepared = this.prepared;
    if (!this.box?.usable || (prepared !== null && !this.boxPrepared)) {
      void this.box?.close();
      this.boxPrepared = prepared !== null;
      const binds = prepared === null ? [] : [{ src: prepared, dest: PREPARED_DIR }];
      this.box = this.startBox(this.step.limits.memoryBytes, binds);
    }
    return this.box;
  }

  private serialised<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fn, fn);
    this.queue = next.catch(() => {});
    return next;
  }

  async close() {
    await this.queue.catch(() => {});
    await this.box?.close();
    this.box = null;
  }
}
