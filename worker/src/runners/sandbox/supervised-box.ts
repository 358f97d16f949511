import { readdirSync } from "node:fs";
import { join } from "node:path";
import { MAX_STORED_OUTPUT_BYTES, OUTPUT_KILL_BYTES } from "@grindstone/shared";
import type { Logger } from "@grindstone/shared/logger";
import { DESCRIPTORS } from "../languages/index.ts";
import { InfrastructureError } from "../runner.ts";
import { defaultRunnerLog } from "../runner-log.ts";
import { Box, type BoxContext, BoxTimeout } from "./box.ts";
import type { Header } from "./frame-codec.ts";
import {
  DropRequest,
  FileReply,
  FileRequest,
  type KillReason,
  PipesRequest,
  RunReply,
  RunRequest,
} from "./frames.ts";
import { type Bind, BOX_DIR, NOFILE, PROGRAM_ENV } from "./launch-args.ts";
import type { SeccompFile } from "./seccomp.ts";

/**
 * One sandbox that runs a submission's tests one after another (a lane, see scheduler.ts), driven through the
 * trusted supervisor inside it (supervisor.py): the supervisor's protocol on a Box (box.ts). Setting a box up costs a cgroup migration, the launcher chain,
 * bubblewrap's namespaces and mounts and a Python start (~25 ms, ~10 ms of it CPU); a test costs one fork and exec.
 * Boxes are started ahead of the submissions that will use them (BoxPool in scheduler.ts), so even that set-up is off the clock.
 *
 * A box holds exactly one submission's data and dies with it: the source arrives after the box is up, and a box is
 * never handed to a second submission.
 */

export type BoxLimits = {
  cpuMs: number;
  wallMs: number;
  memoryBytes: number;
  /** stdout past this kills the test (default OUTPUT_KILL_BYTES); judge/policy-limits.ts sets a problem's. */
  outputBytes?: number;
  /** RLIMIT_CPU [soft, hard] in seconds, a backstop (default: one and two seconds over cpuMs). */
  cpuRlimitSeconds?: [number, number];
  /** How often the supervisor samples CPU and memory (default: its own 50 ms). */
  pollMs?: number;
  /** RLIMIT_AS, only for runtimes that tolerate it and only without a memory cgroup (unless addressSpaceWithCgroup). */
  addressSpaceBytes?: number;
  /** Apply addressSpaceBytes with a memory cgroup too (LanguageDescriptor.addressSpaceIsMemory). */
  addressSpaceWithCgroup?: boolean;
};

export type { KillReason };

export type BoxResult = {
  /** The program's exit code when it exited by itself. */
  exitCode: number | null;
  /** The signal that ended the program. */
  termSignal: number | null;
  killedFor: KillReason | null;
  /** The box's cgroup OOM killer fired during this test. */
  oomKilled: boolean;
  /** Up to OUTPUT_KILL_BYTES. */
  stdout: Uint8Array;
  /** Up to MAX_STORED_OUTPUT_BYTES. */
  stderr: Uint8Array;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  /** The files asked for in BoxRun.collect, in order; null where the program left none (or one too large). */
  collected: (Uint8Array | null)[];
  /** Per BoxRun.collect file: the program left it, but past BoxRun.collectMaxBytes (so `collected` has null). */
  collectedOversize: boolean[];
  /** The program does not parse: the check's one message (it never ran). */
  syntaxError: string | null;
  /** A check ran and the program parses. */
  parsed: boolean;
  /** An interactive test run with watchOrder: whose output closed first, as the kernel ordered it. */
  firstClosed: "program" | "interactor" | null;
  /** A relayed interactive test's exchange, in the interaction format ("<" lines to the program, ">" its own). */
  transcript: Uint8Array | null;
};

export type BoxRun = {
  argv: string[];
  /** stderr kept (default MAX_STORED_OUTPUT_BYTES); a compile keeps one byte more, to know its output was cut. */
  stderrKeepBytes?: number;
  stdin: Uint8Array;
  limits: BoxLimits;
  /** A Python program to run in a fork of the box's clean zygote instead of exec'ing argv (same interpreter, see
   * zygote.py); argv is then only what it stands for. */
  pythonInline?: string;
  /** The inline Python program's sys.argv[1:]. */
  inlineArgs?: string[];
  /** argv is the language's syntax checker: its fd 3 is the report pipe. */
  syntaxCheck?: boolean;
  /** Added to the sandbox's minimal environment. */
  env?: Record<string, string>;
  /** Files under /tmp to hand back once the program ended, before the box is cleaned (a compiler's output). */
  collect?: string[];
  /** The largest `collect` file handed back (default OUTPUT_KILL_BYTES); a larger one is reported oversized. */
  collectMaxBytes?: number;
  /** A top-level directory of /box to remove after the run (its test's files); the box is dirty if it cannot. */
  dropAfter?: string;
  /** An interactive test: stdin and stdout are the pipes openPipes() opened (stdin above is ignored); with
   * `transcript` the exchange is recorded, up to transcriptBytes. */
  pipes?: { transcript: boolean; transcriptBytes?: number };
  signal?: AbortSignal;
};

// 64 MB of writable /tmp: room for scratch files, and RLIMIT_FSIZE caps any single one at the output kill size.
const TMPFS_BYTES = 64 * 1024 * 1024;
// /box holds the source (64 KB), Java's classes and one test's stdin (1 MB): 64 MB is far beyond any of them.
const BOX_BYTES = 64 * 1024 * 1024;
// 64 MB of stack: deep recursion in Python/Node/Java solutions is normal; the memory limit still covers it.
export const STACK_BYTES = 64 * 1024 * 1024;
/** Processes + threads per box: the program's budget plus the box's own (bwrap's init, the supervisor, the zygote and
 * the cleaner the supervisor forks between tests). */
const BOX_OWN_TASKS = 4;
/** Memory the box needs besides the program: the supervisor and the zygote (~10 MB resident each) and /box's files. */
const BOX_OWN_MEMORY_BYTES = 48 * 1024 * 1024;
// bwrap + a Python start take ~30 ms; this only bounds a wedged start on a loaded machine.
const START_TIMEOUT_MS = 20_000;
// The supervisor enforces the wall limit itself; the host kills the whole box only if that somehow failed.
const BACKSTOP_MS = 3000;
const SUPERVISOR_PATH = "/gs/supervisor.py";
/** Where a language's syntax checker (LanguageDescriptor.syntaxChecker) is in every box. */
export const checkerPath = (file: string) => `/gs/${file}`;
// The trusted programs of the box, copied in at every start (bwrap --file): the supervisor with every module it is
// split into, and the zygote (every .py file of this folder; the supervisor puts /gs on its sys.path).
const BOX_PROGRAMS = [
  ...readdirSync(import.meta.dir)
    .filter((file) => file.endsWith(".py"))
    .sort()
    .map((file) => ({ src: join(import.meta.dir, file), dest: `/gs/${file}` })),
  ...Object.values(DESCRIPTORS).flatMap((d) =>
    d.syntaxChecker
      ? [{ src: join(import.meta.dir, d.syntaxChecker.file), dest: checkerPath(d.syntaxChecker.file) }]
      : [],
  ),
];

/** A test's whole environment: the sandbox's minimal one plus its language's. */
export const testEnv = (extra?: Record<string, string>) => ({ ...PROGRAM_ENV, ...extra });

export class SupervisedBox {
  /** Set once the supervisor could not put the box back as it was after a test: it never runs another. */
  private dirty = false;
  /** Resolves once the supervisor said it is ready; rejects with InfrastructureError otherwise. */
  readonly ready: Promise<void>;

  private constructor(
    private readonly box: Box,
    private readonly nproc: number,
    private readonly withCgroup: boolean,
    private readonly log: Logger,
  ) {
    this.ready = box.ready;
  }

  static start(
    ctx: BoxContext,
    opts: {
      name: string;
      binds: Bind[];
      python: string;
      memoryBytes: number;
      pids: number;
      seccomp?: SeccompFile | null;
      /** Start the Python zygote before Ready, with this environment (a Python test's): off the clock for a
       * standby box, while for any other box it would be CPU spent on what may not be a Python submission. */
      pythonZygoteEnv?: Record<string, string>;
      log?: Logger;
    },
  ): SupervisedBox {
    const box = Box.start(ctx, {
      name: opts.name,
      limits: { memoryBytes: opts.memoryBytes + BOX_OWN_MEMORY_BYTES, pidsMax: opts.pids + BOX_OWN_TASKS },
      binds: opts.binds,
      // /box: the box's root owns it, the program only reads it. /tmp: the program's, whatever its uid.
      tmpfs: [
        { dest: BOX_DIR, bytes: BOX_BYTES, perms: "0755" },
        { dest: "/tmp", bytes: TMPFS_BYTES, perms: "01777" },
      ],
      programs: BOX_PROGRAMS,
      command: [
        opts.python,
        // As a Python test's `python3 -I -B` (site on): the supervisor's own state is what an inline Python test
        // starts from.
        "-I",
        "-B",
        SUPERVISOR_PATH,
        ...(ctx.identity ? [String(ctx.identity.uid), String(ctx.identity.gid)] : ["-1", "-1"]),
        ...(opts.pythonZygoteEnv ? [JSON.stringify(opts.pythonZygoteEnv)] : []),
      ],
      seccomp: opts.seccomp,
      startTimeoutMs: START_TIMEOUT_MS,
      log: opts.log,
    });
    return new SupervisedBox(box, ctx.nproc, ctx.cgroups !== null, opts.log ?? defaultRunnerLog());
  }

  /** Whether the box can still take work (its supervisor is alive and nothing failed). */
  get usable(): boolean {
    return !this.dirty && this.box.usable;
  }

  /** Sets the memory cap for the submission this box now serves (the box was started before it was known). */
  setMemoryLimit(programBytes: number) {
    this.box.setMemoryLimit(programBytes + BOX_OWN_MEMORY_BYTES);
  }

  /** Writes a read-only file under /box (the relative path was checked by the caller); a compiled program is
   * written executable. */
  async writeFile(path: string, data: Uint8Array, executable = false): Promise<void> {
    try {
      const { header } = await this.request(FileRequest, { op: "file", path, executable }, [data]);
      if ("error" in header) throw new Error(header.error);
    } catch (err) {
      await this.close();
      throw err instanceof InfrastructureError
        ? err
        : new InfrastructureError(`cannot write ${path} into the sandbox: ${(err as Error).message}`);
    }
  }

  /** Removes a top-level directory of /box (a long-lived compiler box's finished compile). */
  async drop(dir: string): Promise<void> {
    const { header } = await this.request(DropRequest, { op: "drop", path: dir }, []);
    if ("error" in header) throw new InfrastructureError(`sandbox: cannot drop ${dir}: ${header.error}`);
  }

  /**
   * Opens the box's ends of an interactive test's FIFOs (paths inside the box, under /pipes): `read` at once, `write`
   * as soon as the other box has opened it for reading. Resolves once both are open (interaction.py). `keepWriteOpen`:
   * writes never fail for want of a reader (the interactor's box); `watchOrder`: the run reports which side closed its
   * output first (the program's box); `files`: written under /box first (read-only, as writeFile's), in the same
   * request.
   */
  async openPipes(
    read: string,
    write: string,
    timeoutMs: number,
    opts: {
      keepWriteOpen?: boolean;
      watchOrder?: boolean;
      files?: { path: string; bytes: Uint8Array }[];
    } = {},
  ): Promise<void> {
    const files = opts.files ?? [];
    const { header } = await this.request(
      PipesRequest,
      {
        op: "pipes",
        read,
        write,
        timeoutMs,
        ...(opts.keepWriteOpen ? { keepWriteOpen: true } : {}),
        ...(opts.watchOrder ? { watchOrder: true } : {}),
        ...(files.length > 0 ? { files: files.map((f) => f.path) } : {}),
      },
      files.map((f) => f.bytes),
    );
    if ("error" in header) throw new InfrastructureError(`sandbox: cannot open the pipes: ${header.error}`);
  }

  private request<Q extends typeof FileRequest | typeof DropRequest | typeof PipesRequest>(
    kind: Q,
    header: Header<Q>,
    blobs: Uint8Array[],
  ) {
    if (this.dirty) throw new InfrastructureError("the sandbox is gone");
    return this.box.exchange(kind, header, blobs, FileReply, { maxBlobBytes: 0 });
  }

  /** Runs one test to completion (or until a limit kills it). */
  async run(req: BoxRun): Promise<BoxResult> {
    const { limits } = req;
    req.signal?.throwIfAborted();
    if (this.dirty) throw new InfrastructureError("the sandbox is gone");
    const oomBefore = this.box.oomKills();
    try {
      const { header, blobs } = await this.box.exchange(
        RunRequest,
        {
          op: "run",
          argv: req.argv,
          env: testEnv(req.env),
          collect: req.collect ?? null,
          pythonInline: req.pythonInline ?? null,
          ...(req.inlineArgs?.length ? { inlineArgs: req.inlineArgs } : {}),
          ...(req.collectMaxBytes ? { collectMaxBytes: req.collectMaxBytes } : {}),
          ...(req.syntaxCheck ? { syntaxCheck: true } : {}),
          ...(req.pipes ? { pipes: req.pipes } : {}),
          ...(req.dropAfter ? { dropAfter: req.dropAfter } : {}),
          cpuMs: limits.cpuMs,
          wallMs: limits.wallMs,
          // Without a memory cgroup the supervisor polls the test's resident memory against the room the cgroup would
          // leave it (the limit plus the box's allowance): a JVM's stacks and metadata on top of -Xmx would otherwise
          // turn a StackOverflowError into Memory Limit Exceeded only on hosts without cgroups.
          pollMemoryBytes: this.withCgroup ? null : limits.memoryBytes + BOX_OWN_MEMORY_BYTES,
          outputKillBytes: limits.outputBytes ?? OUTPUT_KILL_BYTES,
          stderrKeepBytes: req.stderrKeepBytes ?? MAX_STORED_OUTPUT_BYTES,
          ...(limits.pollMs ? { pollMs: limits.pollMs } : {}),
          rlimits: {
            // Per process and in whole seconds, so a backstop: the supervisor polls the whole tree's CPU.
            cpu: limits.cpuRlimitSeconds ?? [
              Math.ceil(limits.cpuMs / 1000) + 1,
              Math.ceil(limits.cpuMs / 1000) + 2,
            ],
            fsize: OUTPUT_KILL_BYTES,
            stack: STACK_BYTES,
            nproc: this.nproc,
            nofile: NOFILE,
            core: 0,
            as: this.withCgroup && !limits.addressSpaceWithCgroup ? null : (limits.addressSpaceBytes ?? null),
          },
        },
        [req.stdin],
        RunReply,
        { maxBlobBytes: OUTPUT_KILL_BYTES, timeoutMs: limits.wallMs + BACKSTOP_MS, signal: req.signal },
      );
      if (header.dirty) this.markDirty(header.dirty);
      if ("error" in header) throw new InfrastructureError(`sandbox: ${header.error}`);
      return {
        exitCode: header.exitCode,
        termSignal: header.signal,
        killedFor: header.killedFor,
        oomKilled: this.box.oomKills() > oomBefore,
        stdout: blobs[0] ?? new Uint8Array(),
        stderr: blobs[1] ?? new Uint8Array(),
        // Hundredths of a millisecond: the rusage figure is microseconds, and a performance measurement's spread on a
        // 3 ms program is lost in whole milliseconds.
        cpuMs: Math.round(header.cpuMs * 100) / 100,
        wallMs: Math.round(header.wallMs * 100) / 100,
        memoryKb: header.memoryKb,
        collected: (header.collected ?? []).map((found, i) => (found ? (blobs[2 + i] ?? null) : null)),
        collectedOversize: (req.collect ?? []).map((_, i) => header.collectedOversize?.[i] === true),
        syntaxError: header.syntaxError ?? null,
        parsed: header.parsed === true,
        firstClosed: header.firstClosed ?? null,
        transcript: header.transcript === undefined ? null : (blobs[header.transcript] ?? null),
      };
    } catch (err) {
      await this.close();
      req.signal?.throwIfAborted();
      // The box died under the test: the memory cgroup's OOM killer may pick the supervisor when the program is
      // many small processes. That is the program's doing, and so is a box that outlived every limit.
      const timedOut = err instanceof BoxTimeout;
      if (this.box.oomKills() > oomBefore || timedOut) {
        return {
          exitCode: null,
          termSignal: 9,
          killedFor: timedOut ? "wall" : "memory",
          oomKilled: !timedOut,
          stdout: new Uint8Array(),
          stderr: new Uint8Array(),
          cpuMs: 0,
          wallMs: limits.wallMs,
          memoryKb: Math.round(limits.memoryBytes / 1024),
          collected: [],
          collectedOversize: [],
          syntaxError: null,
          parsed: false,
          firstClosed: null,
          transcript: null,
        };
      }
      throw err instanceof InfrastructureError
        ? err
        : new InfrastructureError(`the sandbox failed: ${(err as Error).message}`);
    }
  }

  /** The test ran, but the supervisor could not put the box back as it was: it never runs another test. */
  private markDirty(why: string) {
    this.dirty = true;
    this.log.warn({ why }, `sandbox: a box is dirty after a test (${why}); it is replaced, never reused`);
  }

  /** Kills the box and everything in it, and removes its cgroup. Idempotent. */
  close(): Promise<void> {
    return this.box.close();
  }
}
