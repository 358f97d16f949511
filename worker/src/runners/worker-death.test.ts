import { expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { leftoverProcesses, processesMentioning } from "../test/sandbox/runner-support.ts";
import { pidsOfUid } from "./sandbox/process-tree.ts";

/**
 * If the worker process itself dies (OOM-killed, kill -9), its sandboxes die with it (bwrap --die-with-parent),
 * and the next runner on the machine sweeps the dead worker's cgroups.
 */
const BASE_UID = 1_840_000;

test("sandboxes die with a killed worker, and its cgroups are swept by the next runner", async () => {
  const script = `
    import { LocalSandboxRunner } from ${JSON.stringify(join(import.meta.dir, "local-sandbox.ts"))};
    import { policyOf } from ${JSON.stringify(join(import.meta.dir, "..", "test", "policy.ts"))};
    const runner = new LocalSandboxRunner({ slots: 1, baseUid: ${BASE_UID}, prewarmCompilers: false });
    console.log("started");
    await runner.run({ language: "PYTHON", sourceCode: "import time\\ntime.sleep(60)",
      tests: [{ input: "" }], policy: policyOf({ cpuTimeMs: 10000, memoryKb: 65536 }) });`;
  const worker = Bun.spawn(["bun", "-e", script], { stdout: "pipe", stderr: "inherit" });
  try {
    // The test program is the one process with the slot's uid (the box's own processes are root's).
    const deadline = Date.now() + 30_000;
    while (pidsOfUid(BASE_UID).length === 0 && Date.now() < deadline) await Bun.sleep(50);
    expect(pidsOfUid(BASE_UID)).not.toEqual([]);
  } finally {
    worker.kill("SIGKILL");
    await worker.exited;
  }
  expect(await leftoverProcesses(BASE_UID)).toEqual([]);
  // Nor does any box of the dead worker (standby ones included) survive it.
  for (let i = 0; i < 100 && processesMentioning(`/gs/supervisor.py ${BASE_UID} `).length > 0; i++)
    await Bun.sleep(30);
  expect(processesMentioning(`/gs/supervisor.py ${BASE_UID} `)).toEqual([]);

  const stale = `/sys/fs/cgroup/pids/grindstone-${worker.pid}-1`;
  // Only checkable where the pids hierarchy is a v1 mount at the usual place with us at its root (as on CI).
  const checkable = existsSync(stale);
  const { LocalSandboxRunner } = await import("./local-sandbox.ts");
  const next = new LocalSandboxRunner({ slots: 1, baseUid: BASE_UID, prewarmCompilers: false });
  await next.describe(); // opening the sandbox sweeps stale parents
  if (checkable) expect(existsSync(stale)).toBe(false);
  // Nor is a host directory of it left (none is made: the boxes' programs are copied in through descriptors).
  expect(readdirSync(tmpdir()).filter((e) => e.startsWith(`grindstone-box-${worker.pid}-`))).toEqual([]);
  await next.close();
}, 60_000);
