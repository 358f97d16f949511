import { join } from "node:path";
import { compilerOutputText, MAX_STORED_OUTPUT_BYTES } from "@grindstone/shared";
import { InfrastructureError } from "../runner.ts";
import { Box, BoxDied, BoxTimeout } from "../sandbox/box.ts";
import { type Frame, FrameTooLarge } from "../sandbox/frame-codec.ts";
import { CompileRequest, CompileResult } from "../sandbox/frames.ts";
import type { Bind } from "../sandbox/launch-args.ts";
import { COMPILER_SLOT, type Sandbox } from "../sandbox/sandbox.ts";
import type { SeccompFile } from "../sandbox/seccomp.ts";
import {
  COMPILE_TIMED_OUT,
  COMPILER_OUT_OF_RESOURCES,
  type CompiledFile,
  type CompileOutcome,
  type Compiler,
} from "./compiler.ts";

/**
 * The warm javac: CompileServer.java in a long-lived box of its own (a JVM launched directly, no supervisor), one
 * per worker, compiles serialised through it; its classes become files under classes/. A compile that overruns its
 * timeout gets the box killed (the next compile starts a new one), so a compile-time bomb costs one timeout and
 * never hangs the worker.
 */
export type WarmJavacOptions = {
  javaHome: string;
  /** Runtime mounts beyond /usr (the JDK's /etc configuration). */
  binds: Bind[];
  /** The filter every box runs under; null only in dev mode on an architecture without one. */
  seccomp: SeccompFile | null;
  /** Per compile. Warm compiles take ~0.05 s; the first after a (re)start includes nothing extra (warm-up runs first). */
  timeoutMs?: number;
};

/** Per compile: far above a real solution's ~20–50 ms warm compile, and a bound on a compile-time bomb. */
export const COMPILE_TIMEOUT_MS = 10_000;
// javac for one learner file fits easily; the cap turns a memory bomb in the compiler into a clean failure.
const SERVER_HEAP_MB = 512;
const SERVER_MEMORY_BYTES = 1024 * 1024 * 1024;
const SERVER_PIDS = 64;
// Source-launch mode compiles the server itself, then warms javac up: ~1 s here, generous for a loaded CI box.
const START_TIMEOUT_MS = 60_000;
// Class files of one submission; anything near this is a bomb, not a solution.
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
// The server keeps one UTF-16 unit past the output cap (it is passed the cap), at most 3 UTF-8 bytes each: a larger
// blob means the server is not capping, and is refused rather than buffered.
const MAX_OUTPUT_BLOB_BYTES = 3 * (MAX_STORED_OUTPUT_BYTES + 1);
const SERVER_SOURCE = { src: join(import.meta.dir, "CompileServer.java"), dest: "/gs/CompileServer.java" };

export class WarmJavac implements Compiler {
  private box: Box | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private starts = 0;
  private readonly timeoutMs: number;

  constructor(
    private readonly sandbox: Sandbox,
    private readonly opts: WarmJavacOptions,
  ) {
    this.timeoutMs = opts.timeoutMs ?? COMPILE_TIMEOUT_MS;
  }

  /** Starts the JVM ahead of the first submission (the worker calls this at start-up). */
  warmUp(): Promise<void> {
    return this.serialised(() => this.ensureBox().ready);
  }

  compile(source: string): Promise<CompileOutcome> {
    return this.serialised(async () => {
      try {
        return await this.attempt(source);
      } catch (err) {
        if (!(err instanceof BoxDied)) throw err;
        // The JVM died mid-compile (OOM-killed by its cgroup, or crashed): one retry on a fresh box, so a
        // worker-side hiccup is not blamed on the submission; a second death is the submission's doing.
        try {
          return await this.attempt(source);
        } catch (again) {
          if (!(again instanceof BoxDied)) throw again;
          return { ok: false, output: COMPILER_OUT_OF_RESOURCES };
        }
      }
    });
  }

  async close() {
    await this.queue.catch(() => {});
    await this.box?.close();
    this.box = null;
  }

  private serialised<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fn, fn);
    this.queue = next.catch(() => {});
    return next;
  }

  private async attempt(source: string): Promise<CompileOutcome> {
    const box = this.ensureBox();
    let answer: Frame<typeof CompileResult>;
    try {
      answer = await box.exchange(
        CompileRequest,
        { op: "compile" },
        [new TextEncoder().encode(source)],
        CompileResult,
        {
          timeoutMs: this.timeoutMs,
          maxBlobBytes: (i) => (i === 0 ? MAX_OUTPUT_BLOB_BYTES : MAX_RESPONSE_BYTES),
          maxTotalBytes: MAX_RESPONSE_BYTES,
        },
      );
    } catch (err) {
      if (err instanceof BoxTimeout) return { ok: false, output: COMPILE_TIMED_OUT(this.timeoutMs / 1000) };
      if (err instanceof FrameTooLarge)
        return { ok: false, output: "The compiler produced more output than allowed." };
      throw err;
    }
    const { header, blobs } = answer;
    // javac crashed (status 2): the JVM exits by itself; closing the box now makes sure the next compile restarts it.
    if (header.status === 2) await box.close();
    // The server already dropped diagnostics past the cap; this cuts to the cap exactly and marks the cut.
    const output = compilerOutputText(blobs[0]!);
    if (header.status !== 0) return { ok: false, output };
    const files: CompiledFile[] = [];
    for (let i = 0; i < header.classes; i++)
      files.push({
        path: classFilePath(new TextDecoder().decode(blobs[1 + 2 * i])),
        bytes: blobs[2 + 2 * i]!,
      });
    return { ok: true, files, output: output.trim() ? output : null };
  }

  /** The box, started again if it died or was killed. */
  private ensureBox(): Box {
    if (this.box?.usable) return this.box;
    void this.box?.close();
    const ctx = this.sandbox.context(COMPILER_SLOT, SERVER_PIDS);
    this.box = Box.start(ctx, {
      // Unique per box: the previous one's cgroup may still be being removed.
      name: `javac-${++this.starts}`,
      limits: { memoryBytes: SERVER_MEMORY_BYTES, pidsMax: SERVER_PIDS },
      binds: this.opts.binds,
      tmpfs: [{ dest: "/tmp", bytes: 16 * 1024 * 1024 }],
      programs: [SERVER_SOURCE],
      // No supervisor: prlimit sets the JVM's rlimits and setpriv drops it to the compiler's uid (launch-args.ts).
      rlimits: { fsizeBytes: 1024 * 1024, nproc: ctx.nproc, stackBytes: 64 * 1024 * 1024 },
      command: [
        `${this.opts.javaHome}/bin/java`,
        "-XX:+UseSerialGC",
        "-Xshare:auto",
        "-XX:-UsePerfData",
        `-Xmx${SERVER_HEAP_MB}m`,
        // Deeply nested expressions recurse deeply in javac.
        "-Xss32m",
        SERVER_SOURCE.dest,
        String(MAX_STORED_OUTPUT_BYTES),
      ],
      seccomp: this.opts.seccomp,
      startTimeoutMs: START_TIMEOUT_MS,
    });
    return this.box;
  }
}

// A binary class name (javac's own output) as a relative path; anything else is refused rather than written.
const BINARY_NAME = /^[\p{L}\p{Nl}_$][\p{L}\p{N}_$]*(\.[\p{L}\p{Nl}_$][\p{L}\p{N}_$]*)*$/u;
function classFilePath(name: string): string {
  if (!BINARY_NAME.test(name))
    throw new InfrastructureError(`unexpected class name from the compiler: ${name}`);
  return `classes/${name.replaceAll(".", "/")}.class`;
}
