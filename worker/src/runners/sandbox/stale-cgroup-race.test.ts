import { expect, test } from "bun:test";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { discoverCgroupLayout } from "./cgroup-discovery.ts";

/**
 * Workers restarted after a crash start together, beside the cgroups the dead worker could not clean up, and each
 * sweeps the same leftovers. One removing a directory between another's two readdirs once failed that other's
 * whole sandbox open, and it exited with "strict sandbox mode: this host lacks cgroups (… ENOENT …)". Here three
 * worker processes (the runner a worker opens at start, in strict mode) start at once beside many stale parents:
 * all three must judge, and the leftovers must be gone.
 */
const BASE_UID = 1_870_000;
const layout = discoverCgroupLayout();
const bases = layout.kind === "v1" ? Object.values(layout.dirs) : layout.kind === "v2" ? [layout.dir] : [];

/** Pids of processes that have ended: what a crashed worker's cgroups are named after. */
async function deadPids(n: number): Promise<number[]> {
  const pids: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = Bun.spawn(["true"]);
    await p.exited;
    pids.push(p.pid);
  }
  return pids.filter((pid) => !existsSync(`/proc/${pid}`));
}

test.skipIf(bases.length === 0)(
  "three workers starting at once beside a dead worker's cgroups all judge, and sweep them",
  async () => {
    // Many parents with several boxes each, so the three sweeps overlap for long enough to collide.
    const stale: string[] = [];
    for (const pid of await deadPids(30)) {
      for (let n = 1; n <= 3; n++) {
        for (const base of bases) {
          const parent = `${base}/grindstone-${pid}-${n}`;
          for (let box = 1; box <= 6; box++) mkdirSync(`${parent}/s0-${box}`, { recursive: true });
          stale.push(parent);
        }
      }
    }
    const script = (uid: number) => `
      import { LocalSandboxRunner } from ${JSON.stringify(join(import.meta.dir, "..", "local-sandbox.ts"))};
      import { policyOf } from ${JSON.stringify(join(import.meta.dir, "..", "..", "test", "policy.ts"))};
      const runner = new LocalSandboxRunner({ slots: 1, baseUid: ${uid}, prewarmCompilers: false, mode: "strict" });
      try {
        await runner.describe();
        const result = await runner.run({ language: "PYTHON", sourceCode: "print(int(input()) * 2)",
          tests: [{ input: "21", expected: "42" }], policy: policyOf({ cpuTimeMs: 2000, memoryKb: 131072 }) });
        console.log(JSON.stringify({ status: result.status }));
      } catch (err) {
        console.log(JSON.stringify({ error: err.message }));
      }
      await runner.close();`;
    const workers = [0, 1, 2].map((i) =>
      Bun.spawn(["bun", "-e", script(BASE_UID + i * 10)], { stdout: "pipe", stderr: "pipe" }),
    );
    const outcomes = await Promise.all(
      workers.map(async (w) => {
        const [out, err] = await Promise.all([new Response(w.stdout).text(), new Response(w.stderr).text()]);
        await w.exited;
        const last = out.trim().split("\n").at(-1) ?? "";
        try {
          return JSON.parse(last) as { status?: string; error?: string };
        } catch {
          return { error: `no result (exit ${w.exitCode}): ${out}${err}`.slice(0, 500) };
        }
      }),
    );
    expect(outcomes).toEqual([{ status: "Accepted" }, { status: "Accepted" }, { status: "Accepted" }]);
    expect(stale.filter((dir) => existsSync(dir))).toEqual([]);
  },
  60_000,
);
