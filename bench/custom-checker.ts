import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { judgePolicySchema } from "@grindstone/shared";
import { LocalSandboxRunner } from "../worker/src/runners/local-sandbox.ts";
import { customCheckerBenchEnv } from "./env.ts";

/**
 * `bun run bench:custom-checker` — issue 24's target: a 10-test submission on a problem with a Python custom checker
 * (Kattis protocol) within 1.3× of the same program and checker run as bare processes. Runner level (no HTTP or
 * queue, which are the same for every checker): LocalSandboxRunner with one slot per core against, per test, the
 * program then the checker as bare `python3` processes, the tests one per core at a time. Interleaved round by
 * round, medians; the first round of each side warms caches and is not counted. Figures go to docs/benchmarks.md.
 */
const { BENCH_ROUNDS: ROUNDS } = customCheckerBenchEnv();
const CORES = availableParallelism();

// Sum of a list; the checker re-reads the input and recomputes it (a checker that does real work, as most do).
const PROGRAM = "import sys\nnums = list(map(int, sys.stdin.read().split()))\nprint(sum(nums[1:]))\n";
const CHECKER = `import sys
nums = list(map(int, open(sys.argv[1]).read().split()))
said = sys.stdin.read().split()
sys.exit(42 if said == [str(sum(nums[1:]))] else 43)
`;
const tests = Array.from({ length: 10 }, (_, i) => {
  const nums = Array.from({ length: 1000 * (i + 1) }, (_, k) => (k * 7919 + i) % 100_000);
  return { input: `${nums.length}\n${nums.join(" ")}\n`, expected: `${nums.reduce((a, b) => a + b, 0)}\n` };
});
const policy = judgePolicySchema.parse({
  checker: { kind: "custom", language: "PYTHON", protocol: "kattis", source: CHECKER },
});

const dir = mkdtempSync(join(tmpdir(), "gs-bench-checker-"));
writeFileSync(join(dir, "program.py"), PROGRAM);
writeFileSync(join(dir, "checker.py"), CHECKER);
tests.forEach((t, i) => {
  writeFileSync(join(dir, `${i}.in`), t.input);
  writeFileSync(join(dir, `${i}.ans`), t.expected);
  mkdirSync(join(dir, `fb${i}`));
});
const ENV = { PATH: "/usr/bin:/bin", HOME: "/tmp", LANG: "C.UTF-8" };

async function bareTest(i: number) {
  const program = Bun.spawn(["python3", "-I", "-B", join(dir, "program.py")], {
    stdin: Bun.file(join(dir, `${i}.in`)),
    env: ENV,
  });
  const output = await new Response(program.stdout).text();
  if ((await program.exited) !== 0) throw new Error("program failed");
  const checker = Bun.spawn(
    [
      "python3",
      "-I",
      "-B",
      join(dir, "checker.py"),
      join(dir, `${i}.in`),
      join(dir, `${i}.ans`),
      join(dir, `fb${i}`),
    ],
    { stdin: new TextEncoder().encode(output), env: ENV },
  );
  if ((await checker.exited) !== 42) throw new Error(`test ${i}: the checker did not accept`);
}

async function bare() {
  const queue = tests.map((_, i) => i);
  await Promise.all(
    Array.from({ length: CORES }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) await bareTest(i);
    }),
  );
}

const runner = new LocalSandboxRunner({ slots: CORES });
async function judged() {
  const r = await runner.run({ language: "PYTHON", sourceCode: PROGRAM, tests, policy });
  if (r.status !== "Accepted")
    throw new Error(`judged: ${r.status} ${r.tests.map((t) => t.judgeMessage).join("|")}`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const timed = async (fn: () => Promise<void>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};
try {
  const j: number[] = [];
  const b: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const jt = await timed(judged);
    const bt = await timed(bare);
    if (round > 0) {
      j.push(jt);
      b.push(bt);
    }
  }
  const f = (ms: number) => `${ms.toFixed(0)} ms`;
  console.log(
    `10 tests, Python program + Python custom checker (Kattis), ${ROUNDS} rounds, ${CORES} cores\n`,
  );
  console.log("| judged p50 | bare p50 | ratio | target |\n|---|---|---|---|");
  const ratio = median(j) / median(b);
  console.log(
    `| ${f(median(j))} | ${f(median(b))} | **${ratio.toFixed(2)}×** | ≤ 1.3× — ${ratio <= 1.3 ? "met" : "not met"} |`,
  );
} finally {
  await runner.close();
  rmSync(dir, { recursive: true, force: true });
}
