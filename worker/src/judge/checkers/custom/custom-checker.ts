import { type CustomChecker, compilerOutputText, type JudgeProgram, type Language } from "@grindstone/shared";
import type { Logger } from "@grindstone/shared/logger";
import { BoxCompiler } from "../../../runners/compile/box-compiler.ts";
import { preparedDir } from "../../../runners/compile/prepared.ts";
import { DESCRIPTORS } from "../../../runners/languages/index.ts";
import { InfrastructureError } from "../../../runners/runner.ts";
import { defaultRunnerLog } from "../../../runners/runner-log.ts";
import { discoverRuntimes, type Runtimes } from "../../../runners/runtimes.ts";
import type { Bind } from "../../../runners/sandbox/launch-args.ts";
import { BOX_DIR } from "../../../runners/sandbox/launch-args.ts";
import type { Sandbox } from "../../../runners/sandbox/sandbox.ts";
import type { SeccompFile } from "../../../runners/sandbox/seccomp.ts";
import { type BoxResult, SupervisedBox, testEnv } from "../../../runners/sandbox/supervised-box.ts";
import type { CheckRequest, CheckResult, OutputChecker } from "../types.ts";
import { CheckerBoxes } from "./checker-boxes.ts";
import { CheckerCache, checkerKey, type PreparedChecker, type ReadyChecker } from "./checker-cache.ts";
import { abnormalEnd, judgeError, PROTOCOLS } from "./protocols.ts";

/**
 * A problem's own checker (`{ kind: "custom" }`), run as untrusted code after each test, in a sandbox box of its
 * own (never the submission's: the program must never see an input or answer file), with its own limits. Compiled
 * once per checker version per worker (checker-cache.ts), run in a few long-lived boxes of its own uids
 * (checker-boxes.ts), called by the protocol's rules (protocols.ts). docs/judging.md, "Custom checkers".
 *
 * A checker's misbehaviour is Judge Error (protocols.ts); a failure of our sandbox rejects with InfrastructureError,
 * as a runner's does (the job is retried).
 */

export type CheckerLimits = {
  cpuMs: number;
  wallMs: number;
  memoryBytes: number;
  /** Each feedback file (Kattis teammessage.txt, judgemessage.txt, score.txt). */
  feedbackBytes: number;
};

/** A checker reads a test's files once; 10 s of CPU is far beyond any real one, and bounds a looping one. */
export const CHECKER_LIMITS: CheckerLimits = {
  cpuMs: 10_000,
  wallMs: 30_000,
  memoryBytes: 512 * 1024 * 1024,
  feedbackBytes: 64 * 1024,
};

/** Slots of the sandbox's uid block the checkers use: the checker boxes from CHECKER_SLOT (one per check at once),
 * their compiler just below. Test lanes use 0..concurrency-1, the programs' compilers 994..999. */
export const CHECKER_SLOT = 900;
export const CHECKER_COMPILER_SLOT = CHECKER_SLOT - 1;
/** Interactive problems' interactor boxes: INTERACTOR_SLOT + the lane's slot (lanes are far fewer than 99). */
export const INTERACTOR_SLOT = 800;
/** Parses a Python checker without running it (argv: its path, the name to show), as the zygote would. */
const PARSE_PYTHON = `import sys, traceback
try:
    compile(open(sys.argv[1], "rb").read(), sys.argv[2], "exec")
except (SyntaxError, ValueError, RecursionError) as err:
    sys.stderr.write("".join(traceback.format_exception_only(type(err), err)))
    sys.exit(1)
`;
/** Processes + threads of a checker (a checker has no business forking; the runtimes need a few threads). */
const CHECKER_PIDS = 64;
/** Checker versions kept compiled (a C++ checker's binary is ~0.1-2 MB). */
const CACHE_SIZE = 64;

export type CustomCheckersOptions = {
  /** The worker's sandbox (the runner's, or one opened for the checkers): uids come from its block. */
  sandbox: Sandbox | Promise<Sandbox>;
  /** The runner's seccomp filter file (SeccompFile.create()); null only in dev mode. */
  seccomp: SeccompFile | null;
  /** Checks at once (each in its own box): the worker's concurrency. */
  slots: number;
  log?: Logger;
  /** Default: found on this host (discoverRuntimes()). */
  runtimes?: Runtimes;
  /** Default CHECKER_LIMITS (tests shorten the clock). */
  limits?: Partial<CheckerLimits>;
};

export class CustomCheckers {
  private readonly sandbox: Promise<Sandbox>;
  private readonly runtimes: Runtimes;
  private readonly limits: CheckerLimits;
  private readonly log: Logger;
  private readonly cache: CheckerCache;
  private readonly boxes: CheckerBoxes;
  private readonly compilers = new Map<Language, BoxCompiler>();
  private started = 0;
  private closed = false;
  private opened: Sandbox | null = null;

  constructor(private readonly opts: CustomCheckersOptions) {
    this.sandbox = Promise.resolve(opts.sandbox).then((sandbox) => {
      this.opened = sandbox;
      return sandbox;
    });
    this.sandbox.catch(() => {});
    this.runtimes = opts.runtimes ?? discoverRuntimes();
    this.limits = { ...CHECKER_LIMITS, ...opts.limits };
    this.log = opts.log ?? defaultRunnerLog();
    this.cache = new CheckerCache({
      toolchains: this.runtimes.toolchains,
      compiler: (language) => this.compiler(language),
      memoryBytes: this.limits.memoryBytes,
      size: CACHE_SIZE,
    });
    this.boxes = new CheckerBoxes(opts.slots, (slot, checker) => this.startBox(CHECKER_SLOT + slot, checker));
  }

  /**
   * The OutputChecker of one problem's checker. Compiling (unless cached) and a box for it start now, in the
   * background, so the first check finds both while the submission itself compiles and runs.
   */
  checkerFor(custom: CustomChecker): OutputChecker {
    const key = checkerKey(custom);
    void this.prepared(custom, key)
      .then((prepared) => (prepared.ok && !this.closed ? this.boxes.warm(prepared) : undefined))
      .catch(() => {});
    return { check: (req) => this.check(custom, key, req) };
  }

  /**
   * Compiles a checker (or finds it compiled), for the admin form's "compile" check on save: ok, or the compiler's
   * output. A Python checker is parsed in its box (the check itself would find a syntax error only at the first
   * test). Rejects with InfrastructureError only when the sandbox itself failed.
   */
  async compile(custom: CustomChecker): Promise<{ ok: true } | { ok: false; output: string }> {
    const prepared = await this.prepared(custom);
    if (!prepared.ok) return { ok: false, output: prepared.output };
    if (!prepared.pythonInline) return { ok: true };
    const inline = prepared.pythonInline;
    const run = await this.boxes.use(prepared, (box) =>
      box.run({
        argv: [prepared.argv[0]!, "-I", "-B", "-c", PARSE_PYTHON, inline, "checker.py"],
        stdin: new Uint8Array(),
        limits: {
          cpuMs: this.limits.cpuMs,
          wallMs: this.limits.wallMs,
          memoryBytes: this.limits.memoryBytes,
        },
      }),
    );
    if (run.exitCode === 0) return { ok: true };
    const said = compilerOutputText(run.stderr).trim();
    return {
      ok: false,
      output: said || `The checker could not be parsed (${run.killedFor ?? "it failed"}).`,
    };
  }

  /** Compiles started so far (cached checkers start none). */
  get compiles(): number {
    return this.cache.compiles;
  }

  /**
   * A problem's program (checker or interactor) ready to run: compiled once per version (checker-cache.ts). Every box
   * starts after this, so the sandbox is open by then.
   */
  prepare(program: JudgeProgram): Promise<PreparedChecker> {
    return this.prepared(program);
  }

  private async prepared(custom: JudgeProgram, key = checkerKey(custom)) {
    if (this.closed) throw new InfrastructureError("the checkers are closed");
    await this.sandbox.catch((err: Error) => {
      throw new InfrastructureError(`sandbox unavailable: ${err.message}`);
    });
    return this.cache.get(custom, key);
  }

  private async check(custom: CustomChecker, key: string, req: CheckRequest): Promise<CheckResult> {
    req.signal?.throwIfAborted();
    const prepared = await this.prepared(custom, key);
    if (!prepared.ok) return judgeError("the checker did not compile", undefined, prepared.output);
    const protocol = PROTOCOLS[custom.protocol];
    const encoder = new TextEncoder();
    const result = await this.boxes.use(prepared, async (box, n) => {
      // Each check's files in a directory of their own, dropped after it: the next check finds nothing of them.
      const dir = `t${n}`;
      const paths = {
        input: `${BOX_DIR}/${dir}/input`,
        answer: `${BOX_DIR}/${dir}/answer`,
        output: `${BOX_DIR}/${dir}/output`,
        // The checker's /tmp: its only writable place, emptied by the supervisor after every run.
        feedbackDir: "/tmp",
      };
      await box.writeFile(`${dir}/input`, encoder.encode(req.input));
      await box.writeFile(`${dir}/answer`, encoder.encode(req.answer));
      if (!protocol.outputOnStdin) await box.writeFile(`${dir}/output`, req.output);
      const args = protocol.args(paths);
      const run = await box.run({
        argv: [...prepared.argv, ...args],
        pythonInline: prepared.pythonInline,
        inlineArgs: prepared.pythonInline ? args : undefined,
        stdin: protocol.outputOnStdin ? req.output : new Uint8Array(),
        limits: this.runLimits(prepared),
        env: prepared.env,
        collect: protocol.feedback.length > 0 ? protocol.feedback : undefined,
        collectMaxBytes: this.limits.feedbackBytes,
        signal: req.signal,
      });
      // A box that cannot drop the files never runs another check.
      if (box.usable) await box.drop(dir).catch(() => box.close());
      return run;
    });
    const verdict =
      abnormalEnd(result, protocol, this.limits) ??
      protocol.judge({ exitCode: result.exitCode!, stderr: result.stderr, feedback: result.collected });
    if (verdict.verdict === "Judge Error")
      this.log.warn(
        { position: req.position, judgeMessage: verdict.judgeMessage },
        `custom checker: Judge Error on test ${req.position + 1}`,
      );
    return verdict;
  }

  /**
   * Runs a problem's own program once, `args` after its command and `stdin` as its input, in a checker box with the
   * checkers' limits: an imported package's input validator (exit 42 valid, 43 invalid). Compiled and cached as a
   * checker is. `compileOutput` when it does not compile (or parse); the box's raw result otherwise.
   */
  async runOnce(
    program: JudgeProgram,
    stdin: Uint8Array,
    args: string[],
    signal?: AbortSignal,
  ): Promise<{ compileOutput: string } | { run: BoxResult }> {
    const prepared = await this.prepared(program);
    if (!prepared.ok) return { compileOutput: prepared.output };
    const run = await this.boxes.use(prepared, (box) =>
      box.run({
        argv: [...prepared.argv, ...args],
        pythonInline: prepared.pythonInline,
        inlineArgs: prepared.pythonInline ? args : undefined,
        stdin,
        limits: this.runLimits(prepared),
        env: prepared.env,
        signal,
      }),
    );
    if (run.syntaxError !== null) return { compileOutput: run.syntaxError };
    return { run };
  }

  /**
   * A box for an interactive problem's interactor beside lane `laneSlot` (its own uid, INTERACTOR_SLOT + laneSlot),
   * with the lane's pipe directory bound in (`pipes`). The interactor is untrusted code like a checker: same limits.
   */
  startInteractorBox(laneSlot: number, interactor: ReadyChecker, pipes: Bind): SupervisedBox {
    return this.startBox(INTERACTOR_SLOT + laneSlot, interactor, [pipes], `int${laneSlot}`);
  }

  /** One run's limits in a checker box: a runtime without its own heap cap (C++) gets an address-space cap too. */
  private runLimits(prepared: { addressSpaceLimit?: boolean }) {
    return {
      cpuMs: this.limits.cpuMs,
      wallMs: this.limits.wallMs,
      memoryBytes: this.limits.memoryBytes,
      addressSpaceBytes: prepared.addressSpaceLimit ? this.limits.memoryBytes + 64 * 1024 * 1024 : undefined,
    };
  }

  /** The checkers' limits (an interactor's too). */
  get checkerLimits(): CheckerLimits {
    return this.limits;
  }

  private startBox(
    uidSlot: number,
    checker: ReadyChecker,
    binds: Bind[] = [],
    name = `chk${uidSlot - CHECKER_SLOT}`,
  ): SupervisedBox {
    if (!this.runtimes.python) throw new InfrastructureError("no python3 for the checker box's supervisor");
    return SupervisedBox.start(this.sandboxNow().context(uidSlot, CHECKER_PIDS), {
      name: `${name}-${++this.started}`,
      binds: [...this.runtimes.binds, ...binds],
      python: this.runtimes.python,
      memoryBytes: this.limits.memoryBytes,
      pids: CHECKER_PIDS,
      seccomp: this.opts.seccomp,
      pythonZygoteEnv: checker.pythonZygoteEnv ? testEnv(checker.pythonZygoteEnv) : undefined,
      log: this.log,
    });
  }

  /** The open sandbox: boxes start only after prepared(), which waits for it. */
  private sandboxNow(): Sandbox {
    if (!this.opened) throw new InfrastructureError("the sandbox is not open yet");
    return this.opened;
  }

  /** The compiler box of a compiled checker language (C++), started on first use with its own uid. */
  private compiler(language: Language): BoxCompiler {
    let compiler = this.compilers.get(language);
    if (compiler) return compiler;
    const d = DESCRIPTORS[language];
    const toolchain = this.runtimes.toolchains[language]!;
    let started = 0;
    compiler = new BoxCompiler(
      d,
      toolchain,
      (memoryBytes: number, binds: Bind[]) =>
        SupervisedBox.start(this.sandboxNow().context(CHECKER_COMPILER_SLOT, CHECKER_PIDS), {
          name: `chkc-${language.toLowerCase()}-${++started}`,
          binds: [...this.runtimes.binds, ...binds],
          python: this.runtimes.python!,
          memoryBytes,
          pids: CHECKER_PIDS,
          seccomp: this.opts.seccomp,
          log: this.log,
        }),
      preparedDir(d, toolchain, this.log),
    );
    this.compilers.set(language, compiler);
    return compiler;
  }

  async close() {
    this.closed = true;
    await this.boxes.close();
    for (const compiler of this.compilers.values()) await compiler.close();
  }
}
