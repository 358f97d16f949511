import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createDb, ensureDatabase, migrateDatabase } from "@grindstone/db";
import { ratedParticipants, statesBefore } from "@grindstone/db/queries/contest-ratings";
import { createLogger } from "@grindstone/shared/logger";
import Redis from "ioredis";
import { type PlayerState, rateContest } from "../worker/src/contests/ratings/elo-mmr.ts";
import { ranksOf, rateDueContests } from "../worker/src/contests/ratings/rating-job.ts";
import { prng } from "../worker/src/contests/ratings/seeded-random.ts";
import type { WorkerDeps } from "../worker/src/judge/deps.ts";
import { ratingJobBenchEnv } from "./env.ts";
import { loadAverage, reportLines } from "./lib/report-lines.ts";

/**
 * `bun run bench:rating-job` — issue 26's rating job end to end on Postgres: two ended contests of
 * BENCH_PARTICIPANTS (default 10,000) users each, rated by `rateDueContests` (read the standings and the histories,
 * Elo-MMR, write 10,000 rows of state, cascade check), side by side with `rateContest` alone on the same standings
 * and histories (the floor: the algorithm with no I/O). Contest 1: everyone a newcomer; contest 2: everyone with
 * contest 1 behind them. Own database (grindstone_bench_ratings), wiped first. Figures: stdout and
 * .tmp/bench-rating-job.md.
 */
const { BENCH_PARTICIPANTS: N, BENCH_REDIS_URL } = ratingJobBenchEnv();
const DB_URL = "postgres://postgres@127.0.0.1:5432/grindstone_bench_ratings";
const root = new URL("..", import.meta.url).pathname;
const { lines, log } = reportLines();

await ensureDatabase(DB_URL);
await migrateDatabase(DB_URL);
const { db, sql } = createDb(DB_URL, { max: 4 });
const redis = new Redis(BENCH_REDIS_URL, { maxRetriesPerRequest: null });
const prefix = "gs-bench-ratings";
/**
 * Only what rateDueContests touches: real Postgres and Redis (the board version bump); the socket push goes nowhere
 * (no one listens in a benchmark) and no contest waits, so the queue is never asked.
 */
const deps = {
  db,
  redis,
  emitter: { to: () => ({ emit: () => true }) },
  contestQueue: {
    add: () => {
      throw new Error("bench: no contest should wait");
    },
  },
  clock: () => new Date(),
  env: { REDIS_PREFIX: prefix },
  log: createLogger("bench", { LOG_LEVEL: "warn" }),
} as unknown as WorkerDeps;

await sql`truncate contests, users, problems cascade`;
const rng = prng(2026);
const [problem] = await sql`insert into problems (title, description, difficulty, constraints)
  values ('Bench', 'Bench', 'EASY', 'none') returning id`;
const userIds = (
  await sql`insert into users (name, email, password_hash)
    select 'bench ' || g, 'bench' || g || '@bench.test', 'x' from generate_series(1, ${N}) g returning id`
).map((r) => r.id as string);
const skill = userIds.map(() => rng());

async function endedContest(day: number) {
  const end = new Date(Date.UTC(1980, 0, day));
  const [c] = await sql`insert into contests (title, description, difficulty, start_time, end_time, phase,
      announced_phase, rating_status)
    values (${`Bench ${day}`}, 'bench', 'EASY', ${new Date(end.getTime() - 7200_000).toISOString()}::timestamptz,
      ${end.toISOString()}::timestamptz, 'ENDED', 'ENDED',
      'RATED') returning id`;
  const id = c!.id as string;
  const rows = userIds.map((u, i) => ({
    u,
    solved: Math.round(10 * (0.6 * skill[i]! + 0.4 * rng())),
    penalty: Math.floor(rng() * 3000),
  }));
  for (let at = 0; at < N; at += 2000) {
    const chunk = rows.slice(at, at + 2000);
    await sql`insert into contest_registrations ${sql(chunk.map((r) => ({ contest_id: id, user_id: r.u })))}`;
    await sql`insert into contest_standings ${sql(
      chunk.map((r) => ({ contest_id: id, user_id: r.u, solved: r.solved, penalty: r.penalty })),
    )}`;
    const subs = await sql`insert into submissions ${sql(
      chunk.map((r) => ({
        user_id: r.u,
        problem_id: problem!.id,
        contest_id: id,
        language: "PYTHON",
        source_code: "print(1)",
        status: "Accepted",
      })),
    )} returning id, user_id`;
    await sql`insert into contest_submissions ${sql(
      subs.map((s) => ({ contest_id: id, problem_id: problem!.id, user_id: s.user_id, submission_id: s.id })),
    )}`;
  }
  return { id, endTime: end };
}

/** The floor: the same contest's standings and histories, already in memory, through Elo-MMR alone. */
async function pureSeconds(contest: { id: string; endTime: Date }) {
  const participants = await ratedParticipants(db, contest.id);
  const ranks = ranksOf(participants);
  const states = await statesBefore(
    db,
    contest,
    participants.map((p) => p.userId),
  );
  const standings = participants.map((p) => ({
    id: p.userId,
    rank: ranks.get(p.userId)!,
    history: (states.get(p.userId) as PlayerState | undefined) ?? null,
  }));
  const t = performance.now();
  rateContest(standings);
  return (performance.now() - t) / 1000;
}

async function jobSeconds(contestId: string) {
  await sql`update contests set rating_status = 'PENDING' where id = ${contestId}`;
  const t = performance.now();
  const { rated } = await rateDueContests(deps);
  const seconds = (performance.now() - t) / 1000;
  if (rated.length !== 1 || rated[0]!.contestId !== contestId) throw new Error("rated something else");
  return seconds;
}

const setup = performance.now();
const first = await endedContest(1);
const second = await endedContest(2);
log(`# bench:rating-job — ${new Date().toISOString()}, load ${loadAverage()}`);
log(`${N} participants per contest (set up in ${((performance.now() - setup) / 1000).toFixed(1)} s)`);
log("| contest | rateContest alone (floor) | the rating job (read, rate, store) | ratio | stored |");
log("|---|---|---|---|---|");
for (const [name, c] of [
  ["1: all newcomers", first],
  ["2: everyone with a history", second],
] as const) {
  const floor = await pureSeconds(c);
  const job = await jobSeconds(c.id);
  const [size] = await sql`select pg_size_pretty(sum(pg_column_size(state_after))) as s
    from contest_rating_changes where contest_id = ${c.id}`;
  log(
    `| ${name} | ${floor.toFixed(2)} s | ${job.toFixed(2)} s | ${(job / floor).toFixed(2)}× | ${size!.s} of state |`,
  );
}
mkdirSync(join(root, ".tmp"), { recursive: true });
writeFileSync(join(root, ".tmp", "bench-rating-job.md"), `${lines.join("\n")}\n`);
await redis.quit();
await sql.end();
