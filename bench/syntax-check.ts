import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Language } from "@grindstone/shared";
import { DESCRIPTORS } from "../worker/src/runners/languages/index.ts";
import { discoverRuntimes } from "../worker/src/runners/runtimes.ts";

/**
 * Not a test: what the syntax check costs (docs/judging.md, "Programs that do not parse"). A JavaScript or
 * TypeScript program that passes never runs the checker (its tests run exactly as before); one whose test fails pays
 * one checker run per submission, in its box. This times a typical solution's run and the checker's run on the same
 * file, bare (no sandbox, so the box's own costs do not blur the difference), alternating, and prints the medians of
 * wall and CPU time. Python's check is the compile the zygote did anyway, so it adds nothing to measure.
 * Run: bun bench/syntax-check.ts [rounds]
 */
const ROUNDS = Number(process.argv[2] ?? 40);
const runtimes = discoverRuntimes();
// A Two Sum solution of the usual size (~30 lines), reading its input and printing the answer.
const PROGRAMS: Partial<Record<Language, string>> = {
  JAVASCRIPT: `const data = require("fs").readFileSync(0, "utf8").split(/\\s+/).filter(Boolean).map(Number);
const n = data[0];
const nums = data.slice(1, n + 1);
const target = data[n + 1];
function twoSum(nums, target) {
  const seen = new Map();
  for (let j = 0; j < nums.length; j++) {
    const i = seen.get(target - nums[j]);
    if (i !== undefined) return [i, j];
    if (!seen.has(nums[j])) seen.set(nums[j], j);
  }
  return [];
}
console.log(twoSum(nums, target).join(" "));
`,
  TYPESCRIPT: `import { readFileSync } from "node:fs";
const data: number[] = readFileSync(0, "utf8").split(/\\s+/).filter(Boolean).map(Number);
const n = data[0]!;
const nums = data.slice(1, n + 1);
const target = data[n + 1]!;
function twoSum(nums: number[], target: number): number[] {
  const seen = new Map<number, number>();
  for (let j = 0; j < nums.length; j++) {
    const i = seen.get(target - nums[j]!);
    if (i !== undefined) return [i, j];
    if (!seen.has(nums[j]!)) seen.set(nums[j]!, j);
  }
  return [];
}
console.log(twoSum(nums, target).join(" "));
`,
};
const INPUT = "4\n2 7 11 15\n9\n";
const CLEAN_ENV = { PATH: "/usr/bin:/bin", HOME: "/tmp", LANG: "C.UTF-8" };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dir = mkdtempSync(join(tmpdir(), "gs-bench-syntax-"));
console.log(`median of ${ROUNDS} runs each, alternating; ms`);
console.log("language     wall program  wall checker   cpu program  cpu checker");
for (const language of Object.keys(PROGRAMS) as Language[]) {
  const d = DESCRIPTORS[language];
  const toolchain = runtimes.toolchains[language];
  if (!toolchain || !d.syntaxChecker) continue;
  writeFileSync(join(dir, d.sourceFile), PROGRAMS[language]!);
  const ctx = { dir, memoryMb: 256, stackBytes: 64 * 1024 * 1024 };
  const checker = join(import.meta.dir, "../worker/src/runners/sandbox", d.syntaxChecker.file);
  // Without fd 3 (here) the checker's report fails with EBADF and is dropped: the same work as in the box.
  const variants = {
    plain: d.run(toolchain, ctx),
    checked: d.syntaxChecker.argv(toolchain, { checker, source: join(dir, d.sourceFile) }),
  };
  const wall = { plain: [] as number[], checked: [] as number[] };
  const cpu = { plain: [] as number[], checked: [] as number[] };
  for (let i = 0; i <= ROUNDS; i++) {
    for (const v of ["plain", "checked"] as const) {
      const t = performance.now();
      const r = Bun.spawnSync(variants[v], {
        cwd: dir,
        env: { ...CLEAN_ENV, ...d.env },
        stdin: Buffer.from(INPUT),
      });
      const ms = performance.now() - t;
      if (v === "plain" && r.stdout.toString().trim() !== "0 1") throw new Error(`${language}: ${r.stderr}`);
      if (i === 0) continue; // warm caches once
      wall[v].push(ms);
      const usage = r.resourceUsage?.cpuTime;
      if (usage) cpu[v].push(Number(usage.user + usage.system) / 1000);
    }
  }
  const w = { plain: median(wall.plain), checked: median(wall.checked) };
  const c = { plain: median(cpu.plain), checked: median(cpu.checked) };
  console.log(
    `${language.padEnd(11)} ${w.plain.toFixed(1).padStart(12)} ${w.checked.toFixed(1).padStart(13)} ${c.plain.toFixed(1).padStart(13)} ${c.checked.toFixed(1).padStart(12)}`,
  );
}
rmSync(dir, { recursive: true, force: true });
