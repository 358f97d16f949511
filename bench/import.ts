import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, ensureDatabase, migrateDatabase } from "@grindstone/db";
import { judgePolicySchema } from "@grindstone/shared";
import { importPackages } from "../worker/src/problem-import/import-packages.ts";
import { FIXTURES_ROOT, readFixturePackage } from "../worker/src/problem-import/package/fixture-packages.ts";
import { LocalSandboxRunner } from "../worker/src/runners/local-sandbox.ts";
import { childProcessEnv, importBenchEnv } from "./env.ts";
import { loadAverage, reportLines } from "./lib/report-lines.ts";

/**
 * `bun run bench:import` — issue 25's importer figures, side by side in one run:
 * 1. The fixture packages imported without verification by the CLI in a process of its own: wall time, problems per
 *    second, and the process's peak memory (VmHWM).
 * 2. Generated packages whose test data is BENCH_DATA_MB (default 10 and 100 MB, every 1 MB test different)
 *    imported the same way from an empty store, imported again (every file already stored), and judged once by a
 *    worker-like child from an empty disk cache (bench/lib/judge-stored.ts): each one's peak memory against the
 *    data's size (the target is flat: test data stored by content, issue 25 item 6).
 * 3. Verification against judging: the problemtools packages imported with verification, and the same submissions
 *    judged by the same runner with the same policies and tests, interleaved round by round (target ≤ 1.2×). The
 *    runner is the floor of the ordinary submit path (which adds HTTP, the queue and the verdict's writes), so the
 *    ratio against it is the stricter one.
 * Own database (grindstone_bench_import). Figures go to stdout and .tmp/bench-import.md.
 */
const { BENCH_ROUNDS: ROUNDS, BENCH_DATA_MB: SIZES } = importBenchEnv();
const DB_URL = "postgres://postgres@127.0.0.1:5432/grindstone_bench_import";
const root = new URL("..", import.meta.url).pathname;
const { lines, log } = reportLines();
const scratch = mkdtempSync(join(tmpdir(), "gs-bench-import-"));
await ensureDatabase(DB_URL);
await migrateDatabase(DB_URL);
const { db, sql } = createDb(DB_URL, { max: 4 });
const clean = async () => {
  await sql`delete from problems where slug like 'pkg-%'`;
  await sql`delete from test_data`; // the bench's own database: every stored file is one of its imports'
};

/** A process of ours: its wall time and peak resident memory (VmHWM, sampled until it exits), and its stdout. */
async function measured(argv: string[]) {
  const started = performance.now();
  const child = Bun.spawn([process.execPath, ...argv], {
    cwd: root,
    env: childProcessEnv({ DATABASE_URL: DB_URL, LOG_LEVEL: "warn" }),
    stdout: "pipe",
    stderr: "inherit",
  });
  let peakKb = 0;
  const sample = setInterval(() => {
    try {
      const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
      if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
    } catch {}
  }, 20);
  const [code, out] = await Promise.all([child.exited, new Response(child.stdout).text()]);
  clearInterval(sample);
  if (code !== 0) throw new Error(`${argv.join(" ")} exited ${code}`);
  return { seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024, out: out.trim() };
}

/** The CLI importing unverified, from an empty store (no problem, no stored test file left by a run before). */
async function cliImport(args: string[]) {
  await clean();
  return measured(["worker/src/problem-import/cli.ts", "--no-verify", ...args]);
}

/** A pass-fail package whose secret data is `mb` MB in 1 MB tests (numbers, as real test data is). */
function generated(mb: number): string {
  const dir = join(scratch, `gen-${mb}mb`);
  mkdirSync(join(dir, "data", "secret"), { recursive: true });
  writeFileSync(join(dir, "problem.yaml"), `name: Generated ${mb} MB\nlimits:\n  time_limit: 2\n`);
  mkdirSync(join(dir, "problem_statement"));
  writeFileSync(
    join(dir, "problem_statement", "problem.en.tex"),
    "\\problemname{Generated}\nSum the numbers.\n",
  );
  for (let i = 0; i < mb; i++) {
    // Every test different (real tests are): each is a file of its own in the store.
    const line = `${Array.from({ length: 100 }, (_, k) => 1_000_000 + i * 100 + k).join(" ")}\n`;
    const file = line.repeat(Math.ceil((1024 * 1024) / line.length));
    writeFileSync(join(dir, "data", "secret", `${String(i).padStart(3, "0")}.in`), file);
    writeFileSync(join(dir, "data", "secret", `${String(i).padStart(3, "0")}.ans`), "0\n");
  }
  return dir;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  log(`# bench:import — ${new Date().toISOString()}, load ${loadAverage()}, ${ROUNDS} rounds`);

  // 1. The fixtures, unverified.
  const fixtureRuns = [];
  for (let r = 0; r < ROUNDS; r++) fixtureRuns.push(await cliImport([FIXTURES_ROOT]));
  const fixtureCount = (await importPackages(db, [FIXTURES_ROOT])).problems.length;
  const t = median(fixtureRuns.map((x) => x.seconds));
  log(
    `fixtures (${fixtureCount} packages, --no-verify, process start to exit): median ${t.toFixed(2)} s = ${(fixtureCount / t).toFixed(1)} problems/s; peak memory ${median(fixtureRuns.map((x) => x.peakMb)).toFixed(0)} MB`,
  );

  // 2. Peak memory against the data's size: importing it (from an empty store), importing it again (every file
  // already stored), and judging a submission on it from a worker's empty disk cache.
  type Peak = {
    mb: number;
    imported: Awaited<ReturnType<typeof measured>>;
    again: Awaited<ReturnType<typeof measured>>;
    judged: Awaited<ReturnType<typeof measured>>;
  };
  const peaks: Peak[] = [];
  for (const mb of SIZES) {
    const dir = generated(mb);
    const runs: Peak[] = [];
    for (let r = 0; r < Math.min(ROUNDS, 2); r++) {
      const imported = await cliImport([dir]);
      const again = await measured(["worker/src/problem-import/cli.ts", "--no-verify", dir]);
      const [row] = await sql<{ id: string }[]>`select id from problems where slug like 'pkg-gen-%' limit 1`;
      const cache = mkdtempSync(join(scratch, "cache-"));
      const judged = await measured(["bench/lib/judge-stored.ts", row!.id, cache]);
      if (!judged.out.startsWith(`Accepted ${mb}/${mb}`)) throw new Error(`judging ${mb} MB: ${judged.out}`);
      rmSync(cache, { recursive: true, force: true });
      runs.push({ mb, imported, again, judged });
    }
    const mid = (pick: (p: Peak) => Awaited<ReturnType<typeof measured>>) => ({
      seconds: median(runs.map((x) => pick(x).seconds)),
      peakMb: median(runs.map((x) => pick(x).peakMb)),
      out: "",
    });
    peaks.push({
      mb,
      imported: mid((x) => x.imported),
      again: mid((x) => x.again),
      judged: mid((x) => x.judged),
    });
    rmSync(dir, { recursive: true, force: true });
  }
  for (const p of peaks)
    log(
      `generated ${p.mb} MB of test data (${p.mb} tests of 1 MB): import ${p.imported.seconds.toFixed(1)} s, peak ${p.imported.peakMb.toFixed(0)} MB; again ${p.again.seconds.toFixed(1)} s, peak ${p.again.peakMb.toFixed(0)} MB; judged (fetch + run) ${p.judged.seconds.toFixed(1)} s, peak ${p.judged.peakMb.toFixed(0)} MB`,
    );
  if (peaks.length >= 2) {
    const [a, b] = [peaks[0]!, peaks[peaks.length - 1]!];
    const r = (pick: (p: Peak) => number) => (pick(b) / pick(a)).toFixed(2);
    log(
      `peak memory ${b.mb} MB vs ${a.mb} MB of data (flat would be ~1.0×; issue 25 item 6): import ${r((p) => p.imported.peakMb)}×, import again ${r((p) => p.again.peakMb)}×, judging ${r((p) => p.judged.peakMb)}×`,
    );
  }

  // 3. Verification against judging the same submissions with the same runner.
  const runner = new LocalSandboxRunner({ slots: 2 });
  const ids = [
    "problemtools/hello",
    "problemtools/different",
    "problemtools/oddecho",
    "problemtools/guess",
  ] as const;
  const packages = ids.map((id) => {
    const pkg = readFixturePackage(id);
    return {
      dir: join(FIXTURES_ROOT, id),
      policy: judgePolicySchema.parse(pkg.policy),
      tests: pkg.tests.map((x) => ({ input: x.input, expected: x.output })),
      // The package's own submissions only (verification judges those, not our extra solutions).
      submissions: pkg.submissions.filter((s) => s.path.startsWith("submissions/")),
    };
  });
  const judgeAll = async () => {
    for (const p of packages)
      for (const s of p.submissions)
        await runner.run({ language: s.language, sourceCode: s.source, tests: p.tests, policy: p.policy });
  };
  const verifyAll = async () => {
    await clean();
    const report = await importPackages(
      db,
      packages.map((p) => p.dir),
      { runner },
    );
    if (report.problems.some((p) => p.verified !== "passed")) throw new Error("a package did not verify");
    return report;
  };
  // The judging side uses the policies verification saved (a package without a time limit gets the derived one),
  // so both sides judge with the same limits.
  const first = await verifyAll();
  for (const [i, entry] of first.problems.entries()) {
    const [row] = await sql<
      { judge_policy: unknown }[]
    >`select judge_policy from problems where id = ${entry.id!}`;
    packages[i]!.policy = judgePolicySchema.parse(row!.judge_policy);
  }
  const submissionCount = packages.reduce((n, p) => n + p.submissions.length, 0);
  // Round 0 warms both (compilers, the checkers' and interactors' caches) and is not counted.
  const judged: number[] = [];
  const verified: number[] = [];
  for (let r = 0; r <= ROUNDS; r++) {
    let s = performance.now();
    await judgeAll();
    if (r > 0) judged.push((performance.now() - s) / 1000);
    s = performance.now();
    await verifyAll();
    if (r > 0) verified.push((performance.now() - s) / 1000);
  }
  await runner.close();
  const [j, v] = [median(judged), median(verified)];
  log(
    `verification of ${packages.length} packages (${submissionCount} submissions, input validators, derived time limits): median ${v.toFixed(2)} s; the same submissions judged by the runner: ${j.toFixed(2)} s; ratio ${(v / j).toFixed(2)}× (target ≤ 1.2×)`,
  );
  log(
    `rounds: judged ${judged.map((x) => x.toFixed(2)).join(", ")}; verified ${verified.map((x) => x.toFixed(2)).join(", ")}`,
  );
  mkdirSync(join(root, ".tmp"), { recursive: true });
  writeFileSync(join(root, ".tmp", "bench-import.md"), `${lines.join("\n")}\n`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
  await sql.end();
}
