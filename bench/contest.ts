/**
 * `bun run bench:contest` — a LIVE contest under load (issue 12): 5 problems, BENCH_USERS (10,000) registered
 * users, BENCH_SOCKETS (1,000) of them signed in and watching the board (`joinContest`) on two API instances.
 *
 * 1. Burst: BENCH_SUBMITTERS (200) of the watchers send BENCH_SUBMISSIONS (1,000) contest submissions at once
 *    (bench/lib/contest-burst.ts); drain against the same programs run bare afterwards; zero lost checked from the
 *    stores (bench/lib/contest-check.ts). Target: drain ≤ 1.3× bare.
 * 2. Verdict → scoreboard delta on every watching socket: from each submission's judgedAt to the first
 *    `scoreboardUpdate` on each socket whose row shows it (bench/lib/contest-watch.ts). Target: p99 ≤ 1 s.
 * 3. `GET /contests/{id}/scoreboard` (first page) at a fixed BENCH_RATE (500) req/s beside the do-nothing route
 *    (`/health/live`) on the same server, interleaved, BENCH_SECONDS each. Target: p99 ≤ 20 ms.
 * Own database (grindstone_bench_contest), Redis DB 8 and key prefix. Figures go to stdout and .tmp/bench-contest.md.
 */
import Redis from "ioredis";
import postgres from "postgres";
import { contestBenchEnv } from "./env.ts";
import { MAX_LEVELS, planFor, runBare, runBurst } from "./lib/contest-burst.ts";
import { checkContest } from "./lib/contest-check.ts";
import { prepareContest } from "./lib/contest-data.ts";
import {
  closeWatchers,
  deliveries,
  deliveryBreakdown,
  openWatchers,
  sortedPercentile,
  type Verdict,
  waitDelivered,
} from "./lib/contest-watch.ts";
import { sideBySide } from "./lib/http-load.ts";
import { measureCpu } from "./lib/realtime-cpu.ts";
import { signIn } from "./lib/realtime-stack.ts";
import { loadAverage, reportLines } from "./lib/report-lines.ts";
import { stackChildren, startExtraApi, startStack } from "./lib/stack.ts";

const knobs = contestBenchEnv();
const USERS = knobs.BENCH_USERS;
const SOCKETS = Math.min(USERS, knobs.BENCH_SOCKETS);
const SUBMITTERS = Math.min(SOCKETS, knobs.BENCH_SUBMITTERS);
const SUBMISSIONS = knobs.BENCH_SUBMISSIONS;
const RATE = knobs.BENCH_RATE;
const SECONDS = knobs.BENCH_SECONDS;
/** How long to wait after the drain for the last deltas (the worker's reconciliation runs every 30 s). */
const GRACE_MS = knobs.BENCH_DELTA_GRACE_MS;
const SLUGS = ["two-sum", "valid-parentheses", "climbing-stairs", "maximum-subarray", "coin-change"];

const { lines: out, log } = reportLines();
const started = new Date();
const loadAtStart = loadAverage();
const ms = (x: number) => `${x.toFixed(0)} ms`;

const stack = await startStack("contest", {}, { redisDb: 8 });
const second = await startExtraApi(stack);
const urls = [stack.url, second.url];
let watchers: Awaited<ReturnType<typeof openWatchers>> | null = null;
try {
  console.log(`[bench] seeding ${USERS} registered users, load ${loadAtStart}`);
  const data = await prepareContest(stack, SLUGS, USERS);
  const { contestId, problems } = data;
  const cookies = await signIn(
    stack.url,
    data.users.slice(0, SOCKETS).map((u) => u.email),
  );
  const submitterIds = data.users.slice(0, SUBMITTERS).map((u) => u.id);
  watchers = await openWatchers({
    urls,
    cookies,
    contestId,
    submitterIds,
    problemIds: problems.map((p) => p.id),
    levels: MAX_LEVELS,
  });
  const board = `${stack.url}/api/v1/contests/${contestId}/scoreboard`;
  const first = (await (await fetch(board, { headers: { cookie: cookies[0]! } })).json()) as {
    total: number;
  };
  if (first.total !== USERS) throw new Error(`board holds ${first.total} of ${USERS} users`);
  console.log(
    `[bench] contest ${contestId}: ${USERS} registered, ${watchers.sockets.length} sockets watching`,
  );

  // ---- 1. burst
  const perUser = Math.max(1, Math.ceil(SUBMISSIONS / SUBMITTERS));
  const plans = submitterIds.map((_, i) => planFor(i, problems.length, perUser));
  const total = plans.reduce((n, p) => n + p.length, 0);
  const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => {} });
  const redis = new Redis(stack.redisUrl);
  const redisPid = Number(/process_id:(\d+)/.exec(await redis.info("server"))?.[1]);
  await redis.quit();
  const { api, worker } = stackChildren(stack.pid);
  const pgPids = (
    await sql`select pid from pg_stat_activity where datname = 'grindstone_bench_contest' and pid <> pg_backend_pid()`
  ).map((r) => r.pid as number);
  const stopCpu = measureCpu({
    api: [...api, second.pid],
    worker,
    postgres: pgPids,
    redis: Number.isFinite(redisPid) ? [redisPid] : [],
  });
  const burstStart = Date.now();
  const burst = await runBurst(
    contestId,
    problems,
    plans.map((plan, i) => ({ url: urls[i % 2]!, cookie: cookies[i]!, socket: watchers!.sockets[i]!, plan })),
  );
  const cpu = stopCpu();
  console.log(`[bench] drained ${burst.submitted} in ${ms(burst.drainMs)}; cpu ${JSON.stringify(cpu)}`);

  // ---- 2. deltas: every verdict, as the k-th of its cell, on every socket
  let check = await checkContest(stack, contestId);
  const userIndex = new Map(submitterIds.map((id, i) => [id, i]));
  const problemIndex = new Map(problems.map((p, i) => [p.id, i]));
  const toVerdicts = () => {
    const levels = new Map<string, number>();
    const list: Verdict[] = [];
    for (const v of check.verdicts) {
      if (v.status === "Internal Error" || v.status === "Compilation Error") continue; // not on the board
      const key = `${v.userId}/${v.problemId}`;
      const level = (levels.get(key) ?? 0) + 1;
      levels.set(key, level);
      list.push({
        user: userIndex.get(v.userId)!,
        problem: problemIndex.get(v.problemId)!,
        level: Math.min(level, MAX_LEVELS),
        judgedAt: v.judgedAt,
      });
    }
    return list;
  };
  const verdicts = toVerdicts();
  const waited = await waitDelivered(watchers, verdicts, GRACE_MS);
  check = await checkContest(stack, contestId); // again: anything still moving after the drain shows here
  const { latencies, missing } = deliveries(watchers, verdicts);
  const S = watchers.sockets.length;
  const finals = await sql`
    select user_id, solved, penalty from contest_standings
    where contest_id = ${contestId} and user_id in ${sql(submitterIds)}`;
  await sql.end();
  const { firstSeen, spread, staleRows } = deliveryBreakdown(
    watchers,
    verdicts,
    finals.map((r) => ({ user: userIndex.get(r.user_id)!, solved: r.solved, penalty: r.penalty })),
  );

  // ---- the same work bare, while the stack idles
  console.log("[bench] running the same programs bare");
  const bareMs = await runBare(problems, plans);

  // ---- 3. scoreboard first page at a fixed rate, beside the do-nothing route, interleaved. 50 connections at
  // RATE/50 each, so a slow answer does not lower the rate asked for (it shows as a lower rate served).
  const rounds = await sideBySide(`${stack.url}/api/v1/health/live`, board, cookies[0]!, {
    rate: RATE,
    seconds: SECONDS,
    connections: 50,
    rounds: 2,
    serverPid: api[0]!,
  });

  // ---- report
  log(
    `${started.toISOString()} · load average at start ${loadAtStart}, at the end ${loadAverage()} · ` +
      `\`BENCH_USERS=${USERS} BENCH_SOCKETS=${SOCKETS} BENCH_SUBMITTERS=${SUBMITTERS} BENCH_SUBMISSIONS=${SUBMISSIONS} ` +
      `BENCH_RATE=${RATE} BENCH_SECONDS=${SECONDS} bun run bench:contest\` · one worker (${knobs.WORKER_CONCURRENCY ?? "one slot per core"}), two API instances`,
  );
  log(
    `\nContest: ${problems.length} problems (${SLUGS.join(", ")}; ${problems.map((p) => p.inputs.length).join("/")} tests), ` +
      `${check.registered} registered, ${S} sockets watching (half on each API instance).`,
  );
  const statuses = Object.entries(check.byStatus)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
  log(`\n**1. Burst**: ${total} submissions from ${SUBMITTERS} users (${statuses}).`);
  log(
    "\n| drain | bare | ratio | stored | still pending | cells ≠ recomputation | standings ≠ recomputation | ranking ≠ standing | 429/503 retries | answered 200 |",
  );
  log("|---|---|---|---|---|---|---|---|---|---|");
  const lost = check.pending + (total - check.stored);
  log(
    `| ${(burst.drainMs / 1000).toFixed(1)} s | ${(bareMs / 1000).toFixed(1)} s | **${(burst.drainMs / bareMs).toFixed(2)}×** | ` +
      `${check.stored} | ${lost} | ${check.badCells} | ${check.badStandings} | ${check.badRanking} | ${burst.retries} | ${burst.http200} |`,
  );
  log(
    `\nCPU during the burst, % of one core (200 = both cores): client (this process, ${S} sockets) ${cpu.client}, ` +
      `API ×2 ${cpu.api}, worker process ${cpu.worker} (its sandboxes not included), Postgres ${cpu.postgres}, ` +
      `redis-server ${cpu.redis}, machine ${cpu.machine}. Last verdict ${((Math.max(...check.verdicts.map((v) => v.judgedAt)) - burstStart) / 1000).toFixed(1)} s after the start.`,
  );
  const f = (xs: Float64Array, p: number) => (xs.length ? ms(sortedPercentile(xs, p)) : "—");
  log(
    `\n**2. Verdict → scoreboard delta**, judgedAt → the first \`scoreboardUpdate\` showing it, on each of ${S} sockets ` +
      `(${verdicts.length} verdicts × ${S} = ${verdicts.length * S} deliveries):`,
  );
  log(
    "\n| p50 | p99 | max | missing | sockets whose last row ≠ final standing | first socket p50 / p99 | fan-out spread p99 |",
  );
  log("|---|---|---|---|---|---|---|");
  log(
    `| ${f(latencies, 50)} | **${f(latencies, 99)}** | ${f(latencies, 100)} | ${missing} | ${staleRows} | ` +
      `${f(firstSeen, 50)} / ${f(firstSeen, 99)} | ${f(spread, 99)} |`,
  );
  log(
    `\n(${watchers.deltas} deltas received in all, ${watchers.rows} rows; waited ${ms(waited)} after the drain for the last.)`,
  );
  log(
    `\n**3. Scoreboard first page** at a fixed ${RATE} req/s (${rounds[0]!.route.tool}, 50 connections, ${SECONDS} s each, interleaved), ` +
      "as a registered user (the page and their own row), on one API instance:",
  );
  log("\n| round | route | req/s served | p50 | p99 | errors | API CPU |\n|---|---|---|---|---|---|---|");
  rounds.forEach((r, k) => {
    for (const [name, x, c] of [
      ["GET /health/live (do-nothing)", r.floor, r.cpu.floor],
      ["GET /contests/{id}/scoreboard (page 1, 50 rows)", r.route, r.cpu.route],
    ] as const)
      log(`| ${k + 1} | ${name} | ${x.rps.toFixed(0)} | ${x.p50} ms | ${x.p99} ms | ${x.errors} | ${c} % |`);
  });
  const worst = Math.max(...rounds.map((r) => r.route.p99));
  const p99 = sortedPercentile(latencies, 99);
  log(
    `\nTargets: drain ${(burst.drainMs / bareMs).toFixed(2)}× bare (≤ 1.3×) and ${lost} lost — **${burst.drainMs / bareMs <= 1.3 && lost === 0 && check.badCells + check.badStandings === 0 ? "met" : "missed"}**; ` +
      `delta p99 ${ms(p99)} (≤ 1 s), ${missing} missing — **${p99 <= 1000 && missing === 0 ? "met" : "missed"}**; ` +
      `scoreboard p99 ${worst} ms, worst round (≤ 20 ms) — **${worst <= 20 ? "met" : "missed"}**.`,
  );
} finally {
  if (watchers) closeWatchers(watchers);
  await second.stop();
  await stack.stop();
}
await Bun.write(new URL("../.tmp/bench-contest.md", import.meta.url), `${out.join("\n")}\n`);
process.exit(0);
