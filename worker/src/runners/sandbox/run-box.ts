import { closeSync, writeSync } from "node:fs";
import { constants } from "node:os";
import { MAX_STORED_OUTPUT_BYTES, OUTPUT_KILL_BYTES } from "@grindstone/shared";
import { InfrastructureError } from "../runner.ts";
import type { Cgroups, RunCgroup } from "./cgroups.ts";
import {
  type Bind,
  buildLaunchArgv,
  GATE_FD,
  type Identity,
  LAUNCHER_ENV,
  READY_MARKER,
} from "./launch-args.ts";
import { OutputCollector } from "./output-collector.ts";
import { killUid, sampleTree } from "./process-tree.ts";

/**
 * Runs one program in a fresh sandbox to completion (or until a limit kills it) and reports what happened. In two
 * steps, so the slow part can overlap another run: prepareBox() creates the cgroup and starts the whole chain up to
 * the trusted shell inside, which waits at the go-gate; go() opens the gate and only then starts the clocks.
 */

export type BoxContext = {
  identity: Identity;
  cgroups: Cgroups | null;
  /** RLIMIT_NPROC to use (per-slot uid: the slot's whole budget; unprivileged: our current count plus it). */
  nproc: number;
};

export type BoxLimits = {
  cpuMs: number;
  wallMs: number;
  memoryBytes: number;
  /** Processes + threads in the sandbox (pids cgroup, and RLIMIT_NPROC). */
  pids: number;
  /** RLIMIT_AS, only for runtimes that tolerate it and only without a memory cgroup. */
  addressSpaceBytes?: number;
};

export type BoxRequest = {
  /** Unique among concurrent runs of this worker (it names the cgroup). */
  name: string;
  command: string[];
  binds: Bind[];
  stdin: Uint8Array;
  limits: BoxLimits;
  signal?: AbortSignal;
};

export type KillReason = "cpu" | "wall" | "memory" | "output";

export type BoxResult = {
  /** The program's exit code when it exited by itself. */
  exitCode: number | null;
  /** The signal that ended the program (from bwrap's 128+n, or our SIGKILL). */
  termSignal: number | null;
  killedFor: KillReason | null;
  oomKilled: boolean;
  /** Up to OUTPUT_KILL_BYTES (the whole output of any program that was not killed for output). */
  stdout: Uint8Array;
  /** Up to MAX_STORED_OUTPUT_BYTES, ready marker removed. */
  stderr: Uint8Array;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
};

// 64 MB of writable /tmp: room for scratch files, and RLIMIT_FSIZE caps any single one at the output kill size.
const TMPFS_BYTES = 64 * 1024 * 1024;
// 64 MB of stack: deep recursion in Python/Node/Java solutions is normal; the memory limit still covers it.
export const STACK_BYTES = 64 * 1024 * 1024;
// Sampling period for CPU and (without cgroups) memory: coarse enough to cost nothing, fine enough that a runaway
// sandbox overshoots its CPU limit by at most a few tens of milliseconds per core.
const POLL_MS = 50;
// After the program is gone its pipes close at once; this only bounds a pathological wait.
const DRAIN_MS = 1000;
const MARKER = new TextEncoder().encode(READY_MARKER);

/** A sandbox set up up to its go-gate. Exactly one of go() and destroy() is meant to be called. */
export type PreparedBox = {
  /** Opens the gate and runs the program; wall and CPU time count from here. */
  go(): Promise<BoxResult>;
  /** For a box that will never run: kills it and removes its cgroup (a no-op once go() was called). */
  destroy(): Promise<void>;
};

/** Tasks of the slot's uid a prepared box holds while it waits: bwrap, bwrap's PID 1 and the gate shell. */
export const PREPARED_BOX_TASKS = 3;

const signalNumber = (s: NodeJS.Signals | number | null) =>
  s === null ? null : typeof s === "number" ? s : constants.signals[s];

function startsWith(bytes: Uint8Array, prefix: Uint8Array) {
  if (bytes.byteLength < prefix.byteLength) return false;
  return prefix.every((b, i) => bytes[i] === b);
}

export async function runBox(ctx: BoxContext, req: BoxRequest): Promise<BoxResult> {
  return prepareBox(ctx, req).go();
}

export function prepareBox(ctx: BoxContext, req: BoxRequest): PreparedBox {
  const { limits } = req;
  let cgroup: RunCgroup | undefined;
  try {
    cgroup = ctx.cgroups?.create(req.name, { memoryBytes: limits.memoryBytes, pidsMax: limits.pids });
  } catch (err) {
    throw new InfrastructureError(`cannot create cgroup ${req.name}: ${(err as Error).message}`);
  }
  const argv = buildLaunchArgv({
    identity: ctx.identity,
    procsFiles: cgroup?.procsFiles ?? [],
    rlimits: {
      // Per process, so it is a backstop; the sandbox-wide CPU budget is enforced by polling below.
      cpuSeconds: Math.ceil(limits.cpuMs / 1000) + 1,
      fsizeBytes: OUTPUT_KILL_BYTES,
      nproc: ctx.nproc,
      stackBytes: STACK_BYTES,
      addressSpaceBytes: cgroup ? undefined : limits.addressSpaceBytes,
    },
    binds: req.binds,
    tmpfsBytes: TMPFS_BYTES,
    command: req.command,
    gated: true,
  });

  let proc: ReturnType<typeof Bun.spawn<Uint8Array, "pipe", "pipe">>;
  try {
    // fd 3 is the gate (GATE_FD); reading stdio[3] makes its host end ours to close.
    proc = Bun.spawn(argv, {
      env: LAUNCHER_ENV,
      cwd: "/",
      stdio: [req.stdin, "pipe", "pipe", "pipe"],
    }) as typeof proc;
  } catch (err) {
    void cgroup?.destroy().catch(() => {});
    throw new InfrastructureError(`cannot start the sandbox: ${(err as Error).message}`);
  }
  let gate: number | null = proc.stdio[GATE_FD] as number;
  const closeGate = () => {
    if (gate === null) return;
    try {
      closeSync(gate);
    } catch {}
    gate = null;
  };

  let killedFor: KillReason | null = null;
  const kill = (why: KillReason | null) => {
    if (why && !killedFor) killedFor = why;
    proc.kill("SIGKILL");
  };
  const checkOutput = () => {
    if (stdout.total + stderr.total > OUTPUT_KILL_BYTES + MARKER.byteLength) kill("output");
  };
  // Read from the start: a chain that fails while setting up says why on stderr.
  const stdout = new OutputCollector(proc.stdout, OUTPUT_KILL_BYTES, checkOutput);
  const stderr = new OutputCollector(proc.stderr, MAX_STORED_OUTPUT_BYTES + MARKER.byteLength, checkOutput);

  // Nothing may be left of the box before the next run of its slot.
  const cleanUp = async () => {
    if (cgroup) await cgroup.destroy().catch((err) => console.error(`[sandbox] ${(err as Error).message}`));
    else if (ctx.identity) await killUid(ctx.identity.uid);
  };
  const drain = async () => {
    const drained = await Promise.race([
      Promise.all([stdout.done, stderr.done]).then(() => true),
      Bun.sleep(DRAIN_MS).then(() => false),
    ]);
    if (!drained) {
      stdout.cancel();
      stderr.cancel();
    }
  };

  // Kills a box whose program never ran; end-of-file at the gate makes the waiting shell exit even before the kill.
  const discard = async () => {
    closeGate();
    proc.kill("SIGKILL");
    await proc.exited;
    await cleanUp();
    await drain();
  };
  let state: "prepared" | "started" | "destroyed" = "prepared";
  return {
    async destroy() {
      if (state !== "prepared") return;
      state = "destroyed";
      await discard();
    },

    async go() {
      if (state !== "prepared") throw new Error("a prepared box runs at most once");
      state = "started";
      if (req.signal?.aborted) {
        await discard();
        throw req.signal.reason ?? new Error("aborted");
      }
      // The chain's own set-up is charged to the cgroup before the gate opens; the program's time starts here.
      let cpuBaseUs = 0;
      try {
        cpuBaseUs = cgroup ? cgroup.cpuUs() : sampleTree(proc.pid).cpuUs;
      } catch {}
      try {
        writeSync(gate!, "go\n");
      } catch {
        // The box died while waiting; its missing ready marker reports that below.
      }
      closeGate();
      const startedAt = performance.now();

      let polledPeak = 0;
      let polledCpuUs = 0;
      const poll = setInterval(() => {
        try {
          if (cgroup) {
            polledCpuUs = cgroup.cpuUs() - cpuBaseUs;
            polledPeak = Math.max(polledPeak, cgroup.memoryBytes());
          } else {
            const s = sampleTree(proc.pid);
            polledCpuUs = Math.max(polledCpuUs, s.cpuUs - cpuBaseUs);
            polledPeak = Math.max(polledPeak, s.rssBytes);
            if (s.rssBytes > limits.memoryBytes) kill("memory");
          }
          if (polledCpuUs > limits.cpuMs * 1000) kill("cpu");
        } catch {}
      }, POLL_MS);
      const wall = setTimeout(() => kill("wall"), limits.wallMs);
      const onAbort = () => kill(null);
      req.signal?.addEventListener("abort", onAbort);

      await proc.exited;
      const wallMs = performance.now() - startedAt;
      clearInterval(poll);
      clearTimeout(wall);
      req.signal?.removeEventListener("abort", onAbort);

      let stats = { cpuUs: polledCpuUs + cpuBaseUs, peakBytes: polledPeak, oomKilled: false };
      try {
        if (cgroup) stats = cgroup.stats();
      } catch {}
      // Whatever survived bwrap (nothing should: its PID namespace died with it) goes now, before the next run.
      await cleanUp();
      await drain();
      if (req.signal?.aborted) throw req.signal.reason ?? new Error("aborted");

      const errBytes = stderr.bytes();
      if (!startsWith(errBytes, MARKER)) {
        const why = new TextDecoder().decode(errBytes).trim().slice(0, 500);
        throw new InfrastructureError(
          `the sandbox did not start (exit ${proc.exitCode ?? proc.signalCode}): ${why}`,
        );
      }

      const usage = proc.resourceUsage();
      const cpuUs = Math.max(stats.cpuUs, cgroup ? 0 : Number(usage?.cpuTime.total ?? 0)) - cpuBaseUs;
      const peakBytes = Math.max(stats.peakBytes, cgroup ? 0 : (usage?.maxRSS ?? 0));
      const code = proc.exitCode;
      // bwrap reports a program killed by signal n as exit status 128 + n.
      const bySignal = code !== null && code > 128 && code < 128 + 65;
      return {
        exitCode: code !== null && !bySignal ? code : null,
        termSignal: bySignal ? code - 128 : signalNumber(proc.signalCode),
        killedFor,
        oomKilled: stats.oomKilled,
        stdout: stdout.bytes(),
        stderr: errBytes.subarray(MARKER.byteLength),
        cpuMs: Math.max(0, Math.round(cpuUs / 1000)),
        wallMs: Math.round(wallMs),
        memoryKb: Math.round(peakBytes / 1024),
      };
    },
  };
}
