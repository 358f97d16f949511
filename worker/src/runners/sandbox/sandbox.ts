import { accessSync, constants, readdirSync, readFileSync } from "node:fs";
import type { BoxContext } from "./box.ts";
import { type Cgroups, DEFAULT_CPU_WEIGHT, openCgroups } from "./cgroups.ts";
import type { Identity } from "./launch-args.ts";
import { claimUidBlock } from "./uid-block.ts";

/**
 * What the host offers a sandbox, decided once per runner: whether we can switch each slot to its own
 * unprivileged uid (we are root) and whether cgroups are writable. In `strict` mode (production) a missing one
 * stops the runner (local-sandbox.ts); in `dev` mode it degrades, loudly: `describe()` says which mechanisms are
 * active and the worker logs it at start.
 */
export type SandboxOptions = {
  /** Slot n runs as uid/gid baseUid + n; the warm javac as baseUid + COMPILER_SLOT. Default: a block of
   * 1000 uids claimed for this runner alone (see uid-block.ts). */
  baseUid?: number;
  /** false forces the no-cgroup fallback (tests of the fallback path). */
  useCgroups?: boolean;
  /** The boxes' CPU weight against the host's other processes (cgroups.ts DEFAULT_CPU_WEIGHT; 100 = one process). */
  cpuWeight?: number;
};

export const COMPILER_SLOT = 999;
const REQUIRED = ["/usr/bin/bwrap", "/usr/bin/prlimit", "/bin/sh"];

/** Tasks (processes and threads) of a uid: RLIMIT_NPROC counts these, so an unprivileged worker adds its own. */
function tasksOfUid(uid: number): number {
  let tasks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      if (Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]) === uid)
        tasks += Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? 1);
    } catch {}
  }
  return tasks;
}

export class Sandbox {
  private constructor(
    readonly privileged: boolean,
    readonly cgroups: Cgroups | null,
    private readonly cgroupNote: string,
    private readonly baseUid: number,
    private readonly release: () => void,
  ) {}

  static async open(opts: SandboxOptions = {}): Promise<Sandbox> {
    const privileged = process.getuid?.() === 0;
    for (const bin of privileged ? [...REQUIRED, "/usr/bin/setpriv"] : REQUIRED)
      accessSync(bin, constants.X_OK);
    const opened =
      opts.useCgroups === false
        ? { cgroups: null, reason: "disabled" }
        : await openCgroups(undefined, opts.cpuWeight);
    const note = opened.cgroups
      ? `cgroup ${opened.cgroups.kind}, CPU weight ${opts.cpuWeight ?? DEFAULT_CPU_WEIGHT}`
      : `no cgroups (${"reason" in opened ? opened.reason : ""})`;
    const block = opts.baseUid === undefined && privileged ? claimUidBlock() : null;
    return new Sandbox(privileged, opened.cgroups, note, opts.baseUid ?? block?.base ?? 0, () =>
      block?.release(),
    );
  }

  /** The isolation strict mode requires that this host does not give (seccomp is checked by the runner). */
  missing(): string[] {
    const missing: string[] = [];
    if (!this.privileged) missing.push("per-slot uids (the worker is not root)");
    if (!this.cgroups) missing.push(this.cgroupNote.replace(/^no /, ""));
    return missing;
  }

  describe(): string {
    const who = this.privileged ? `per-slot uids from ${this.baseUid}` : "the worker's own uid (not root)";
    return `bubblewrap sandbox: ${who}, ${this.cgroupNote}`;
  }

  identity(slot: number): Identity {
    return this.privileged ? { uid: this.baseUid + slot, gid: this.baseUid + slot } : null;
  }

  /**
   * `pids` caps a test's processes + threads: RLIMIT_NPROC, which counts per real uid (on a root worker only the
   * running test has the slot's uid: the box's own processes are root), and the box's pids cgroup.
   */
  context(slot: number, pids: number): BoxContext {
    const identity = this.identity(slot);
    // A per-slot uid owns nothing else, so its RLIMIT_NPROC is exactly the sandbox's budget; our own uid also
    // counts the worker's threads, so the budget goes on top of them (approximate, the fallback of a fallback).
    const nproc = identity ? pids : tasksOfUid(process.getuid?.() ?? 0) + pids;
    return { identity, cgroups: this.cgroups, nproc };
  }

  async close() {
    await this.cgroups?.close();
    this.release();
  }
}
