import { afterEach, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { policyOf } from "../../test/policy.ts";
import { LocalSandboxRunner } from "../local-sandbox.ts";
import { discoverCgroupLayout } from "./cgroup-discovery.ts";

/**
 * SANDBOX_CPU_WEIGHT reaches the kernel: the parent cgroup of this worker's boxes carries it (cpu.weight on v2,
 * cpu.shares = weight × 10.24 on v1), and boxes under it still judge. Whether it gives the API its cores back under
 * a rush is measured, not asserted: bench:contest-day, docs/benchmarks.md.
 */
const layout = discoverCgroupLayout();
const cpuDir = layout.kind === "v2" ? layout.dir : layout.kind === "v1" ? layout.dirs.cpu : undefined;
const runners: LocalSandboxRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.close()));
});

/** This process's box parents (grindstone-<pid>-<n>): other test files' runners in this process have theirs. */
const parents = () => readdirSync(cpuDir!).filter((d) => d.startsWith(`grindstone-${process.pid}-`));

/** Opens `runner`'s sandbox; what the kernel holds for the parent it made. */
async function weightOf(runner: LocalSandboxRunner) {
  const before = new Set(parents());
  const described = await runner.describe();
  const made = parents().filter((d) => !before.has(d));
  expect(made).toHaveLength(1);
  const file = layout.kind === "v2" ? "cpu.weight" : "cpu.shares";
  return { described, weight: readFileSync(`${cpuDir}/${made[0]}/${file}`, "utf8").trim() };
}

test.skipIf(cpuDir === undefined)(
  "the boxes' parent cgroup carries the configured CPU weight, and a low weight still judges",
  async () => {
    const low = new LocalSandboxRunner({
      slots: 1,
      baseUid: 1_880_000,
      prewarmCompilers: false,
      cpuWeight: 10,
    });
    runners.push(low);
    const lowSeen = await weightOf(low);
    expect(lowSeen.described).toContain("CPU weight 10");
    expect(lowSeen.weight).toBe(layout.kind === "v2" ? "10" : "102");
    const result = await low.run({
      language: "PYTHON",
      sourceCode: "print(int(input()) * 2)",
      tests: [{ input: "21", expected: "42" }],
      policy: policyOf({ cpuTimeMs: 2000, memoryKb: 131072 }),
    });
    expect(result.status).toBe("Accepted");
    await low.close();
    runners.pop();

    // Unset, the boxes weigh as one ordinary process, as before the setting existed.
    const plain = new LocalSandboxRunner({ slots: 1, baseUid: 1_880_100, prewarmCompilers: false });
    runners.push(plain);
    const plainSeen = await weightOf(plain);
    expect(plainSeen.described).toContain("CPU weight 100");
    expect(plainSeen.weight).toBe(layout.kind === "v2" ? "100" : "1024");
  },
);
