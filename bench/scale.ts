/**
 * `bun run bench:scale` — scale-out through a real load balancer (HAProxy, the policy of scripts/lb/), side by side
 * in one run, on the practice data (500 problems, 100,000 users on today's leaderboard):
 *
 * 1. Throughput (wrk, 50 connections, as a signed-in browser: session cookie and Accept-Encoding gzip) of
 *    get-all-problems and leaderboard/today on (a) one API instance behind HAProxy, (b) two instances behind
 *    HAProxy and (c) one instance direct, in BENCH_ROUNDS rounds of BENCH_SECONDS per route, the order of a/b/c
 *    rotating each round so machine noise hits all three alike. Medians, b/a (what a second instance buys) and a/c
 *    (what the balancer costs). The load generator shares the machine's cores with the servers: its CPU is reported.
 * 2. The BENCH_SUBMISSIONS (1,000) burst drain, real sandbox judging of one fast accepted program, submitted through
 *    the balancer (two API instances) by BENCH_SUBMITTERS (200) users: one worker process with WORKER_CONCURRENCY=2
 *    against two worker processes with WORKER_CONCURRENCY=1 each, BENCH_BURST_ROUNDS (2) rounds each in the order
 *    one, two, two, one…, so a drift over the run weighs on both alike. Drain medians and the ratio two/one.
 * Own database (grindstone_bench_scale), Redis DB 8 and key prefix. Figures go to stdout and .tmp/bench-scale.md.
 */
import { prepareDatabase } from "../scripts/preflight.ts";
import { scaleBenchEnv } from "./env.ts";
import { BROWSER, throughput } from "./lib/http-load.ts";
import { PRACTICE_PROBLEMS, seedPracticeData } from "./lib/practice-data.ts";
import { measureCpu } from "./lib/realtime-cpu.ts";
import { loadAverage, reportLines } from "./lib/report-lines.ts";
import { burstRound, loadProblem, prepareSubmitters } from "./lib/scale-burst.ts";
import { startApi, startBalancer, startWorkers, stopAll, stopFleetOnExit } from "./lib/scale-fleet.ts";
import { burstTable, type Drain, type Sample, throughputTables } from "./lib/scale-report.ts";
import { resetBenchState, signedInClient } from "./lib/stack.ts";

const knobs = scaleBenchEnv();
const SECONDS = knobs.BENCH_SECONDS;
const ROUNDS = knobs.BENCH_ROUNDS;
const SUBMISSIONS = knobs.BENCH_SUBMISSIONS;
const SUBMITTERS = Math.min(SUBMISSIONS, knobs.BENCH_SUBMITTERS);
const BURST_ROUNDS = knobs.BENCH_BURST_ROUNDS;
/** Eight tiny tests, and Python's tests fork from a warm interpreter: the judging is short, the queue is busy. */
const SLUG = knobs.BENCH_SLUG;
const LANGUAGE = knobs.BENCH_LANGUAGE;

const DB = "grindstone_bench_scale";
const env: Record<string, string> = {
  NODE_ENV: "production",
  JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123",
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DB}`,
  REDIS_URL: "redis://127.0.0.1:6379/8",
  REDIS_PREFIX: "gs-bench-scale",
  // An access line per request would be part of every figure alike, and is not what this bench is about.
  LOG_LEVEL: "warn",
  REGISTER_MAX_PER_IP: "1000000",
  LOGIN_MAX_PER_IP: "1000000",
  JUDGE_QUEUE_CAP: "100000",
};

const { lines: out, log } = reportLines();
const started = new Date();
const loadAtStart = loadAverage();

stopFleetOnExit();
try {
  await resetBenchState(DB, env.REDIS_URL!, env.REDIS_PREFIX!);
  await prepareDatabase({
    DATABASE_URL: env.DATABASE_URL!,
    REDIS_URL: env.REDIS_URL!,
    ADMIN_EMAIL: "admin@grindstone.dev",
    ADMIN_PASSWORD: "admin12345",
  });
  const ranked = await seedPracticeData({
    databaseUrl: env.DATABASE_URL!,
    redisUrl: env.REDIS_URL!,
    prefix: env.REDIS_PREFIX!,
  });
  const [api1, api2] = await Promise.all([startApi(env), startApi(env)]);
  const lbOne = await startBalancer("lb-one", [api1!]);
  const lbTwo = await startBalancer("lb-two", [api1!, api2!]);
  console.log(`[bench] ${PRACTICE_PROBLEMS} problems, ${ranked} ranked; load ${loadAtStart}`);

  // ---- 1. throughput
  const configs = [
    { key: "a", url: lbOne.url, lb: [lbOne.pid] },
    { key: "b", url: lbTwo.url, lb: [lbTwo.pid] },
    { key: "c", url: api1!.url, lb: [] },
  ] as const;
  const routes = ["/problems/get-all-problems", "/leaderboard/today"] as const;
  const { cookie } = await signedInClient(lbTwo.url, "scale");
  const run = async (url: string, lb: readonly number[], seconds: number): Promise<Sample> => {
    const stop = measureCpu({ api1: [api1!.pid], api2: [api2!.pid], lb: [...lb] });
    const r = await throughput(url, cookie, { seconds, headers: BROWSER });
    const cpu = stop();
    return {
      rps: r.rps,
      errors: r.errors,
      wrk: r.cpu,
      api: cpu.api1! + cpu.api2!,
      lb: cpu.lb!,
      machine: cpu.machine!,
    };
  };
  // Warm-up, not counted: each instance builds its gzipped list body and mirrors on the first requests.
  for (const c of configs) for (const r of routes) await run(`${c.url}/api/v1${r}`, c.lb, 1);
  const samples = new Map<string, Sample[]>();
  for (let k = 0; k < ROUNDS; k++) {
    const order = [...configs.slice(k % 3), ...configs.slice(0, k % 3)];
    for (const c of order)
      for (const r of routes) {
        const s = await run(`${c.url}/api/v1${r}`, c.lb, SECONDS);
        samples.set(`${c.key}${r}`, [...(samples.get(`${c.key}${r}`) ?? []), s]);
        console.log(`[bench] round ${k + 1} ${c.key} ${r}: ${s.rps.toFixed(0)} req/s`);
      }
  }

  // ---- 2. burst drain
  const problem = await loadProblem(env.DATABASE_URL!, SLUG);
  const who = await prepareSubmitters(lbTwo.url, env.DATABASE_URL!, SUBMITTERS);
  const perUser = Math.ceil(SUBMISSIONS / SUBMITTERS);
  const shapes = { one: { count: 1, concurrency: 2 }, two: { count: 2, concurrency: 1 } } as const;
  const burst = async (shape: keyof typeof shapes, submitters = who) => {
    const workers = await startWorkers(env, shapes[shape].count, shapes[shape].concurrency);
    const stop = measureCpu({ api: [api1!.pid, api2!.pid], lb: [lbTwo.pid], workers: workers.pids });
    const r = await burstRound(lbTwo.url, env.DATABASE_URL!, problem, LANGUAGE, submitters, perUser);
    const cpu = stop();
    await workers.stop();
    console.log(`[bench] burst (${shape}): ${r.submitted} drained in ${(r.drainMs / 1000).toFixed(1)} s`);
    return { ...r, cpu };
  };
  // Warm-up, not counted: the first sandboxes after a while start on a cold page cache.
  await burst("one", { ...who, sockets: who.sockets.slice(0, 20) });
  const drains: Record<keyof typeof shapes, Drain[]> = { one: [], two: [] };
  for (let k = 0; k < BURST_ROUNDS * 2; k++) {
    const shape = (k % 4 === 0 || k % 4 === 3 ? "one" : "two") as keyof typeof shapes;
    drains[shape].push(await burst(shape));
  }
  for (const s of who.sockets) s.disconnect();

  // ---- report
  log(
    `${started.toISOString()} · load average at start ${loadAtStart}, at the end ${loadAverage()} · ` +
      `\`BENCH_SECONDS=${SECONDS} BENCH_ROUNDS=${ROUNDS} BENCH_SUBMISSIONS=${SUBMISSIONS} BENCH_SUBMITTERS=${SUBMITTERS} ` +
      `BENCH_BURST_ROUNDS=${BURST_ROUNDS} bun run bench:scale\``,
  );
  log(`\nData: ${PRACTICE_PROBLEMS} problems, ${ranked} users on today's leaderboard.`);
  for (const line of throughputTables(samples, routes, ROUNDS, SECONDS)) log(line);
  for (const line of burstTable(drains, { problem, language: LANGUAGE, perUser, submitters: SUBMITTERS }))
    log(line);
} finally {
  await stopAll();
}
await Bun.write(new URL("../.tmp/bench-scale.md", import.meta.url), `${out.join("\n")}\n`);
process.exit(0);
