import { readdirSync, readFileSync } from "node:fs";

// Without cgroups, what is left of a sandbox once it is killed is whatever still runs under its slot's uid, found in
// /proc (kernel-generated files, which a sandbox cannot plant anything in).

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
