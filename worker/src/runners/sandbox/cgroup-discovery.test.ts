import { expect, test } from "bun:test";
import { chooseLayout } from "./cgroup-discovery.ts";

// Pure parsing of /proc/self/{mountinfo,cgroup} as they look on hybrid, pure-v2 and cgroup-less hosts.
const HYBRID_MOUNTS = `31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
32 31 0:29 / /sys/fs/cgroup/cpu,cpuacct rw,relatime - cgroup cgroup rw,cpu,cpuacct
35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw`;
const HYBRID_CGROUP = `8:pids:/
4:memory:/svc/worker
2:cpu,cpuacct:/
0::/`;

test("hybrid host: v1 controllers, inside our own memory cgroup; cpu co-mounted with cpuacct is not repeated", () => {
  const layout = chooseLayout(HYBRID_MOUNTS, HYBRID_CGROUP, () => ["hugetlb"]);
  expect(layout).toEqual({
    kind: "v1",
    dirs: {
      memory: "/sys/fs/cgroup/memory/svc/worker",
      pids: "/sys/fs/cgroup/pids/",
      cpuacct: "/sys/fs/cgroup/cpu,cpuacct/",
    },
  });
});

test("pure v2 host with delegated controllers", () => {
  const mounts = "30 23 0:26 / /sys/fs/cgroup rw,nosuid - cgroup2 cgroup2 rw,nsdelegate";
  const layout = chooseLayout(mounts, "0::/system.slice/worker.service", (dir) =>
    dir === "/sys/fs/cgroup/system.slice/worker.service" ? ["cpuset", "cpu", "io", "memory", "pids"] : null,
  );
  expect(layout).toEqual({ kind: "v2", dir: "/sys/fs/cgroup/system.slice/worker.service" });
});

test("container with a cgroup namespace: the mount root is our own cgroup", () => {
  const mounts = "30 23 0:26 / /sys/fs/cgroup rw - cgroup2 cgroup2 rw";
  expect(chooseLayout(mounts, "0::/", () => ["memory", "pids", "cpu"])).toEqual({
    kind: "v2",
    dir: "/sys/fs/cgroup/",
  });
});

test("v2 without the memory controller and no v1: none, with a reason", () => {
  const mounts = "30 23 0:26 / /sys/fs/cgroup rw - cgroup2 cgroup2 rw";
  const layout = chooseLayout(mounts, "0::/", () => ["cpu", "pids"]);
  expect(layout.kind).toBe("none");
});
