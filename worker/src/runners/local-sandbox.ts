import { type Language, WALL_TIME_FACTOR } from "@grindstone/shared";
import { classifyRun } from "./classify.ts";
import { JavaCompileServer } from "./java/compile-server.ts";
import { BOX_DIR, PIDS_PER_RUN, runCommand, runtimeAvailable, SOURCE_FILE } from "./languages.ts";
import {
  InfrastructureError,
  type Runner,
  type RunRequest,
  type RunResult,
  type TestOutcome,
} from "./runner.ts";
import { discoverRuntimes, type Runtimes } from "./runtimes.ts";
import { HostDir } from "./sandbox/host-dir.ts";
import { prepareBox } from "./sandbox/run-box.ts";
import { Sandbox, type SandboxOptions } from "./sandbox/sandbox.ts";
import { SlotPool } from "./slot-pool.ts";
import { runInLanes } from "./test-lanes.ts";
import { compilationError, overallVerdict } from "./verdict.ts";

/**
 * The default runner: each test of a submission runs in a fresh bubblewrap sandbox on this machine (see
 * docs/judging.md for the threat model). Java compiles once per submission on the warm compile server, then runs
 * once per test from a read-only class directory.
 */
export type LocalSandboxOptions = SandboxOptions & {
  /** Sandboxes running at once (= worker concurrency); each slot has its own uid and cgroups. */
  slots: number;
  /** Per Java compile; a compile-time bomb becomes Compilation Error after this. */
  compileTimeoutMs?: number;
  /** Start the Java compile server at construction rather than on the first Java submission. */
  prewarmJava?: boolean;
};

/**
 * With cgroups the exact per-run cap on tasks is pids.max; RLIMIT_NPROC, which counts every task of the slot's uid,
 * is only the backstop. Besides the running box the uid then holds the prepared box (PREPARED_BOX_TASKS, 3) and the
 * exited PID 1s of recent boxes until the host's init reaps them (bwrap's outer process does not wait for its PID 1).
 * Measured here: they linger 1.2–2 s, ~120 of them per slot at 60 short runs a second. Without room for them a fast
 * stream of runs, or a fork bomb, leaves the next box unable to fork ("Can't fork for pid 1"); 512 tasks per slot
 * uid covers four times that and still bounds the uid as a whole.
 */
// 7 runs' worth on top of the running one: 512 tasks per slot uid.
const NPROC_HEADROOM = 7 * PIDS_PER_RUN;

export class LocalSandboxRunner implements Runner {
  readonly name = "local-sandbox";
  private readonly runtimes: Runtimes = discoverRuntimes();
  private readonly pool: SlotPool;
  private readonly sandbox: Promise<Sandbox>;
  private javac: Promise<JavaCompileServer> | null = null;
  private runs = 0;

  constructor(private readonly opts: LocalSandboxOptions) {
    this.pool = new SlotPool(Math.max(1, opts.slots));
    this.sandbox = HostDir.sweepStale()
      .catch(() => {})
      .then(() => Sandbox.open(opts));
    this.sandbox.catch(() => {});
    if (opts.prewarmJava !== false && this.runtimes.javaHome) {
      this.compiler()
        .then((c) => c.warmUp())
        .catch((err) => console.error(`[runner] Java compile server: ${(err as Error).message}`));
    }
  }

  /** Which isolation mechanisms are active here (logged by the worker at start-up). */
  async describe(): Promise<string> {
    return (await this.sandbox).describe();
  }

  async run(req: RunRequest): Promise<RunResult> {
    if (!runtimeAvailable(req.language, this.runtimes)) {
      throw new InfrastructureError(`no ${req.language} runtime on this worker`);
    }
    const sandbox = await this.sandbox.catch((err: Error) => {
      throw new InfrastructureError(`sandbox unavailable: ${err.message}`);
    });
    const dir = await HostDir.create();
    try {
      await dir.write(SOURCE_FILE[req.language], req.sourceCode);
      let compileOutput: string | null = null;
      if (req.language === "JAVA") {
        const compiled = await (await this.compiler()).compile(req.sourceCode);
        if (!compiled.ok) return compilationError(compiled.output, req.tests.length);
        compileOutput = compiled.output;
        await dir.mkdir("classes");
        for (const c of compiled.classes) await dir.write(classFilePath(c.name), c.bytes);
      }
      const tests = await this.runTests(req, sandbox, dir);
      return { status: overallVerdict(tests), compileOutput, tests };
    } finally {
      // Every sandbox of this submission, run or only prepared, is dead by now (each waits for its cgroup to
      // empty, and runInLanes for every lane); only then is the directory removed, and only the host wrote to it.
      await dir.remove().catch(() => {});
    }
  }

  /** Tests run in lanes (test-lanes.ts): each holds a slot and prepares its next sandbox while one runs. */
  private runTests(req: RunRequest, sandbox: Sandbox, dir: HostDir): Promise<TestOutcome[]> {
    const { limits, language } = req;
    const wallMs = limits.wallTimeMs ?? limits.cpuTimeMs * WALL_TIME_FACTOR;
    const command = runCommand(language, this.runtimes, limits.memoryKb);
    const binds = [...this.runtimes.binds, { src: dir.path, dest: BOX_DIR }];
    // Without cgroups a slot's leftovers are found by its uid alone (killUid), so two boxes of a slot must never
    // coexist there: that fallback runs each box as soon as it is set up.
    const prepareAhead = sandbox.cgroups !== null;
    const ctx = (slot: number) => sandbox.context(slot, PIDS_PER_RUN, prepareAhead ? NPROC_HEADROOM : 0);
    return runInLanes({
      total: req.tests.length,
      pool: this.pool,
      prepareAhead,
      onTestStart: req.onTestStart,
      signal: req.signal,
      prepare: (index, slot) => {
        const test = req.tests[index]!;
        const box = prepareBox(ctx(slot), {
          name: `s${slot}-${++this.runs}`,
          command,
          binds,
          stdin: new TextEncoder().encode(test.input),
          limits: {
            cpuMs: limits.cpuTimeMs,
            wallMs,
            memoryBytes: limits.memoryKb * 1024,
            pids: PIDS_PER_RUN,
            // Python is the one runtime that tolerates RLIMIT_AS (the JVM and V8 reserve huge address ranges).
            addressSpaceBytes: language === "PYTHON" ? limits.memoryKb * 1024 + 64 * 1024 * 1024 : undefined,
          },
          signal: req.signal,
        });
        return {
          go: async () => classifyRun(language as Language, await box.go(), test, limits),
          destroy: () => box.destroy(),
        };
      },
    });
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

  async close() {
    await (await this.javac?.catch(() => null))?.close();
    await (await this.sandbox.catch(() => null))?.close();
  }
}

// A binary class name (javac's own output) as a relative path; anything else is refused rather than written.
const BINARY_NAME = /^[\p{L}\p{Nl}_$][\p{L}\p{N}_$]*(\.[\p{L}\p{Nl}_$][\p{L}\p{N}_$]*)*$/u;
function classFilePath(name: string): string {
  if (!BINARY_NAME.test(name))
    throw new InfrastructureError(`unexpected class name from the compiler: ${name}`);
  return `classes/${name.replaceAll(".", "/")}.class`;
}
