/**
 * `bun run bench:contest-day` — a contest day at LeetCode-weekly size (issue 28): BENCH_DAY_USERS (10,000)
 * registered, BENCH_DAY_SOCKETS (10,000) of them signed in with a socket, spread over two API instances, every
 * other socket on the standings tab; one worker. The round (BENCH_DAY_ROUND_S) has a freeze (its last minute) and
 * pretests (BENCH_DAY_PRETESTS=1, the default; 0 to run the same rush without them) and a submission curve at the
 * API: a burst at the start, a steady middle, a rush at the end (BENCH_DAY_PEAK submissions/s at the peaks), fast
 * programs (the seeded problems' references and instant wrong answers). Scoreboard page reads at
 * BENCH_DAY_READ_RATE req/s run beside it all round, and practice submissions at BENCH_DAY_PRACTICE/s from users
 * outside the rush (bench/lib/contest-day-priority.ts). After the end: the drain, the system test, the final check.
 *
 * Reports: verdict → scoreboard delta on a sample of BENCH_DAY_SAMPLE watching sockets (p50/p99/max) for tries
 * before the freeze; pushes lost on every watching socket; submit → verdict and the queue over the round; scoreboard
 * page latency; the judge queue's waits per priority and any job taken while a higher-priority one waited (read
 * back from BullMQ); each API instance's memory per 1,000 idle sockets beside a bare Socket.IO server's (same engine and
 * adapter, bench/lib/socket-floor.ts) in the same run; CPU of every process; Redis commands and Postgres commits; and
 * the stores' check (nothing lost, final standings equal a recomputation, bench/lib/contest-check.ts).
 * BENCH_DAY_SMALL=1 is the short variant the test command runs (bench/contest-day.test.ts).
 * Own database (grindstone_bench_contest_day), Redis DB 9 and key prefix. Figures: stdout and .tmp/bench-contest-day.md.
 */
import { SCOREBOARD_PUSH_INTERVAL_MS } from "@grindstone/shared";
import { JUDGE_PRIORITY } from "@grindstone/shared/server";
import Redis from "ioredis";
import postgres from "postgres";
import { io } from "socket.io-client";
import { contestDayBenchEnv, inheritedEnv } from "./env.ts";
import { MAX_LEVELS, planFor } from "./lib/contest-burst.ts";
import { checkContest } from "./lib/contest-check.ts";
import { prepareContest } from "./lib/contest-data.ts";
import { closeCrowd, crowdLoss, openCrowd, settledRssMb } from "./lib/contest-day-crowd.ts";
import { judgeJobTimes, overtakes, queueWaits } from "./lib/contest-day-priority.ts";
import { runRush, schedule } from "./lib/contest-day-rush.ts";
import {
  closeWatchers,
  deliveries,
  openWatchers,
  sortedPercentile,
  type Verdict,
  waitDelivered,
} from "./lib/contest-watch.ts";
import { type FixedRate, fixedRate } from "./lib/http-load.ts";
import { measureCpu } from "./lib/realtime-cpu.ts";
import { signIn } from "./lib/realtime-stack.ts";
import { loadAverage, reportLines } from "./lib/report-lines.ts";
import { freePort, percentile, stackChildren, startExtraApi, startStack } from "./lib/stack.ts";
import { stopOnExit } from "./lib/stop-on-exit.ts";

const knobs = contestDayBenchEnv();
const SMALL = knobs.BENCH_DAY_SMALL;
const USERS = SMALL ? 300 : knobs.BENCH_DAY_USERS;
const SOCKETS = Math.min(USERS, SMALL ? 200 : knobs.BENCH_DAY_SOCKETS);
const SAMPLE = Math.min(SOCKETS, SMALL ? 20 : knobs.BENCH_DAY_SAMPLE);
const ROUND_S = SMALL ? 40 : knobs.BENCH_DAY_ROUND_S;
const PEAK = SMALL ? 3 : knobs.BENCH_DAY_PEAK;
const READ_RATE = SMALL ? 50 : knobs.BENCH_DAY_READ_RATE;
const PRETESTS = knobs.BENCH_DAY_PRETESTS;
const FLOOR_SOCKETS = SMALL ? 100 : knobs.BENCH_DAY_FLOOR_SOCKETS;
const SETUP_S = SMALL ? 25 : knobs.BENCH_DAY_SETUP_S;
const SLUGS = ["two-sum", "valid-parentheses", "climbing-stairs", "maximum-subarray", "coin-change"];
// Practice beside the round: a problem outside the contest, from users outside the rush (after the submitters).
const PRACTICE_SLUG = "single-number";
const PRACTICE_RATE = SMALL ? 0.5 : knobs.BENCH_DAY_PRACTICE;
const PRACTICE_USERS = SMALL ? 10 : 60;
const curve = {
  seconds: ROUND_S,
  peak: PEAK,
  burstS: SMALL ? 8 : knobs.BENCH_DAY_BURST_S,
  rushS: SMALL ? 12 : knobs.BENCH_DAY_RUSH_S,
  middle: SMALL ? 1 : knobs.BENCH_DAY_MIDDLE,
};
const moments = schedule(curve);
// A plan holds at most one try per problem after the wrong ones (contest-watch's levels need that).
// Half the sockets at most: the other half only watch, so their pushes can be counted (openCrowd).
const SUBMITTERS = Math.min(
  Math.floor(SOCKETS / 2),
  Math.max(knobs.BENCH_DAY_SUBMITTERS, Math.ceil(moments.length / 5)),
);
// The small variant's round is too short for a minute's freeze.
const FREEZE_MINUTES = SMALL ? 0 : 1;
// Memory is reported, not asserted, in the short variant: one RSS reading each instead of the settled five.
const RSS_SAMPLES = SMALL ? 1 : 5;

const { lines: out, log } = reportLines();
const started = new Date();
const loadAtStart = loadAverage();
const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : "—");
const s1 = (x: number) => `${(x / 1000).toFixed(1)} s`;

/** Two instances' fixed-rate runs as one: rates added, the worse percentile of the two, errors added. */
function combined(runs: FixedRate[]): FixedRate {
  return {
    rps: runs.reduce((n, r) => n + r.rps, 0),
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    tool: runs[0]!.tool,
  };
}

/** A bare Socket.IO server (same engine, same adapter) and `n` idle sockets on it: its memory per 1,000 sockets. */
async function floorMemory(redisUrl: string, n: number) {
  const port = await freePort();
  const proc = stopOnExit(
    Bun.spawn([process.execPath, "bench/lib/socket-floor.ts"], {
      cwd: new URL("..", import.meta.url).pathname,
      env: {
        ...inheritedEnv(),
        PORT: String(port),
        REDIS_URL: redisUrl,
        ADAPTER_KEY: "gs-bench-day-floor:socket.io",
      },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${url}/socket.io/?EIO=4&transport=polling`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await Bun.sleep(100);
  }
  await Bun.sleep(1000);
  const before = await settledRssMb(proc.pid, RSS_SAMPLES);
  const sockets = [];
  for (let j = 0; j < n; j += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, n - j) }, async () => {
        const s = io(url, {
          path: "/socket.io/",
          transports: ["websocket"],
          reconnection: false,
          forceNew: true,
        });
        await new Promise<void>((resolve, reject) => {
          s.once("connect", resolve);
          s.once("connect_error", reject);
        });
        return s;
      }),
    );
    sockets.push(...batch);
  }
  await Bun.sleep(3000);
  const after = await settledRssMb(proc.pid, RSS_SAMPLES);
  for (const s of sockets) s.disconnect();
  proc.kill("SIGTERM");
  await proc.exited;
  return { before, after, per1000: ((after - before) * 1000) / n };
}

const stack = await startStack("contest_day", {}, { redisDb: 9 });
const second = await startExtraApi(stack);
const urls = [stack.url, second.url];
const sql = postgres(stack.databaseUrl, { max: 2, onnotice: () => {} });
const redis = new Redis(stack.redisUrl);
let watchers: Awaited<ReturnType<typeof openWatchers>> | null = null;
let crowd: Awaited<ReturnType<typeof openCrowd>> | null = null;
try {
  const floor = await floorMemory(stack.redisUrl, FLOOR_SOCKETS);
  console.log(`[bench] floor: ${floor.per1000.toFixed(1)} MB per 1,000 sockets`);
  const setupStart = Date.now();
  const data = await prepareContest(stack, SLUGS, USERS, {
    startInMs: SETUP_S * 1000,
    durationMs: ROUND_S * 1000,
    freezeMinutes: FREEZE_MINUTES,
    pretests: PRETESTS,
  });
  const { contestId, problems } = data;
  const startAt = setupStart + SETUP_S * 1000;
  const endAt = startAt + ROUND_S * 1000;
  const freezeAt = endAt - FREEZE_MINUTES * 60_000;
  console.log(`[bench] ${USERS} registered; signing in ${SOCKETS}`);
  const cookies = await signIn(
    stack.url,
    data.users.slice(0, SOCKETS).map((u) => u.email),
  );
  const { api, worker } = stackChildren(stack.pid);
  const apiPids = [...api, second.pid];
  await Bun.sleep(1000);
  const rssBefore = await Promise.all(apiPids.map((pid) => settledRssMb(pid, RSS_SAMPLES)));
  const submitterIds = data.users.slice(0, SUBMITTERS).map((u) => u.id);
  watchers = await openWatchers({
    urls,
    cookies: cookies.slice(0, SAMPLE),
    contestId,
    submitterIds,
    problemIds: problems.map((p) => p.id),
    levels: MAX_LEVELS,
  });
  crowd = await openCrowd({
    urls,
    cookies: cookies.slice(SAMPLE),
    contestId,
    offset: SAMPLE,
    submitters: SUBMITTERS,
  });
  await Bun.sleep(3000);
  const rssAfter = await Promise.all(apiPids.map((pid) => settledRssMb(pid, RSS_SAMPLES)));
  const perInstance = SOCKETS / apiPids.length;
  const apiPer1000 = rssAfter.map((a, i) => ((a - rssBefore[i]!) * 1000) / perInstance);
  console.log(
    `[bench] ${SOCKETS} sockets in ${s1(crowd.connectMs)}; API MB/1000: ${apiPer1000.map((x) => x.toFixed(1)).join(", ")}`,
  );
  // Half the reads on each instance, as the balancer spreads them.
  const boards = urls.map((u) => `${u}/api/v1/contests/${contestId}/scoreboard`);
  const readBoth = (seconds: number) =>
    Promise.all(
      boards.map((b) =>
        fixedRate(b, cookies[0]!, { rate: READ_RATE / boards.length, seconds, connections: 25 }),
      ),
    ).then(combined);
  // The same reads before the round, sockets connected and nothing judged: what the round's load costs the page.
  // (Not after the end: the rating job and the plagiarism report keep the worker busy then.)
  const quietReads = await readBoth(10);
  if (Date.now() > startAt - 2000) throw new Error(`setup took longer than BENCH_DAY_SETUP_S=${SETUP_S}`);
  await Bun.sleep(startAt - Date.now());

  // ---- the round
  const redisPid = Number(/process_id:(\d+)/.exec(await redis.info("server"))?.[1]);
  const pgPids = (
    await sql`select pid from pg_stat_activity where datname = 'grindstone_bench_contest_day' and pid <> pg_backend_pid()`
  ).map((r) => r.pid as number);
  const commands0 = Number(/total_commands_processed:(\d+)/.exec(await redis.info("stats"))?.[1]);
  const [pg0] =
    await sql`select xact_commit from pg_stat_database where datname = 'grindstone_bench_contest_day'`;
  const stopCpu = measureCpu({
    api: apiPids,
    worker,
    postgres: pgPids,
    redis: Number.isFinite(redisPid) ? [redisPid] : [],
  });
  const reads = readBoth(ROUND_S - 5);
  // The queue over the round, from Postgres: tries waiting for a verdict, every 2 s.
  const depth: { t: number; n: number }[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [row] = await sql`select count(*)::int n from submissions
        where contest_id = ${contestId} and status in ('Queued', 'Running')`;
      depth.push({ t: Date.now() - startAt, n: row!.n });
      await Bun.sleep(2000);
    }
  })();
  // Practice through the same sender as the rush, without a contest: a steady rate, each user's Python reference.
  const [practiceRow] = await sql`select id, reference_solutions from problems where slug = ${PRACTICE_SLUG}`;
  const practiceMoments = Array.from({ length: Math.floor((ROUND_S - 5) * PRACTICE_RATE) }, (_, k) =>
    Math.round((k * 1000) / PRACTICE_RATE),
  );
  const practiceUsers = Array.from({ length: PRACTICE_USERS }, (_, k) => SUBMITTERS + k).filter(
    (i) => i < SOCKETS,
  );
  const practiceRun = runRush({
    problems: [
      { id: practiceRow!.id, slug: PRACTICE_SLUG, refs: practiceRow!.reference_solutions, inputs: [] },
    ],
    senders: practiceUsers.map((i) => ({
      url: urls[i % 2]!,
      cookie: cookies[i]!,
      plan: Array.from({ length: Math.ceil(practiceMoments.length / practiceUsers.length) }, () => ({
        problem: 0,
        language: "PYTHON" as const,
        wrong: false,
      })),
    })),
    moments: practiceMoments,
    startAt,
  });
  const rush = await runRush({
    contestId,
    problems,
    senders: submitterIds.map((_, i) => ({
      url: urls[i % 2]!,
      cookie: cookies[i]!,
      plan: planFor(i, problems.length, 5),
    })),
    moments,
    startAt,
  });
  const readResult = await reads;
  const practice = await practiceRun;
  const cpu = stopCpu();
  const commands = Number(/total_commands_processed:(\d+)/.exec(await redis.info("stats"))?.[1]) - commands0;
  const [pg1] =
    await sql`select xact_commit from pg_stat_database where datname = 'grindstone_bench_contest_day'`;
  const roundS = (Date.now() - startAt) / 1000;
  console.log(`[bench] round over: ${rush.accepted} submissions; draining`);

  // ---- the drain: every try received in the round has its (pretest) verdict
  const drainStart = Date.now();
  for (;;) {
    const [row] = await sql`select count(*)::int n from submissions
      where contest_id = ${contestId} and status in ('Queued', 'Running') and system_test is null`;
    if (row!.n === 0) break;
    if (Date.now() - drainStart > 8 * 60_000) throw new Error(`${row!.n} tries still waiting after 8 min`);
    await Bun.sleep(1000);
  }
  const drainMs = Date.now() - Math.max(drainStart, endAt);
  sampling = false;
  await sampler;
  const judged = await sql`
    select user_id, problem_id, status, created_at, judged_at from submissions
    where contest_id = ${contestId} and created_at < ${new Date(freezeAt)} and judged_at is not null
    order by judged_at, id`;
  const turnaround = (
    await sql`select extract(epoch from judged_at - created_at) * 1000 as ms from submissions
      where contest_id = ${contestId} and judged_at is not null and system_test is null`
  )
    .map((r) => Number(r.ms))
    .sort((a, b) => a - b);

  // ---- deltas on the sample, for verdicts of tries received before the freeze
  const userIndex = new Map(submitterIds.map((id, i) => [id, i]));
  const problemIndex = new Map(problems.map((p, i) => [p.id, i]));
  const levels = new Map<string, number>();
  const verdicts: Verdict[] = [];
  for (const v of judged) {
    if (v.status === "Internal Error" || v.status === "Compilation Error") continue;
    const key = `${v.user_id}/${v.problem_id}`;
    const level = (levels.get(key) ?? 0) + 1;
    levels.set(key, level);
    verdicts.push({
      user: userIndex.get(v.user_id)!,
      problem: problemIndex.get(v.problem_id)!,
      level: Math.min(level, MAX_LEVELS),
      judgedAt: (v.judged_at as Date).getTime(),
    });
  }
  const waited = await waitDelivered(watchers, verdicts, 20_000);
  const { latencies, missing } = deliveries(watchers, verdicts);

  // ---- the system test, then the stores' check
  const systemStart = Date.now();
  let systemTest = { status: "NONE", total: 0, done: 0 };
  if (PRETESTS) {
    for (;;) {
      const [c] = await sql`select system_test_status from contests where id = ${contestId}`;
      if (c!.system_test_status === "DONE") break;
      if (Date.now() - systemStart > 10 * 60_000) throw new Error("system test not done after 10 min");
      await Bun.sleep(1000);
    }
    const rows = await sql`select system_test, count(*)::int n from submissions
      where contest_id = ${contestId} and system_test is not null group by system_test`;
    const done = rows.find((r) => r.system_test === "DONE")?.n ?? 0;
    systemTest = { status: "DONE", total: rows.reduce((n, r) => n + r.n, 0), done };
  }
  const systemMs = Date.now() - systemStart;
  // Practice waits behind the contest's tries (and the system test behind practice): judged by now or soon.
  for (const t0 = Date.now(); ; ) {
    const [row] = await sql`select count(*)::int n from submissions
      where contest_id is null and created_at >= ${new Date(startAt)} and status in ('Queued', 'Running')`;
    if (row!.n === 0) break;
    if (Date.now() - t0 > 5 * 60_000) throw new Error(`${row!.n} practice tries still waiting after 5 min`);
    await Bun.sleep(1000);
  }
  const roundIds = (
    await sql`select id from submissions where created_at >= ${new Date(startAt - 1000)}
      and (contest_id = ${contestId} or contest_id is null)`
  ).map((r) => r.id as string);
  const jobs = await judgeJobTimes(redis, stack.prefix, roundIds);
  const overtaken = overtakes(jobs);
  await Bun.sleep(3000); // the last pushes of the system test
  const check = await checkContest(stack, contestId);
  const loss = crowdLoss(crowd);

  // ---- report
  const lost = check.pending + (rush.accepted - check.stored);
  log(
    `${started.toISOString()} · load average at start ${loadAtStart}, at the end ${loadAverage()} · ` +
      `\`BENCH_DAY_USERS=${USERS} BENCH_DAY_SOCKETS=${SOCKETS} BENCH_DAY_ROUND_S=${ROUND_S} BENCH_DAY_PEAK=${PEAK} ` +
      `BENCH_DAY_READ_RATE=${READ_RATE} BENCH_DAY_PRETESTS=${PRETESTS ? 1 : 0} SANDBOX_CPU_WEIGHT=${knobs.SANDBOX_CPU_WEIGHT}${SMALL ? " BENCH_DAY_SMALL=1" : ""} bun run bench:contest-day\` · ` +
      "two API instances, one worker",
  );
  log(
    `\nRound: ${ROUND_S} s, ${FREEZE_MINUTES ? "freeze in the last minute" : "no freeze"}, ${PRETESTS ? "pretests" : "no pretests"}; ${problems.length} problems; ` +
      `${USERS} registered, ${SOCKETS} sockets (${SAMPLE} timed, every other one of the rest on the standings tab); ` +
      `${rush.accepted} submissions from ${SUBMITTERS} submitters (peak ${rush.peakRps}/s at the API, ${rush.retries} retried after 429/503, sender late by up to ${ms(rush.lateMs)}).`,
  );
  log("\n| what | figure | target |\n|---|---|---|");
  const p99 = sortedPercentile(latencies, 99);
  log(
    `| verdict → delta on ${SAMPLE} sockets (${verdicts.length} verdicts of tries before the freeze) | p50 ${ms(sortedPercentile(latencies, 50))}, ` +
      `**p99 ${ms(p99)}**, max ${ms(sortedPercentile(latencies, 100))}, ${missing} missing | p99 ≤ ${SCOREBOARD_PUSH_INTERVAL_MS + 250} ms (push window + 250 ms) |`,
  );
  log(
    `| pushes lost on the ${loss.joined} watching sockets of users who do not submit | **${loss.lost}** (${loss.short} sockets short of the ${loss.most} pushes) | 0 |`,
  );
  log(`| submissions lost / still pending | **${lost}** | 0 |`);
  log(
    `| final standings ≠ recomputation (cells / standings / ranking) | ${check.badCells} / ${check.badStandings} / ${check.badRanking} | 0 |`,
  );
  log(
    `| scoreboard page at ${READ_RATE} req/s all round, half on each instance (${readResult.tool}) | ${readResult.rps.toFixed(0)} req/s served, ` +
      `p50 ${readResult.p50} ms, **p99 ${readResult.p99} ms**, ${readResult.errors} errors; the same rate before the round ` +
      `(sockets connected, nothing judged): ${quietReads.rps.toFixed(0)} req/s served, p50 ${quietReads.p50} ms, ` +
      `p99 ${quietReads.p99} ms | p99 ≤ 50 ms |`,
  );
  log(
    `| submit → verdict (received in the round) | p50 ${s1(percentile(turnaround, 50))}, p99 ${s1(percentile(turnaround, 99))}, ` +
      `max ${s1(turnaround.at(-1) ?? 0)}; queue at most ${Math.max(0, ...depth.map((d) => d.n))}; drained ${s1(Math.max(0, drainMs))} after the end | — |`,
  );
  const contestWaits = queueWaits(jobs, JUDGE_PRIORITY.contest);
  const practiceWaits = queueWaits(jobs, JUDGE_PRIORITY.practice);
  log(
    `| practice beside the round (${practice.accepted} of ${practice.sent} taken, ${PRACTICE_RATE}/s from ${PRACTICE_USERS} users), queue wait | ` +
      `practice p50 ${s1(percentile(practiceWaits, 50))}, p99 ${s1(percentile(practiceWaits, 99))}; contest tries p50 ` +
      `${s1(percentile(contestWaits, 50))}, p99 ${s1(percentile(contestWaits, 99))} | — |`,
  );
  log(
    `| judge jobs taken while a job of a higher priority waited (of ${jobs.length}) | **${overtaken.overtaking}**` +
      `${overtaken.overtaking ? ` (${[...overtaken.byPriority].map(([p, n]) => `priority ${p}: ${n}`).join(", ")})` : ""} | 0 |`,
  );
  if (PRETESTS)
    log(
      `| system test | ${systemTest.done} of ${systemTest.total} tries in ${s1(systemMs)} (${Object.entries(
        check.byStatus,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}) | — |`,
    );
  log(
    `| API memory per 1,000 idle sockets | ${apiPer1000.map((x) => `${x.toFixed(1)} MB`).join(" / ")}; bare Socket.IO ${floor.per1000.toFixed(1)} MB ` +
      `(**${(Math.max(...apiPer1000) / floor.per1000).toFixed(2)}×**) | ≤ 1.5× |`,
  );
  log(
    `| CPU over the round, % of one core | client ${cpu.client}, API ×2 ${cpu.api}, worker ${cpu.worker} (sandboxes not included), ` +
      `Postgres ${cpu.postgres}, Redis ${cpu.redis}, machine ${cpu.machine} | — |`,
  );
  log(
    `| Redis / Postgres load | ${(commands / roundS).toFixed(0)} commands/s; ${((Number(pg1!.xact_commit) - Number(pg0!.xact_commit)) / roundS).toFixed(0)} commits/s | — |`,
  );
  log(
    `\nQueue (tries waiting for a verdict) every 10 s from the start: ${depth
      .filter((_, i) => i % 5 === 0)
      .map((d) => d.n)
      .join(" · ")}. Waited ${ms(waited)} for the sample's last deltas.`,
  );
  const ok = lost === 0 && loss.lost === 0 && check.badCells + check.badStandings + check.badRanking === 0;
  log(`\nZero loss and correct final standings: **${ok ? "yes" : "NO"}**.`);
  await Bun.write(
    new URL(`../.tmp/bench-contest-day${SMALL ? "-small" : ""}.md`, import.meta.url),
    `${out.join("\n")}\n`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  if (watchers) closeWatchers(watchers);
  if (crowd) closeCrowd(crowd);
  await sql.end();
  redis.disconnect();
  await second.stop();
  await stack.stop();
}
process.exit(process.exitCode ?? 0);
