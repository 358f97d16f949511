import { closeSync, openSync } from "node:fs";
import type { Logger } from "@grindstone/shared/logger";
import type { z } from "zod";
import { InfrastructureError } from "../runner.ts";
import { defaultRunnerLog } from "../runner-log.ts";
import type { BoxCgroup, BoxCgroupLimits, Cgroups } from "./cgroups.ts";
import {
  type BlobCaps,
  encodeFrame,
  type Frame,
  FrameReader,
  type Header,
  readFrame,
  StreamClosedError,
} from "./frame-codec.ts";
import { ReadyFrame } from "./frames.ts";
import { type BoxSpec, buildBoxArgv, type Identity, LAUNCHER_ENV } from "./launch-args.ts";
import { OutputCollector } from "./output-collector.ts";
import { killUid } from "./process-tree.ts";
import type { SeccompFile } from "./seccomp.ts";

/**
 * The one sandbox primitive: a bubblewrap box whose agent (what runs inside and answers frames on its stdin and
 * stdout: the trusted supervisor of a test or compiler box, or the warm javac's JVM) lives until the box is closed.
 * Everything about the process is here and nowhere else: its cgroup, its command line (launch-args.ts), the seccomp
 * filter and the trusted files handed in as descriptors, the Ready frame it must send within the start timeout,
 * one request at a time with a timeout that kills the box, and the teardown. The protocols on top (supervised-box.ts,
 * compile/warm-javac.ts) say only what they ask and what the answers mean.
 */
export type BoxContext = {
  identity: Identity;
  cgroups: Cgroups | null;
  /** RLIMIT_NPROC for each test (per-slot uid: a test's budget; unprivileged: our current count plus it). */
  nproc: number;
};

export type BoxOptions = Pick<BoxSpec, "binds" | "tmpfs" | "rlimits" | "command"> & {
  /** The box's cgroup, unique within the runner. */
  name: string;
  /** The cgroup's caps: the agent and everything it starts. */
  limits: BoxCgroupLimits;
  /** Trusted files copied into the box's root at every start (bwrap --file, read-only): the agent's programs. */
  programs: { src: string; dest: string }[];
  seccomp: SeccompFile | null | undefined;
  startTimeoutMs: number;
  log?: Logger;
};

/** The request outlived its timeout; the box was killed. */
export class BoxTimeout extends Error {
  override name = "BoxTimeout";
}

/** The box died under the request (or was gone before it): the caller decides whose doing that was. */
export class BoxDied extends InfrastructureError {}

export type ExchangeOptions = BlobCaps & {
  /** From the moment the request is sent; past it the box is killed and the request fails with BoxTimeout. */
  timeoutMs?: number;
  /** Aborting kills the box; the request then fails with the signal's reason. */
  signal?: AbortSignal;
};

type Proc = ReturnType<typeof Bun.spawn<"pipe", "pipe", "pipe">>;
type Schema = z.ZodType<{ blobs: number[] }>;

export class Box {
  private readonly reader: FrameReader;
  // Why a box failed to start; later stray output (a JVM's) is drained and dropped past the cap.
  private readonly diagnostics: OutputCollector;
  private busy = false;
  private dead = false;
  private closed: Promise<void> | null = null;
  /** The cgroup's OOM-kill count when it was removed, so a request that killed the box can still ask. */
  private finalOomKills: number | null = null;
  /** Resolves once the agent sent its Ready frame; rejects with InfrastructureError (and closes the box) otherwise. */
  readonly ready: Promise<void>;

  private constructor(
    private readonly proc: Proc,
    private readonly ctx: BoxContext,
    private readonly cgroup: BoxCgroup | undefined,
    private readonly log: Logger,
    startTimeoutMs: number,
  ) {
    this.reader = new FrameReader(proc.stdout);
    this.diagnostics = new OutputCollector(proc.stderr, 8 * 1024);
    this.ready = this.waitReady(startTimeoutMs);
    this.ready.catch(() => {});
    void proc.exited.then(() => {
      this.dead = true;
    });
  }

  static start(ctx: BoxContext, opts: BoxOptions): Box {
    let cgroup: BoxCgroup | undefined;
    try {
      cgroup = ctx.cgroups?.create(opts.name, opts.limits);
    } catch (err) {
      throw new InfrastructureError(`cannot create cgroup ${opts.name}: ${(err as Error).message}`);
    }
    // The child's descriptors: 0-2 the frames and diagnostics, then the seccomp filter (if any), then the programs.
    const inherited: number[] = [];
    try {
      const seccompFd = opts.seccomp?.open();
      if (seccompFd !== undefined) inherited.push(seccompFd);
      const firstProgram = 3 + inherited.length;
      for (const p of opts.programs) inherited.push(openSync(p.src, "r"));
      const argv = buildBoxArgv({
        identity: ctx.identity,
        procsFiles: cgroup?.procsFiles ?? [],
        binds: opts.binds,
        tmpfs: opts.tmpfs,
        files: opts.programs.map((p, i) => ({ fd: firstProgram + i, dest: p.dest })),
        seccompFd: seccompFd === undefined ? undefined : 3,
        rlimits: opts.rlimits,
        command: opts.command,
      });
      const stdio = ["pipe", "pipe", "pipe", ...inherited];
      const proc = Bun.spawn(argv, { env: LAUNCHER_ENV, cwd: "/", stdio: stdio as never }) as unknown as Proc;
      return new Box(proc, ctx, cgroup, opts.log ?? defaultRunnerLog(), opts.startTimeoutMs);
    } catch (err) {
      void cgroup?.destroy().catch(() => {});
      throw new InfrastructureError(`cannot start the sandbox: ${(err as Error).message}`);
    } finally {
      for (const fd of inherited) closeSync(fd);
    }
  }

  /** Whether the box can still take requests (its agent is alive and it was not closed). */
  get usable(): boolean {
    return !this.dead && this.closed === null;
  }

  private async waitReady(timeoutMs: number) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        readFrame(this.reader, ReadyFrame, { maxBlobBytes: 0 }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
        }),
      ]);
    } catch (err) {
      this.dead = true;
      this.proc.kill("SIGKILL");
      await this.proc.exited;
      await Promise.race([this.diagnostics.done, Bun.sleep(200)]);
      const said = new TextDecoder().decode(this.diagnostics.bytes()).trim().slice(-1000);
      await this.close();
      throw new InfrastructureError(`the sandbox did not start (${(err as Error).message}): ${said}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends one request and reads its reply. Any failure but a well-formed reply closes the box: its stream is out
   * of step, or it is dead. */
  async exchange<Q extends Schema, R extends Schema>(
    request: Q,
    header: Header<Q>,
    blobs: Uint8Array[],
    reply: R,
    opts: ExchangeOptions,
  ): Promise<Frame<R>> {
    if (this.busy) throw new Error("a box serves one request at a time");
    if (!this.usable) throw new BoxDied("the sandbox is gone");
    const frame = encodeFrame(request, header, blobs);
    this.busy = true;
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const kill = () => this.proc.kill("SIGKILL");
    opts.signal?.addEventListener("abort", kill);
    try {
      await this.ready;
      opts.signal?.throwIfAborted();
      if (opts.timeoutMs !== undefined)
        timer = setTimeout(() => {
          timedOut = true;
          kill();
        }, opts.timeoutMs);
      try {
        this.proc.stdin.write(frame);
        await this.proc.stdin.flush();
      } catch (err) {
        throw new StreamClosedError(`the sandbox's input is closed: ${(err as Error).message}`);
      }
      return await readFrame(this.reader, reply, opts);
    } catch (err) {
      await this.close();
      if (timedOut) throw new BoxTimeout(`no answer within ${opts.timeoutMs} ms`);
      opts.signal?.throwIfAborted();
      throw err instanceof StreamClosedError ? new BoxDied(`the sandbox died: ${err.message}`) : err;
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener("abort", kill);
      this.busy = false;
    }
  }

  /** Changes the box's memory cap (a box started before its submission's limit was known). */
  setMemoryLimit(bytes: number) {
    try {
      this.cgroup?.setMemoryLimit(bytes);
    } catch (err) {
      throw new InfrastructureError(`cannot set the box's memory limit: ${(err as Error).message}`);
    }
  }

  /** How often the kernel's OOM killer fired in the box so far (0 without a memory cgroup). */
  oomKills(): number {
    if (this.finalOomKills !== null) return this.finalOomKills;
    try {
      return this.cgroup?.oomKills() ?? 0;
    } catch {
      return 0;
    }
  }

  /** Kills the box and everything in it, and removes its cgroup. Idempotent. */
  close(): Promise<void> {
    this.closed ??= (async () => {
      this.dead = true;
      try {
        this.proc.stdin.end();
      } catch {}
      this.proc.kill("SIGKILL");
      await this.proc.exited;
      this.reader.cancel();
      this.diagnostics.cancel();
      this.finalOomKills = this.oomKills();
      if (this.cgroup)
        await this.cgroup
          .destroy()
          .catch((err) => this.log.error({ err }, `sandbox: removing a cgroup: ${(err as Error).message}`));
      else if (this.ctx.identity) await killUid(this.ctx.identity.uid);
    })();
    return this.closed;
  }
}
