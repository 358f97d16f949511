import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";

/**
 * What "the next problem at your level" (issue 27, docs/learning.md) reads from Postgres: each learner's outcome per
 * problem (tries up to the first Accepted), learners' contest skill, and the problems' stored difficulty ratings.
 */

/**
 * Verdicts that say something about the learner's program. A compile error is a typo more than a wrong idea
 * (Codeforces and ICPC do not count it either); Internal and Judge Errors are ours.
 */
const COUNTED_VERDICTS = [
  "Accepted",
  "Wrong Answer",
  "Time Limit Exceeded",
  "Memory Limit Exceeded",
  "Runtime Error",
  "Output Limit Exceeded",
];

export type OutcomeRow = { learner: string; problem: string; tries: number; solved: boolean };

/**
 * Per (learner, problem): `tries` counts submissions up to and including the first Accepted (all of them if none),
 * in submission order. One learner's only (`userId`), or everyone's (the fit job).
 */
export async function practiceOutcomes(db: Db, userId?: string): Promise<OutcomeRow[]> {
  const verdicts = sql.join(
    COUNTED_VERDICTS.map((v) => sql`${v}`),
    sql`, `,
  );
  const onlyUser = userId ? sql`and user_id = ${userId}` : sql``;
  const rows = await db.execute<{ learner: string; problem: string; tries: number; solved: boolean }>(sql`
    select user_id as learner, problem_id as problem,
      coalesce(min(n) filter (where status = 'Accepted'), count(*))::int as tries,
      bool_or(status = 'Accepted') as solved
    from (
      select user_id, problem_id, status,
        row_number() over (partition by user_id, problem_id order by created_at, id) as n
      from submissions
      where status in (${verdicts}) ${onlyUser}
    ) t
    group by user_id, problem_id`);
  return rows.map((r) => ({
    learner: r.learner,
    problem: r.problem,
    tries: Number(r.tries),
    solved: r.solved,
  }));
}

/**
 * Each rated learner's latest contest skill: μ of their Elo-MMR state after their latest rated contest. μ, not the
 * display rating: the display rating is deliberately conservative (a newcomer shows 960), μ is the skill estimate.
 */
export async function contestSkills(db: Db, userIds?: string[]): Promise<Map<string, number>> {
  if (userIds && userIds.length === 0) return new Map();
  const only = userIds
    ? sql`and crc.user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await db.execute<{ user_id: string; mu: number | null }>(sql`
    select distinct on (crc.user_id) crc.user_id, (crc.state_after->>'mu')::float8 as mu
    from contest_rating_changes crc
    inner join contests c on c.id = crc.contest_id
    where c.rated ${only}
    order by crc.user_id, c.end_time desc, c.id desc`);
  const skills = new Map<string, number>();
  for (const r of rows)
    if (r.mu !== null && Number.isFinite(Number(r.mu))) skills.set(r.user_id, Number(r.mu));
  return skills;
}

/** Every problem's label (the prior) and stored rating, for the fit job. */
export async function problemDifficultyRows(db: Db) {
  return db.execute<{ id: string; difficulty: "EASY" | "MEDIUM" | "HARD"; rating: number | null }>(
    sql`select id, difficulty, difficulty_rating as rating from problems`,
  );
}

/**
 * Stores fitted ratings (rounded to a tenth). A row is written only when its rounded value changed, so a rerun on
 * the same data writes nothing and `difficulty_rating_at` says when the estimate last moved.
 */
export async function saveDifficultyRatings(db: Db, ratings: { id: string; rating: number }[], now: Date) {
  let written = 0;
  for (let i = 0; i < ratings.length; i += 500) {
    const chunk = ratings.slice(i, i + 500);
    const values = sql.join(
      chunk.map((r) => sql`(${r.id}::uuid, ${Math.round(r.rating * 10) / 10}::float8)`),
      sql`, `,
    );
    const result = await db.execute(sql`
      update problems p set difficulty_rating = v.rating, difficulty_rating_at = ${now.toISOString()}::timestamptz
      from (values ${values}) as v(id, rating)
      where p.id = v.id and p.difficulty_rating is distinct from v.rating
      returning p.id`);
    written += result.length;
  }
  return written;
}
