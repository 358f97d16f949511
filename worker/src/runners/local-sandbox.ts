import { type Language, WALL_TIME_FACTOR } from "@grindstone/shared";
import type { Logger } from "@grindstone/shared/logger";
import { classifyRun } from "./classify.ts";
import { JavaCompileServer } from "./java/compile-server.ts";
import { BOX_DIR, PIDS_PER_RUN, runCommand, runtimeAvailable, SOURCE_FILE } from "./languages.ts";
import { InfrastructureError, type Runner, type RunRequest, type RunResult } from "./runner.ts";
import { defaultRunnerLog } from "./runner-log.ts";
import { discoverRuntimes, type Runtimes } from "./runtimes.ts";
import { BoxPool } from "./sandbox/box-pool.ts";
import { sweepStaleHostDirs } from "./sandbox/host-dir.ts";
import { Sandbox, type SandboxOptions } from "./sandbox/sandbox.ts";
import { SeccompFile } from "./sandbox/seccomp.ts";
import { SupervisedBox } from "./sandbox/supervised-box.ts";
import { SlotPool } from "./slot-pool.ts";
import { type Lane, runInLanes } from "./test-lanes.ts";
import { compilationError, overallVerdict } from "./verdict.ts";

/**
 * The default runner: each lane of a submission (test-lanes.ts) runs its tests in one bubblewrap sandbox of its
 * own, each test a fresh process started by the box's trusted supervisor under the slot's unprivileged uid (see
 * docs/judging.md for the threat model). Java compiles once per submission on the warm compile server, then runs
 * once per test from the classes written into the box.
 */
export type LocalSandboxOptions = SandboxOptions & {
  /** Sandboxes running at once (= worker concurrency); each slot has its own uid and cgroups. */
  slots: number;
  /** Per Java compile; a compile-time bomb becomes Compilation Error after this. */
  compileTimeoutMs?: number;
  /** Start the Java compile server at construction rather than on the first Java submission. */
  prewarmJava?: boolean;
  /** Where the sandbox layer reports what it cannot fix itself (default: warnings to stdout). */
  log?: Logger;
};

// The limit a standby box starts with, before its submission (and that problem's limit) is known.
const DEFAULT_BOX_MEMORY_BYTES = 256 * 1024 * 1024;
type BoxFile = { path: string; bytes: Uint8Array };

export class LocalSandboxRunner implements Runner {
  readonly name = "local-sandbox";
  private readonly runtimes: Runtimes = discoverRuntimes();
  private readonly pool: SlotPool;
  private readonly sandbox: Promise<Sandbox>;
  private readonly boxes: Promise<BoxPool>;
  private readonly seccomp = SeccompFile.create();
  private javac: Promise<JavaCompileServer> | null = null;
  private boxCount = 0;
  /** Lanes still tearing their boxes down (test-lanes.ts): close() waits for them. */
  private readonly closing = new Set<Promise<void>>();

  private readonly log: Logger;

  constructor(private readonly opts: LocalSandboxOptions) {
    this.log = opts.log ?? defaultRunnerLog();
    const slots = Math.max(1, opts.slots);
    this.pool = new SlotPool(slots);
    this.sandbox = sweepStaleHostDirs()
      .catch(() => {})
      .then(() => Sandbox.open(opts));
    this.sandbox.catch(() => {});
    this.boxes = this.sandbox.then((sandbox) => {
      const pool = new BoxPool((slot) => this.startBox(sandbox, slot), this.log);
      if (this.runtimes.python) for (let slot = 0; slot < slots; slot++) pool.refill(slot);
      return pool;
    });
    this.boxes.catch(() => {});
    if (opts.prewarmJava !== false && this.runtimes.javaHome) {
      this.compiler()
        .then((c) => c.warmUp())
        .catch((err) => this.log.error({ err }, `Java compile server: ${(err as Error).message}`));
    }
  }

  /** Which isolation mechanisms are active here (logged by the worker at start-up). */
  async describe(): Promise<string> {
    const seccomp = this.seccomp ? "seccomp filter" : `no seccomp filter (${process.arch})`;
    return `${(await this.sandbox).describe()}, ${seccomp}`;
  }

  private startBox(sandbox: Sandbox, slot: number): SupervisedBox {
    const fd = this.seccomp?.open();
    try {
      return SupervisedBox.start(sandbox.context(slot, PIDS_PER_RUN), {
        name: `s${slot}-${++this.boxCount}`,
        binds: this.runtimes.binds,
        python: this.runtimes.python!,
        memoryBytes: DEFAULT_BOX_MEMORY_BYTES,
        pids: PIDS_PER_RUN,
        seccompFd: fd,
        log: this.log,
      });
    } finally {
      if (fd !== undefined) SeccompFile.close(fd);
    }
  }

  async run(req: RunRequest): Promise<RunResult> {
    if (!runtimeAvailable(req.language, this.runtimes) || !this.runtimes.python) {
      throw new InfrastructureError(
        `no ${req.language} runtime (or no python3 for the supervisor) on this worker`,
      );
    }
    const sandbox = await this.sandbox.catch((err: Error) => {
      throw new InfrastructureError(`sandbox unavailable: ${err.message}`);
    });
    const boxes = await this.boxes;
    const files: BoxFile[] = [
      { path: SOURCE_FILE[req.language], bytes: new TextEncoder().encode(req.sourceCode) },
    ];
    let compileOutput: string | null = null;
    if (req.language === "JAVA") {
      const compiled = await (await this.compiler()).compile(req.sourceCode);
      if (!compiled.ok) return compilationError(compiled.output, req.tests.length);
      compileOutput = compiled.output;
      for (const c of compiled.classes) files.push({ path: classFilePath(c.name), bytes: c.bytes });
    }
    const tests = await runInLanes({
      log: this.log,
      total: req.tests.length,
      pool: this.pool,
      order: largestInputFirst(req.tests),
      onTestStart: req.onTestStart,
      signal: req.signal,
      open: (slot) => this.openLane(req, files, boxes, sandbox, slot),
      closing: (done) => {
        this.closing.add(done);
        void done.finally(() => this.closing.delete(done));
      },
    });
    return { status: overallVerdict(tests), compileOutput, tests };
  }

  /** A lane: the slot's standby box loaded with this submission; a box killed under a test is replaced. */
  private async openLane(
    req: RunRequest,
    files: BoxFile[],
    boxes: BoxPool,
    sandbox: Sandbox,
    slot: number,
  ): Promise<Lane> {
    const { limits, language } = req;
    const memoryBytes = limits.memoryKb * 1024;
    const boxLimits = {
      cpuMs: limits.cpuTimeMs,
      wallMs: limits.wallTimeMs ?? limits.cpuTimeMs * WALL_TIME_FACTOR,
      memoryBytes,
      // Python is the one runtime that tolerates RLIMIT_AS (the JVM and V8 reserve huge address ranges).
      addressSpaceBytes: language === "PYTHON" ? memoryBytes + 64 * 1024 * 1024 : undefined,
    };
    const argv = runCommand(language, this.runtimes, limits.memoryKb);
    // A Python test runs in a fork of the box's zygote, an interpreter already started (zygote.py).
    const pythonInline = language === "PYTHON" ? `${BOX_DIR}/${SOURCE_FILE.PYTHON}` : undefined;
    // A box that cannot be loaded is destroyed here: nobody else holds it.
    const load = async (box: SupervisedBox) => {
      try {
        box.setMemoryLimit(memoryBytes);
        for (const f of files) await box.writeFile(f.path, f.bytes);
        return box;
      } catch (err) {
        await box.close();
        throw err;
      }
    };
    let box: SupervisedBox = await load(boxes.take(slot, this.pool.waiting > 0));
    return {
      run: async (index) => {
        if (!box.usable) {
          await box.close();
          box = await load(this.startBox(sandbox, slot));
        }
        const test = req.tests[index]!;
        const stdin = new TextEncoder().encode(test.input);
        const result = await box.run({ argv, stdin, limits: boxLimits, pythonInline, signal: req.signal });
        return classifyRun(language as Language, result, test, limits);
      },
      close: async () => {
        await box.close();
        boxes.refillSoon(slot);
      },
    };
  }

  private compiler(): Promise<JavaCompileServer> {
    this.javac ??= this.sandbox.then(
      (sandbox) =>
        new JavaCompileServer(sandbox, {
          javaHome: this.runtimes.javaHome!,
          binds: this.runtimes.binds,
          timeoutMs: this.opts.compileTimeoutMs,
        }),
    );
    return this.javac;
  }

  /** Resolves once every box of the submissions judged so far is gone (tests use it to check for leftovers). */
  async settled() {
    while (this.closing.size > 0) await Promise.all(this.closing);
  }

  async close() {
    await this.settled();
    await (await this.boxes.catch(() => null))?.close();
    await (await this.javac?.catch(() => null))?.close();
    await (await this.sandbox.catch(() => null))?.close();
    this.seccomp?.remove();
  }
}

/** Test numbers by input size, largest first (stable): the size of the input is the best guess at a test's cost. */
function largestInputFirst(tests: RunRequest["tests"]): number[] {
  return tests
    .map((t, i) => ({ i, size: t.input.length }))
    .sort((a, b) => b.size - a.size || a.i - b.i)
    .map((t) => t.i);
}

// A binary class name (javac's own output) as a relative path; anything else is refused rather than written.
const BINARY_NAME = /^[\p{L}\p{Nl}_$][\p{L}\p{N}_$]*(\.[\p{L}\p{Nl}_$][\p{L}\p{N}_$]*)*$/u;
function classFilePath(name: string): string {
  if (!BINARY_NAME.test(name))
    throw new InfrastructureError(`unexpected class name from the compiler: ${name}`);
  return `classes/${name.replaceAll(".", "/")}.class`;
}
