/**
 * The practice pages' data at scale, shared by bench/practice.ts and bench/scale.ts: 500 problems (the seeded ones
 * plus generated ones) and 100,000 users ranked on today's leaderboard, inserted straight into Postgres and Redis
 * because 100,000 sign-ups over HTTP would take an hour and measure nothing these benchmarks are about.
 */
import { leaderboardKey, leaderboardScore, utcDay } from "@grindstone/shared/server";
import Redis from "ioredis";
import postgres from "postgres";

export const PRACTICE_PROBLEMS = 500;
export const PRACTICE_RANKED = 100_000;

/** Fills the stack's database and Redis; returns how many users today's leaderboard holds. */
export async function seedPracticeData(stack: { databaseUrl: string; redisUrl: string; prefix: string }) {
  const sql = postgres(stack.databaseUrl, { max: 2, onnotice: () => {} });
  const [{ n: existing }] = (await sql`select count(*)::int as n from problems`) as unknown as [
    { n: number },
  ];
  await sql`
    insert into problems (title, description, difficulty, tags, companies, constraints)
    select 'Bench problem ' || g, 'A generated problem for the benchmark, number ' || g || '.',
           (array['EASY','MEDIUM','HARD'])[1 + g % 3]::difficulty,
           array['Array', 'Tag ' || (g % 17)], array['Company ' || (g % 11)], '1 <= n <= 10^5'
    from generate_series(1, ${PRACTICE_PROBLEMS - existing}) g`;
  await sql`
    insert into users (name, email, password_hash)
    select 'Learner ' || g, 'learner' || g || '@bench.grindstone.dev', 'x'
    from generate_series(1, ${PRACTICE_RANKED}) g`;
  const ids =
    (await sql`select id, name from users where email like 'learner%@bench.grindstone.dev'`) as unknown as {
      id: string;
      name: string;
    }[];
  await sql.end();
  const redis = new Redis(stack.redisUrl);
  const key = leaderboardKey(stack.prefix, utcDay(new Date()));
  const start = Date.parse(`${utcDay(new Date())}T00:00:00Z`);
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    const p = redis.pipeline();
    p.zadd(
      key,
      ...chunk.flatMap((u, k) => [
        leaderboardScore(1 + ((i + k) % 25), new Date(start + ((i + k) % 80_000) * 1000)),
        u.id,
      ]),
    );
    p.hset(`${key}:names`, Object.fromEntries(chunk.map((u) => [u.id, u.name])));
    await p.exec();
  }
  const ranked = await redis.zcard(key);
  await redis.quit();
  return ranked;
}
