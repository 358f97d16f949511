import { readFileSync } from "node:fs";

/**
 * Where this process sits in the cgroup hierarchies, parsed from /proc/self/{mountinfo,cgroup}. Pure functions
 * over the file texts so the v1/v2/hybrid decision is testable without the kernel layout we happen to run on.
 */
export type CgroupLayout =
  | { kind: "v1"; dirs: { memory: string; pids: string; cpuacct: string; cpu?: string } }
  | { kind: "v2"; dir: string }
  | { kind: "none"; reason: string };

type Mount = { root: string; mountPoint: string; fsType: string; superOptions: string[] };

function parseMountInfo(text: string): Mount[] {
  const mounts: Mount[] = [];
  for (const line of text.split("\n")) {
    const [left, right] = line.split(" - ");
    if (!left || !right) continue;
    const f = left.split(" ");
    const r = right.split(" ");
    if (!f[3] || !f[4] || !r[0]) continue;
    mounts.push({
      root: unescapeOctal(f[3]),
      mountPoint: unescapeOctal(f[4]),
      fsType: r[0],
      superOptions: (r[2] ?? "").split(","),
    });
  }
  return mounts;
}

// mountinfo escapes space, tab, newline and backslash as \ooo.
const unescapeOctal = (s: string) =>
  s.replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(Number.parseInt(o, 8)));

/** Our cgroup path per v1 controller ("memory" → "/a/b"), and the v2 path under the key "". */
function parseProcCgroup(text: string): Map<string, string> {
  const paths = new Map<string, string>();
  for (const line of text.split("\n")) {
    const m = /^\d+:([^:]*):(.*)$/.exec(line);
    if (!m) continue;
    for (const controller of m[1]!.split(",")) paths.set(controller, m[2]!);
  }
  return paths;
}

/** The directory of our own cgroup inside a mount, or null when the mount does not show it (another namespace). */
function dirInMount(mount: Mount, ownPath: string): string | null {
  const root = mount.root === "/" ? "" : mount.root;
  if (ownPath !== root && !ownPath.startsWith(`${root}/`)) return null;
  return mount.mountPoint + ownPath.slice(root.length);
}

/**
 * Prefers v2 when its memory, pids and cpu controllers are usable from our cgroup (pure v2 hosts), else the v1
 * memory + pids + cpuacct hierarchies (hybrid hosts like this one, where v2 only carries hugetlb), else none.
 * `controllersOf` reads cgroup.controllers of a v2 directory (injected so tests need no kernel).
 */
export function chooseLayout(
  mountInfo: string,
  procCgroup: string,
  controllersOf: (dir: string) => string[] | null,
): CgroupLayout {
  const mounts = parseMountInfo(mountInfo);
  const own = parseProcCgroup(procCgroup);

  const v2Mount = mounts.find((m) => m.fsType === "cgroup2");
  const v2Path = own.get("");
  if (v2Mount && v2Path !== undefined) {
    const dir = dirInMount(v2Mount, v2Path);
    const controllers = dir ? controllersOf(dir) : null;
    if (dir && controllers && ["memory", "pids", "cpu"].every((c) => controllers.includes(c))) {
      return { kind: "v2", dir };
    }
  }

  const v1Dir = (controller: string) => {
    const mount = mounts.find((m) => m.fsType === "cgroup" && m.superOptions.includes(controller));
    const path = own.get(controller);
    return mount && path !== undefined ? dirInMount(mount, path) : null;
  };
  const memory = v1Dir("memory");
  const pids = v1Dir("pids");
  const cpuacct = v1Dir("cpuacct");
  // The cpu controller is optional: it only makes boxes share the CPU fairly (one group each, equal shares), so a
  // fork bomb's hundred spinning processes cannot starve the other slot. Often co-mounted with cpuacct.
  const cpu = v1Dir("cpu");
  if (memory && pids && cpuacct) {
    return { kind: "v1", dirs: { memory, pids, cpuacct, ...(cpu && cpu !== cpuacct ? { cpu } : {}) } };
  }
  return {
    kind: "none",
    reason: "no cgroup v2 with memory+pids+cpu and no cgroup v1 memory+pids+cpuacct mounts",
  };
}

export function discoverCgroupLayout(): CgroupLayout {
  try {
    return chooseLayout(
      readFileSync("/proc/self/mountinfo", "utf8"),
      readFileSync("/proc/self/cgroup", "utf8"),
      (dir) => {
        try {
          return readFileSync(`${dir}/cgroup.controllers`, "utf8").trim().split(/\s+/);
        } catch {
          return null;
        }
      },
    );
  } catch (err) {
    return { kind: "none", reason: `cannot read /proc/self: ${(err as Error).message}` };
  }
}
