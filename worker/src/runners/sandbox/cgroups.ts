import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { type CgroupLayout, discoverCgroupLayout } from "./cgroup-discovery.ts";

/**
 * One cgroup per box (a lane's sandbox, a compiler box, the warm javac), living as long as the box: its
 * memory and task caps hold the box's program together with the box's own processes, and its OOM-kill counter,
 * read before and after each test, says whether the kernel killed something of that test. The box's processes are
 * measured by the supervisor inside it, not here. All under one parent per worker process named grindstone-<pid>,
 * itself inside the worker's own cgroup so the sandboxes count towards whatever limit the deployment put on the
 * worker. v1 needs three hierarchies (memory, pids, cpuacct; cpuacct is usually co-mounted with cpu, whose equal
 * shares keep one box's processes from starving another's); v2 one directory.
 */
export type BoxCgroupLimits = { memoryBytes: number; pidsMax: number };

/**
 * The CPU weight of all of this worker's boxes together against the host's other processes, in cgroup v2's terms
 * (cpu.weight: 1–10,000, 100 = one ordinary process; v1's cpu.shares is the same scale × 10.24). Set on the
 * worker's parent cgroup, so under contention the boxes as a group get weight/(weight + 100 × busy processes) of a
 * core, and any idle core is still theirs. Lower it where the API shares the machine (docs/operations.md).
 */
export const DEFAULT_CPU_WEIGHT = 100;
const sharesOf = (weight: number) => Math.max(2, Math.round((weight * 1024) / 100));

export interface BoxCgroup {
  /** The cgroup.procs files the launcher writes its own pid into before it execs bubblewrap. */
  readonly procsFiles: string[];
  /** How many times the kernel's OOM killer fired in this cgroup so far (a counter: compare before and after). */
  oomKills(): number;
  /** Changes the memory cap of a cgroup that already has members (a box prepared before its submission was known). */
  setMemoryLimit(bytes: number): void;
  /** SIGKILLs anything still inside, then removes the directories. */
  destroy(): Promise<void>;
}

export interface Cgroups {
  readonly kind: "v1" | "v2";
  create(name: string, limits: BoxCgroupLimits): BoxCgroup;
  close(): Promise<void>;
}

const PREFIX = "grindstone-";
// Several runners may live in one process (tests do this); each gets its own parent.
let instances = 0;
const read = (file: string) => readFileSync(file, "utf8");
const readNumber = (file: string) => Number(read(file).trim());
const field = (text: string, key: string) => {
  const m = new RegExp(`^${key} (\\d+)$`, "m").exec(text);
  return m ? Number(m[1]) : null;
};

function listPids(procsFile: string): number[] {
  try {
    return read(procsFile).split("\n").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Kills until the directories are empty and removable. The PID namespace teardown normally beat us to it. */
async function killAndRemove(dirs: string[], killFile?: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (killFile && existsSync(killFile)) {
      try {
        writeFileSync(killFile, "1");
      } catch {}
    }
    for (const dir of dirs) {
      for (const pid of listPids(`${dir}/cgroup.procs`)) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {}
      }
    }
    const left = dirs.filter((dir) => {
      try {
        rmdirSync(dir);
        return false;
      } catch (err) {
        return (err as NodeJS.ErrnoException).code !== "ENOENT";
      }
    });
    if (left.length === 0) return;
    dirs = left;
    // The PID namespace's teardown usually finishes within a millisecond or two of bwrap's exit: retry fast first.
    await Bun.sleep(attempt < 5 ? 1 : 10);
  }
  throw new Error(`cgroups still busy after kill: ${dirs.join(", ")}`);
}

/** An error another sweeper (a worker starting beside us) causes: the directory went, or is on its way out. */
const raced = (err: unknown) => ["ENOENT", "EBUSY"].includes((err as NodeJS.ErrnoException).code ?? "");

/**
 * Removes grindstone-<pid> parents left by worker processes that died without cleaning up. Workers restarted after a
 * crash start together, and each sweeps the same leftovers: a directory another sweeper removed between our
 * readdir of the base and of the parent is done, not a failure. Best effort throughout: what cannot be removed now
 * (still busy) is left for the next start, and a sweep never stops this worker from opening its own cgroups.
 */
export async function sweepStale(base: string): Promise<void> {
  let entries: string[];
  try {
    entries = readdirSync(base);
  } catch {
    return; // opening our own parent below reports a base that truly is not there
  }
  for (const entry of entries) {
    const pid = Number(entry.slice(PREFIX.length).split("-")[0]);
    if (!entry.startsWith(PREFIX) || !Number.isInteger(pid) || existsSync(`/proc/${pid}`)) continue;
    const parent = `${base}/${entry}`;
    let children: string[];
    try {
      children = readdirSync(parent, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => `${parent}/${d.name}`);
    } catch (err) {
      if (raced(err)) continue;
      children = [];
    }
    await killAndRemove(children).catch(() => {});
    await killAndRemove([parent]).catch(() => {});
  }
}

async function openV1(
  dirs: {
    memory: string;
    pids: string;
    cpuacct: string;
    cpu?: string;
  },
  cpuWeight: number,
): Promise<Cgroups> {
  const name = `${PREFIX}${process.pid}-${++instances}`;
  const parents: Record<string, string> = {};
  for (const [controller, dir] of Object.entries(dirs)) {
    await sweepStale(dir);
    parents[controller] = `${dir}/${name}`;
    mkdirSync(`${dir}/${name}`, { recursive: true });
  }
  // Without a cpu hierarchy of their own the boxes compete as the worker's processes do (no weight to set).
  if (parents.cpu) writeFileSync(`${parents.cpu}/cpu.shares`, String(sharesOf(cpuWeight)));
  return {
    kind: "v1",
    create(name, limits) {
      const mem = `${parents.memory}/${name}`;
      const pids = `${parents.pids}/${name}`;
      const cpuacct = `${parents.cpuacct}/${name}`;
      const all = [pids, mem, cpuacct, ...(parents.cpu ? [`${parents.cpu}/${name}`] : [])];
      for (const dir of all) mkdirSync(dir);
      writeFileSync(`${mem}/memory.limit_in_bytes`, String(limits.memoryBytes));
      // memory+swap capped at the same value, so a host with swap cannot stretch the limit (absent without swap accounting).
      if (existsSync(`${mem}/memory.memsw.limit_in_bytes`)) {
        writeFileSync(`${mem}/memory.memsw.limit_in_bytes`, String(limits.memoryBytes));
      }
      writeFileSync(`${pids}/pids.max`, String(limits.pidsMax));
      return {
        procsFiles: all.map((dir) => `${dir}/cgroup.procs`),
        // Kernels before 4.13 lack the oom_kill counter; hitting the limit is the next best sign.
        oomKills: () =>
          field(read(`${mem}/memory.oom_control`), "oom_kill") ?? readNumber(`${mem}/memory.failcnt`),
        setMemoryLimit(bytes) {
          // memory+swap must never be below memory: raise it first, lower it last.
          const memsw = `${mem}/memory.memsw.limit_in_bytes`;
          const hasMemsw = existsSync(memsw);
          const raising = bytes > readNumber(`${mem}/memory.limit_in_bytes`);
          if (hasMemsw && raising) writeFileSync(memsw, String(bytes));
          writeFileSync(`${mem}/memory.limit_in_bytes`, String(bytes));
          if (hasMemsw && !raising) writeFileSync(memsw, String(bytes));
        },
        destroy: () => killAndRemove(all),
      };
    },
    async close() {
      await killAndRemove(Object.values(parents)).catch(() => {});
    },
  };
}

async function openV2(dir: string, cpuWeight: number): Promise<Cgroups> {
  const enable = (d: string) => writeFileSync(`${d}/cgroup.subtree_control`, "+memory +pids +cpu");
  await sweepStale(dir);
  try {
    enable(dir);
  } catch {
    // "No internal processes": a cgroup with members cannot delegate controllers. When the only member is this
    // worker, move it into a leaf of its own (as systemd and container runtimes do) and try again.
    const members = listPids(`${dir}/cgroup.procs`);
    if (members.some((pid) => pid !== process.pid)) throw new Error(`${dir} has other member processes`);
    const leaf = `${dir}/${PREFIX}${process.pid}-host`;
    mkdirSync(leaf, { recursive: true });
    writeFileSync(`${leaf}/cgroup.procs`, String(process.pid));
    enable(dir);
  }
  const parent = `${dir}/${PREFIX}${process.pid}-${++instances}`;
  mkdirSync(parent, { recursive: true });
  enable(parent);
  writeFileSync(`${parent}/cpu.weight`, String(cpuWeight));
  return {
    kind: "v2",
    create(name, limits) {
      const box = `${parent}/${name}`;
      mkdirSync(box);
      writeFileSync(`${box}/memory.max`, String(limits.memoryBytes));
      if (existsSync(`${box}/memory.swap.max`)) writeFileSync(`${box}/memory.swap.max`, "0");
      writeFileSync(`${box}/pids.max`, String(limits.pidsMax));
      return {
        procsFiles: [`${box}/cgroup.procs`],
        oomKills: () => field(read(`${box}/memory.events`), "oom_kill") ?? 0,
        setMemoryLimit: (bytes) => writeFileSync(`${box}/memory.max`, String(bytes)),
        destroy: () => killAndRemove([box], `${box}/cgroup.kill`),
      };
    },
    async close() {
      await killAndRemove([parent], `${parent}/cgroup.kill`).catch(() => {});
    },
  };
}

/** Returns usable cgroups, or the reason there are none (the caller then falls back to rlimits and polling). */
export async function openCgroups(
  layout: CgroupLayout = discoverCgroupLayout(),
  cpuWeight = DEFAULT_CPU_WEIGHT,
): Promise<{ cgroups: Cgroups } | { cgroups: null; reason: string }> {
  if (layout.kind === "none") return { cgroups: null, reason: layout.reason };
  try {
    return {
      cgroups:
        layout.kind === "v1" ? await openV1(layout.dirs, cpuWeight) : await openV2(layout.dir, cpuWeight),
    };
  } catch (err) {
    return { cgroups: null, reason: `cgroup ${layout.kind} not writable: ${(err as Error).message}` };
  }
}
