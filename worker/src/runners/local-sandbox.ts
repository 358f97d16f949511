import { displayText, type JudgeProgram, type Language, maxScoreOf } from "@grindstone/shared";
import type { Logger } from "@grindstone/shared/logger";
import type { ReadyChecker } from "../judge/checkers/custom/checker-cache.ts";
import { CustomCheckers } from "../judge/checkers/custom/custom-checker.ts";
import { type CheckerFactory, checkerFactory } from "../judge/checkers/index.ts";
import type { OutputChecker } from "../judge/checkers/types.ts";
import { decideInteraction, decideRun, decideTest, failureOf } from "../judge/decide.ts";
import { type Interaction, interact } from "../judge/interactive/interact.ts";
import { InteractorBoxes } from "../judge/interactive/interactor-boxes.ts";
import { type SandboxLimits, sandboxLimits } from "../judge/policy-limits.ts";
import { ranInBox } from "./classify.ts";
import { BoxCompiler } from "./compile/box-compiler.ts";
import type { CompiledFile, Compiler } from "./compile/compiler.ts";
import { preparedDir } from "./compile/prepared.ts";
import { WarmJavac } from "./compile/warm-javac.ts";
import { DESCRIPTORS, type LanguageDescriptor, toolchainVersions } from "./languages/index.ts";
import {
  InfrastructureError,
  loadTest,
  type ProgramRun,
  type Runner,
  type RunRequest,
  type RunResult,
  sizeOf,
  type TestText,
} from "./runner.ts";
import { defaultRunnerLog } from "./runner-log.ts";
import { discoverRuntimes, type Runtimes } from "./runtimes.ts";
import { type Bind, BOX_DIR } from "./sandbox/launch-args.ts";
import { PipeDirs } from "./sandbox/pipe-dirs.ts";
import { COMPILER_SLOT, Sandbox, type SandboxOptions } from "./sandbox/sandbox.ts";
import { SeccompFile } from "./sandbox/seccomp.ts";
import {
  type BoxResult,
  checkerPath,
  STACK_BYTES,
  SupervisedBox,
  testEnv,
} from "./sandbox/supervised-box.ts";
import { BoxPool, type Lane, runInLanes, SlotPool } from "./scheduler.ts";
import { cannotJudge, compilationError } from "./verdict.ts";
import { yardstickCpuMs } from "./yardstick.ts";

/**
 * The default runner: each lane of a submission (scheduler.ts) runs its tests in one bubblewrap sandbox of its
 * own, each test a fresh process started by the box's trusted supervisor under the slot's unprivileged uid (see
 * docs/judging.md for the threat model). How each language compiles and runs comes from its descriptor
 * (languages/): a compiled language compiles once per submission, in its long-lived compiler box (a supervised box
 * for g++, the warm javac's JVM for Java), and every test box gets the compiled files.
 */
export type LocalSandboxOptions = SandboxOptions & {
  /** Sandboxes running at once (= worker concurrency); each slot has its own uid and cgroups. */
  slots: number;
  /** Per Java compile; a compile-time bomb becomes Compilation Error after this. */
  compileTimeoutMs?: number;
  /** Start the compilers at construction rather than on each language's first submission. */
  prewarmCompilers?: boolean;
  /** Where the sandbox layer reports what it cannot fix itself (default: warnings to stdout). */
  log?: Logger;
  /**
   * `strict` (the default, and production's): per-slot uids, cgroups and the seccomp filter are required, and the
   * runner refuses to judge without them. `dev`: whatever the host offers, for a laptop, with a loud warning for
   * each missing mechanism; never for learners' code.
   */
  mode?: SandboxMode;
};

export type SandboxMode = "strict" | "dev";

// The limit a standby box starts with, before its submission (and that problem's limit) is known.
const DEFAULT_BOX_MEMORY_BYTES = 256 * 1024 * 1024;
/** Processes + threads per run. The JVM (serial GC, C1 only) needs ~15 and Node ~11; 64 leaves room for a few
 * legitimate threads while a fork or thread bomb hits the wall almost at once. */
export const PIDS_PER_RUN = 64;

export class LocalSandboxRunner implements Runner {
  readonly name = "local-sandbox";
  private readonly runtimes: Runtimes = discoverRuntimes();
  private readonly pool: SlotPool;
  private readonly sandbox: Promise<Sandbox>;
  private readonly boxes: Promise<BoxPool>;
  private readonly seccomp = SeccompFile.create();
  private readonly compilers = new Map<Language, Promise<Compiler>>();
  private boxCount = 0;
  /** Lanes still tearing their boxes down (scheduler.ts): close() waits for them. */
  private readonly closing = new Set<Promise<void>>();

  private readonly log: Logger;
  private readonly checkers: CheckerFactory;
  /** Problems' own checkers, in boxes of their own beside the lanes' (custom-checker.ts). */
  private readonly customCheckers: CustomCheckers;
  /** Each lane's FIFOs to an interactive problem's interactor, and the interactors' boxes beside the lanes. */
  private readonly pipeDirs = new PipeDirs();
  private readonly interactors: InteractorBoxes;

  constructor(private readonly opts: LocalSandboxOptions) {
    this.log = opts.log ?? defaultRunnerLog();
    const slots = Math.max(1, opts.slots);
    this.pool = new SlotPool(slots);
    this.sandbox = Sandbox.open(opts).then((sandbox) => this.checkMode(sandbox));
    this.sandbox.catch(() => {});
    // The strict-mode check above has passed by the time the checkers get the sandbox.
    this.customCheckers = new CustomCheckers({
      sandbox: this.sandbox,
      seccomp: this.seccomp,
      slots,
      log: this.log,
      runtimes: this.runtimes,
    });
    this.checkers = checkerFactory((c) => this.customCheckers.checkerFor(c));
    this.interactors = new InteractorBoxes((laneSlot, interactor) =>
      this.customCheckers.startInteractorBox(laneSlot, interactor, this.pipeDirs.bind(laneSlot)),
    );
    this.boxes = this.sandbox.then((sandbox) => {
      const pool = new BoxPool((slot, idle) => this.startBox(sandbox, slot, { idle }), this.log);
      if (this.runtimes.python) for (let slot = 0; slot < slots; slot++) pool.refill(slot, true);
      return pool;
    });
    this.boxes.catch(() => {});
    // Once the sandbox is there: a sandbox that cannot start is reported once, by whoever awaits it.
    if (opts.prewarmCompilers !== false)
      this.sandbox.then(
        () => this.prewarmCompilers(),
        () => {},
      );
  }

  private prewarmCompilers() {
    for (const d of Object.values(DESCRIPTORS)) {
      if (!d.compile || !this.runtimes.toolchains[d.language]) continue;
      this.compiler(d)
        .then((c) => c.warmUp())
        .catch((err) => this.log.error({ err }, `${d.language} compiler: ${(err as Error).message}`));
    }
  }

  private async checkMode(sandbox: Sandbox): Promise<Sandbox> {
    const missing = [...sandbox.missing(), ...(this.seccomp ? [] : [`a seccomp filter (${process.arch})`])];
    if (missing.length === 0) return sandbox;
    if ((this.opts.mode ?? "strict") === "strict") {
      await sandbox.close();
      throw new InfrastructureError(
        `strict sandbox mode: this host lacks ${missing.join(", ")}; fix the host, or set SANDBOX_MODE=dev on a laptop`,
      );
    }
    for (const what of missing)
      this.log.warn(
        { missing: what },
        `INSECURE dev sandbox: no ${what}; never judge learners' code like this`,
      );
    return sandbox;
  }

  /** Which isolation mechanisms are active here (logged by the worker at start-up). */
  async describe(): Promise<string> {
    const seccomp = this.seccomp ? "seccomp filter" : `no seccomp filter (${process.arch})`;
    const languages = await toolchainVersions(this.runtimes.toolchains);
    const mode = this.opts.mode ?? "strict";
    return `${mode} mode, ${(await this.sandbox).describe()}, ${seccomp}; languages: ${languages.join(", ")}`;
  }

  /** `idle`: a standby box started while nobody waits (BoxPool.refill) also starts the Python zygote. */
  private startBox(
    sandbox: Sandbox,
    slot: number,
    opts: { memoryBytes?: number; binds?: Bind[]; idle?: boolean } = {},
  ): SupervisedBox {
    const zygote = opts.idle
      ? Object.values(DESCRIPTORS).find((d) => d.pythonZygote && this.runtimes.toolchains[d.language])
      : undefined;
    // A lane's box sees the lane's pipe directory, in case its submission is an interactive problem's (pipe-dirs.ts).
    const pipes = slot < this.pool.size ? [this.pipeDirs.bind(slot)] : [];
    return SupervisedBox.start(sandbox.context(slot, PIDS_PER_RUN), {
      name: `s${slot}-${++this.boxCount}`,
      binds: [...this.runtimes.binds, ...pipes, ...(opts.binds ?? [])],
      python: this.runtimes.python!,
      memoryBytes: opts.memoryBytes ?? DEFAULT_BOX_MEMORY_BYTES,
      pids: PIDS_PER_RUN,
      seccomp: this.seccomp,
      pythonZygoteEnv: zygote ? testEnv(zygote.env) : undefined,
      log: this.log,
    });
  }

  async run(req: RunRequest): Promise<RunResult> {
    const descriptor = DESCRIPTORS[req.language];
    const { policy } = req;
    if (!this.runtimes.toolchains[req.language] || !this.runtimes.python) {
      throw new InfrastructureError(
        `no ${req.language} runtime (or no python3 for the supervisor) on this worker`,
      );
    }
    const sandbox = await this.sandbox.catch((err: Error) => {
      throw new InfrastructureError(`sandbox unavailable: ${err.message}`);
    });
    const boxes = await this.boxes;
    // An interactive problem's interactor compiles (or is found compiled) while the program does.
    const interactor = policy.interactor ? this.customCheckers.prepare(policy.interactor) : null;
    interactor?.catch(() => {});
    const files: CompiledFile[] = [
      { path: descriptor.sourceFile, bytes: new TextEncoder().encode(req.sourceCode) },
    ];
    let compileOutput: string | null = null;
    if (descriptor.compile) {
      const compiled = await (await this.compiler(descriptor)).compile(req.sourceCode);
      if (!compiled.ok) return compilationError(compiled.output, req.tests.length, maxScoreOf(policy));
      compileOutput = compiled.output;
      files.push(...compiled.files);
    }
    // Shared by the submission's lanes: whether the program is known to parse, and the one check run (if any).
    const syntax: SyntaxState = { parsed: false, check: null };
    const judging: Judging = { limits: sandboxLimits(policy), checker: this.checkers(policy.checker) };
    if (interactor) {
      const ready = await interactor;
      if (!ready.ok)
        return cannotJudge(
          `Judge Error: the interactor did not compile.\n${ready.output}`,
          req.tests.length,
          1,
        );
      judging.interactor = ready;
    }
    try {
      const tests = await runInLanes({
        log: this.log,
        total: req.tests.length,
        pool: this.pool,
        order: largestInputFirst(req.tests),
        onTestStart: req.onTestStart,
        signal: req.signal,
        background: req.background,
        // A scoring problem's later tests still earn points after a time-out; a pass-fail verdict is decided by it.
        stopAfterTimeout: policy.type !== "scoring",
        open: (slot) => this.openLane(req, judging, descriptor, files, boxes, sandbox, slot, syntax),
        closing: (done) => {
          this.closing.add(done);
          void done.finally(() => this.closing.delete(done));
        },
      });
      return { ...decideRun(tests, policy), compileOutput, tests };
    } catch (err) {
      // The lanes stopped at the first test that found the program does not parse (none of it ran anywhere).
      if (err instanceof DoesNotParse)
        return compilationError(err.message, req.tests.length, maxScoreOf(policy));
      throw err;
    }
  }

  async runProgram(
    program: JudgeProgram,
    stdin: TestText,
    args: string[],
    signal?: AbortSignal,
  ): Promise<ProgramRun> {
    const { input } = await loadTest({ input: stdin });
    const out = await this.customCheckers.runOnce(program, new TextEncoder().encode(input), args, signal);
    if ("compileOutput" in out) return out;
    const { run } = out;
    const killedFor = run.killedFor ?? (run.oomKilled ? "memory" : null);
    return {
      exitCode: run.exitCode,
      killedFor,
      stdout: displayText(run.stdout, { maxBytes: 4096 }),
      stderr: displayText(run.stderr, { maxBytes: 4096 }),
    };
  }

  /** A lane: the slot's standby box loaded with this submission; a box killed under a test is replaced. */
  private async openLane(
    req: RunRequest,
    judging: Judging,
    descriptor: LanguageDescriptor,
    files: CompiledFile[],
    boxes: BoxPool,
    sandbox: Sandbox,
    slot: number,
    syntax: SyntaxState,
  ): Promise<Lane> {
    const { limits } = judging;
    const memoryBytes = limits.memoryKb * 1024;
    const boxLimits = {
      cpuMs: limits.cpuMs,
      wallMs: limits.wallMs,
      memoryBytes,
      outputBytes: limits.outputBytes,
      cpuRlimitSeconds: limits.cpuRlimitSeconds,
      pollMs: limits.pollMs,
      addressSpaceBytes: descriptor.addressSpaceIsMemory
        ? memoryBytes
        : descriptor.addressSpaceLimit
          ? memoryBytes + 64 * 1024 * 1024
          : undefined,
      addressSpaceWithCgroup: descriptor.addressSpaceIsMemory === true,
    };
    const toolchain = this.runtimes.toolchains[descriptor.language]!;
    const runContext = {
      dir: BOX_DIR,
      memoryMb: Math.max(16, Math.floor(limits.memoryKb / 1024)),
      stackBytes: STACK_BYTES,
    };
    const argv = descriptor.run(toolchain, runContext);
    const checker = descriptor.syntaxChecker;
    const checkArgv = checker
      ? checker.argv(toolchain, {
          checker: checkerPath(checker.file),
          source: `${BOX_DIR}/${descriptor.sourceFile}`,
        })
      : null;
    // A Python test runs in a fork of the box's zygote, an interpreter already started (zygote.py).
    const pythonInline = descriptor.pythonZygote ? `${BOX_DIR}/${descriptor.sourceFile}` : undefined;
    // A box that cannot be loaded is destroyed here: nobody else holds it.
    const load = async (box: SupervisedBox) => {
      try {
        box.setMemoryLimit(memoryBytes);
        for (const f of files) await box.writeFile(f.path, f.bytes, f.executable);
        return box;
      } catch (err) {
        await box.close();
        throw err;
      }
    };
    const { interactor } = judging;
    if (interactor) void this.interactors.warm(slot, interactor).catch(() => {});
    let box: SupervisedBox = await load(boxes.take(slot, this.pool.waiting > 0));
    return {
      run: async (index) => {
        if (!box.usable) {
          await box.close();
          box = await load(this.startBox(sandbox, slot));
        }
        const test = await loadTest(req.tests[index]!);
        const program = { argv, limits: boxLimits, pythonInline, env: descriptor.env };
        let result: BoxResult | null;
        let interaction: Interaction | null = null;
        if (interactor) {
          const programBox = box;
          interaction = await this.interactors.use(slot, interactor, (interactorBox, n) =>
            interact({
              programBox,
              program,
              interactorBox,
              interactor,
              interactorLimits: this.customCheckers.checkerLimits,
              n,
              input: test.input,
              answer: test.expected ?? "",
              transcript: test.transcript === true,
              programDecides: (r) => failureOf(ranInBox(descriptor, r), limits) !== null,
              signal: req.signal,
            }),
          );
          result = interaction.program;
        } else {
          result = await box.run({
            ...program,
            stdin: new TextEncoder().encode(test.input),
            signal: req.signal,
          });
        }
        if (result === null) {
          // The program was stopped once the interactor had decided: its verdict stands.
          return decideInteraction(null, interaction!, { limits });
        }
        // Python: the zygote compiled the program before it ran (a SyntaxError means none of it ran).
        if (result.syntaxError !== null) throw new DoesNotParse(result.syntaxError);
        if (result.parsed || (result.exitCode === 0 && result.killedFor === null)) syntax.parsed = true;
        // Node or Bun: a program that failed may not have parsed. The checker, run once per submission in this box
        // (no code of the program runs in it, so its report is ours), says which; a passing program never pays it.
        if (checkArgv && !syntax.parsed && result.exitCode !== 0 && result.killedFor === null) {
          if (!syntax.check && !box.usable) {
            await box.close();
            box = await load(this.startBox(sandbox, slot));
          }
          syntax.check ??= box.run({
            argv: checkArgv,
            syntaxCheck: true,
            stdin: new Uint8Array(),
            limits: boxLimits,
            env: descriptor.env,
            signal: req.signal,
          });
          const checked = await syntax.check;
          if (checked.syntaxError !== null) throw new DoesNotParse(checked.syntaxError);
          syntax.parsed = true;
        }
        if (interaction)
          return decideInteraction(ranInBox(descriptor, result), interaction, {
            limits,
            interaction: result.transcript ? displayText(result.transcript) : undefined,
          });
        return decideTest(ranInBox(descriptor, result), test, index, { ...judging, signal: req.signal });
      },
      close: async () => {
        await box.close();
        boxes.refillSoon(slot);
      },
    };
  }

  slotUsage() {
    return { busy: this.pool.busy, total: this.pool.size };
  }

  /** The perf yardstick on this machine (yardstick.ts); null without python3 (nothing runs here then anyway). */
  yardstickCpuMs(): Promise<number | null> {
    return this.runtimes.python ? yardstickCpuMs(this.runtimes.python) : Promise.resolve(null);
  }

  /** The language's compiler, started on first use. Each gets a uid of its own below the warm javac's. */
  private compiler(d: LanguageDescriptor): Promise<Compiler> {
    let compiler = this.compilers.get(d.language);
    if (compiler) return compiler;
    const toolchain = this.runtimes.toolchains[d.language]!;
    const slot = COMPILER_SLOT - 1 - this.compilers.size;
    compiler = this.sandbox.then((sandbox) =>
      d.compile?.warm === "javac-server"
        ? new WarmJavac(sandbox, {
            javaHome: toolchain.bin.home!,
            binds: this.runtimes.binds,
            seccomp: this.seccomp,
            timeoutMs: this.opts.compileTimeoutMs,
          })
        : new BoxCompiler(
            d,
            toolchain,
            (memoryBytes, binds) => this.startBox(sandbox, slot, { memoryBytes, binds }),
            preparedDir(d, toolchain, this.log),
          ),
    );
    this.compilers.set(d.language, compiler);
    return compiler;
  }

  /** Resolves once every box of the submissions judged so far is gone (tests use it to check for leftovers). */
  async settled() {
    while (this.closing.size > 0) await Promise.all(this.closing);
  }

  async close() {
    await this.settled();
    await this.interactors.close();
    await this.customCheckers.close();
    await (await this.boxes.catch(() => null))?.close();
    for (const compiler of this.compilers.values()) await (await compiler.catch(() => null))?.close();
    await (await this.sandbox.catch(() => null))?.close();
    this.seccomp?.remove();
    this.pipeDirs.close();
  }
}

/** What every test of a submission is judged by: the policy's sandbox limits and its checker. */
type Judging = { limits: SandboxLimits; checker: OutputChecker; interactor?: ReadyChecker };

/** Whether a submission's program is known to parse, and its one syntax check (a Node or Bun program's). */
type SyntaxState = { parsed: boolean; check: Promise<BoxResult> | null };

/** A program that does not parse: its lanes stop, and the submission is a Compilation Error with this message. */
class DoesNotParse extends Error {
  override name = "DoesNotParse";
}

/** Test numbers by input size, largest first (stable): the size of the input is the best guess at a test's cost. */
function largestInputFirst(tests: RunRequest["tests"]): number[] {
  return tests
    .map((t, i) => ({ i, size: sizeOf(t.input) }))
    .sort((a, b) => b.size - a.size || a.i - b.i)
    .map((t) => t.i);
}
