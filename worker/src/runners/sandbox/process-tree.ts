import { readdirSync, readFileSync } from "node:fs";

/**
 * Without cgroups the host measures a sandbox by walking its process tree in /proc (kernel-generated files, which
 * the sandbox cannot plant anything in). Samples miss what happens between polls, so the result is a lower bound.
 */
const PAGE_BYTES = 4096;
// USER_HZ is 100 on every Linux ABI we run on.
const TICK_US = 10_000;

function children(pid: number): number[] {
  const out: number[] = [];
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tasks) {
    try {
      for (const c of readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").split(" ")) {
        if (c.trim()) out.push(Number(c));
      }
    } catch {}
  }
  return out;
}

export function descendants(root: number): number[] {
  const seen: number[] = [];
  const queue = [root];
  while (queue.length > 0 && seen.length < 10_000) {
    const pid = queue.shift()!;
    seen.push(pid);
    queue.push(...children(pid));
  }
  return seen;
}

export type TreeSample = { rssBytes: number; cpuUs: number };

/** Sum of resident memory and CPU time of the live processes under `root` (root included). */
export function sampleTree(root: number): TreeSample {
  let rssBytes = 0;
  let cpuUs = 0;
  for (const pid of descendants(root)) {
    try {
      rssBytes += Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * PAGE_BYTES;
      // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      cpuUs += (Number(rest[11]) + Number(rest[12])) * TICK_US;
    } catch {}
  }
  return { rssBytes, cpuUs };
}

/** Every pid whose real uid is `uid`: with a per-slot uid that is exactly the slot's leftovers. */
export function pidsOfUid(uid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const m = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, "utf8"));
      if (m && Number(m[1]) === uid) pids.push(Number(entry));
    } catch {}
  }
  return pids;
}

/** SIGKILLs every process of the slot's uid until none is left (fallback cleanup when there is no cgroup). */
export async function killUid(uid: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const pids = pidsOfUid(uid);
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {}
    }
    await Bun.sleep(10);
  }
}
