import { availableParallelism } from "node:os";
import { judgePolicySchema, type Language } from "@grindstone/shared";
import { readFixturePackage } from "../worker/src/problem-import/package/fixture-packages.ts";
import { testTextNow } from "../worker/src/problem-import/package/package-tests.ts";
import { LocalSandboxRunner } from "../worker/src/runners/local-sandbox.ts";
import { interactiveBenchEnv } from "./env.ts";
import { bareInteractive } from "./lib/bare-interactive.ts";
import { loadAverage, reportLines } from "./lib/report-lines.ts";

/**
 * `bun run bench:interactive` — issue 24's target: problemtools' guess (interactive, C++ interactor with validate.h)
 * judged within 1.5× of the two programs joined by pipes bare. Runner level (no HTTP or queue, the same for every
 * problem type): LocalSandboxRunner with one slot per core judging the package's accepted submissions (guess.cc and
 * guess.java) on its 10 secret tests, against bare: the same program compiled per submission with the same
 * commands, and the interactor compiled once (as the judge caches it), run per test as two plain processes joined by
 * a pipe and a FIFO, one test per core at a time (the runner's lanes). Both sides include the program's compile;
 * the test phase alone is shown beside it (runner: first test started → verdicts; bare: after the compile).
 * Interleaved round by round; round 0 of each side warms caches (the interactor compiled and its boxes loaded) and is
 * not counted. Figures go to stdout and .tmp/bench-interactive.md, and by hand to docs/benchmarks.md.
 */
const { BENCH_ROUNDS: ROUNDS } = interactiveBenchEnv();
const CORES = availableParallelism();
/** Untimed pause after each side: the runner's lane teardown and standby-box refill (REFILL_DELAY_MS) land in it,
 * not on the bare run that follows. */
const QUIET_MS = 400;
const TARGET = 1.5;

const pkg = readFixturePackage("problemtools/guess");
const policy = judgePolicySchema.parse(pkg.policy);
if (!policy.interactor) throw new Error("guess has no interactor");
const tests = pkg.tests.map((t) => ({ input: t.input, expected: t.output }));
const submissions = (["CPP", "JAVA"] as Language[]).map((language) => {
  const s = pkg.submissions.find((x) => x.expected === "Accepted" && x.language === language);
  if (!s) throw new Error(`guess has no accepted ${language} submission`);
  return s;
});
const memoryMb = Math.floor(policy.limits.memoryKb / 1024);

const runner = new LocalSandboxRunner({ slots: CORES });
const bare = await bareInteractive(
  policy.interactor,
  pkg.tests.map((t) => ({ input: testTextNow(t.input), answer: testTextNow(t.output) })),
);

async function judged(language: Language, source: string) {
  let testsFrom = 0;
  const started = performance.now();
  const r = await runner.run({
    language,
    sourceCode: source,
    tests,
    policy,
    onTestStart: (i) => {
      if (i === 0) testsFrom = performance.now();
    },
  });
  const ended = performance.now();
  // A bench that judged wrongly is void.
  if (r.status !== "Accepted" || r.tests.some((t) => t.status !== "Accepted"))
    throw new Error(`judged ${language}: ${r.status} ${r.tests.map((t) => t.status).join(", ")}`);
  await runner.settled();
  return { totalMs: ended - started, testsMs: ended - testsFrom };
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (x: number) => `${Math.round(x).toLocaleString("en")} ms`;

const report = reportLines();
report.log(
  `guess (problemtools), 10 secret tests, accepted submissions; ${ROUNDS} interleaved rounds after a warm-up, ` +
    `${CORES} lanes / ${CORES} bare tests at a time, load before ${loadAverage()}`,
);
report.log("");
report.log(
  "| submission | judged p50 | judged p95 | bare p50 | bare p95 | **p50 ratio** | tests only: judged p50 | bare p50 | ratio |",
);
report.log("|---|---|---|---|---|---|---|---|---|");
let worst = 0;
try {
  for (const s of submissions) {
    const j = { total: [] as number[], tests: [] as number[] };
    const b = { total: [] as number[], tests: [] as number[] };
    for (let round = 0; round <= ROUNDS; round++) {
      const jt = await judged(s.language, s.source);
      await Bun.sleep(QUIET_MS);
      const bt = await bare.submission(s.language, s.source, { memoryMb, limit: CORES });
      await Bun.sleep(QUIET_MS);
      if (round === 0) continue;
      j.total.push(jt.totalMs);
      j.tests.push(jt.testsMs);
      b.total.push(bt.totalMs);
      b.tests.push(bt.testsMs);
    }
    const ratio = pct(j.total, 0.5) / pct(b.total, 0.5);
    const testsRatio = pct(j.tests, 0.5) / pct(b.tests, 0.5);
    worst = Math.max(worst, ratio);
    report.log(
      `| ${s.path.split("/").pop()} (${s.language}) | ${ms(pct(j.total, 0.5))} | ${ms(pct(j.total, 0.95))} | ` +
        `${ms(pct(b.total, 0.5))} | ${ms(pct(b.total, 0.95))} | **${ratio.toFixed(2)}×** | ` +
        `${ms(pct(j.tests, 0.5))} | ${ms(pct(b.tests, 0.5))} | ${testsRatio.toFixed(2)}× |`,
    );
  }
  report.log("");
  report.log(
    `All ${submissions.length * (ROUNDS + 1) * tests.length} judged tests and as many bare ones Accepted. ` +
      `Worst p50 ratio ${worst.toFixed(2)}× against the target ≤ ${TARGET}×: ${worst <= TARGET ? "met" : "NOT met"}. ` +
      `Load after ${loadAverage()}.`,
  );
  await Bun.write(new URL("../.tmp/bench-interactive.md", import.meta.url), `${report.lines.join("\n")}\n`);
} finally {
  await runner.close();
  bare.close();
}
