import type { Db } from "@grindstone/db";
import { JUDGE_FAULT_VERDICTS, PENDING_STATUSES } from "@grindstone/shared";
import { type SQL, sql } from "drizzle-orm";

/**
 * The facts the analytics are drawn from, in three set-based statements (each a handful of scans over the user's
 * rows, whatever their number: submissions_user_problem_idx and solved_problems' primary key lead with user_id).
 * `visible` narrows them to problems the viewer may see (see analytics.service.ts); it is written against the
 * unaliased `problems` table, as problemVisibleTo is.
 */

/** Not an attempt: still being judged, or the judge's own failure. */
const NOT_ATTEMPTS = [...PENDING_STATUSES, ...JUDGE_FAULT_VERDICTS];

/** The user's judged submissions (the CTE every statement starts from). */
const judged = (userId: string) => sql`judged AS (
  SELECT s.problem_id, s.language, s.created_at, s.status = 'Accepted' AS ok
  FROM submissions s
  WHERE s.user_id = ${userId} AND s.status NOT IN ${NOT_ATTEMPTS}
)`;

export type SolvedRow = {
  difficulty: "EASY" | "MEDIUM" | "HARD";
  tags: string[];
  solvedAt: Date;
  /** First judged submission and first Accepted one (null when no Accepted submission is stored). */
  firstAtMs: number | null;
  acAtMs: number | null;
  /** Judged submissions up to and including the first Accepted (0 without one). */
  attempts: number;
};

/** One row per solved problem: when, how hard, its tags, and its road to the first Accepted. */
export async function solvedRows(db: Db, userId: string, visible: SQL): Promise<SolvedRow[]> {
  const rows = await db.execute<Omit<SolvedRow, "solvedAt"> & { solvedAt: string | Date }>(sql`
    WITH ${judged(userId)},
    per_problem AS (
      SELECT problem_id, min(created_at) AS first_at, min(created_at) FILTER (WHERE ok) AS ac_at
      FROM judged GROUP BY problem_id
    ),
    tries AS (
      SELECT j.problem_id, count(*)::int AS attempts
      FROM judged j JOIN per_problem pp ON pp.problem_id = j.problem_id
      WHERE j.created_at <= pp.ac_at
      GROUP BY j.problem_id
    )
    SELECT problems.difficulty, problems.tags, sp.solved_at AS "solvedAt",
      (extract(epoch FROM pp.first_at) * 1000)::float8 AS "firstAtMs",
      (extract(epoch FROM pp.ac_at) * 1000)::float8 AS "acAtMs",
      coalesce(t.attempts, 0) AS attempts
    FROM solved_problems sp
    JOIN problems ON problems.id = sp.problem_id
    LEFT JOIN per_problem pp ON pp.problem_id = sp.problem_id
    LEFT JOIN tries t ON t.problem_id = sp.problem_id
    WHERE sp.user_id = ${userId} AND ${visible}
    ORDER BY sp.solved_at`);
  return rows.map((r) => ({ ...r, solvedAt: new Date(r.solvedAt) }));
}

export type TagRow = { tag: string; solved: number; attempted: number };

/** Per tag: distinct problems solved, and distinct problems tried (a judged submission or a solve). */
export async function tagRows(db: Db, userId: string, visible: SQL): Promise<TagRow[]> {
  const rows = await db.execute<TagRow>(sql`
    WITH ${judged(userId)},
    tried AS (
      SELECT problem_id FROM judged
      UNION
      SELECT problem_id FROM solved_problems WHERE user_id = ${userId}
    )
    SELECT tag,
      -- DISTINCT: a tag written twice on one problem still counts the problem once.
      count(DISTINCT tried.problem_id) FILTER (WHERE sp.problem_id IS NOT NULL)::int AS solved,
      count(DISTINCT tried.problem_id)::int AS attempted
    FROM tried
    JOIN problems ON problems.id = tried.problem_id
    CROSS JOIN LATERAL unnest(problems.tags) AS tag
    LEFT JOIN solved_problems sp ON sp.user_id = ${userId} AND sp.problem_id = tried.problem_id
    WHERE ${visible}
    GROUP BY tag
    ORDER BY solved DESC, attempted DESC, tag ASC`);
  return [...rows];
}

export type LanguageRow = { language: string; submissions: number; accepted: number };

/** Per language: judged submissions and Accepted ones, most used first. */
export async function languageRows(db: Db, userId: string, visible: SQL): Promise<LanguageRow[]> {
  const rows = await db.execute<LanguageRow>(sql`
    WITH ${judged(userId)}
    SELECT judged.language, count(*)::int AS submissions, count(*) FILTER (WHERE ok)::int AS accepted
    FROM judged
    JOIN problems ON problems.id = judged.problem_id
    WHERE ${visible}
    GROUP BY judged.language
    ORDER BY submissions DESC, judged.language ASC`);
  return [...rows];
}
