import type { FasterThan, PerformanceStatus } from "@grindstone/shared";
import { rankPercent } from "@grindstone/shared";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { submissionPerformance } from "../schema/learning.ts";

export type PerformanceRow = typeof submissionPerformance.$inferSelect;

/**
 * The row a measurement fills, written in the Accepted verdict's own transaction (recordVerdict), so "measuring…"
 * shows from the verdict on. Idempotent (the row's primary key): a verdict applied once writes it once.
 */
export async function queuePerformance(
  db: Pick<Db, "insert">,
  sub: { id: string; problemId: string; language: string },
): Promise<void> {
  await db
    .insert(submissionPerformance)
    .values({ submissionId: sub.id, problemId: sub.problemId, language: sub.language })
    .onConflictDoNothing();
}

export async function getPerformance(db: Db, submissionId: string): Promise<PerformanceRow | null> {
  const [row] = await db
    .select()
    .from(submissionPerformance)
    .where(eq(submissionPerformance.submissionId, submissionId));
  return row ?? null;
}

export type MeasuredFigures = {
  status: Exclude<PerformanceStatus, "PENDING">;
  testPosition: number | null;
  runs: number;
  cpuMs?: number;
  cpuMedianMs?: number;
  cpuMinMs?: number;
  cpuMaxMs?: number;
  wallMs?: number;
  wallMedianMs?: number;
  wallMinMs?: number;
  wallMaxMs?: number;
  memoryKb?: number;
  /** The yardstick's median CPU time beside the batches, and whether a batch found the machine steady. */
  referenceCpuMs?: number;
  steady?: boolean;
  message?: string;
};

/** Stores a measurement once: a duplicate delivery that measured again finds the row no longer PENDING. */
export async function savePerformance(
  db: Db,
  submissionId: string,
  figures: MeasuredFigures,
  now: Date,
): Promise<boolean> {
  const saved = await db
    .update(submissionPerformance)
    .set({ ...figures, measuredAt: now })
    .where(
      and(eq(submissionPerformance.submissionId, submissionId), eq(submissionPerformance.status, "PENDING")),
    )
    .returning({ id: submissionPerformance.submissionId });
  return saved.length > 0;
}

/**
 * "Faster than X %": the other learners' programs of the problem in this language, each learner's fastest measured
 * one (the distribution), compared with this measurement's figure (its fastest run) and its slowest run. Null below
 * `minCompared`.
 */
export async function fasterThanOthers(
  db: Db,
  p: {
    problemId: string;
    language: string;
    userId: string;
    cpuMs: number;
    cpuMinMs: number;
    cpuMaxMs: number;
  },
  minCompared: number,
): Promise<FasterThan | null> {
  // Each learner's fastest (the index's range for the problem and language, joined to owners), counted in SQL: a
  // popular problem's thousands of programs never travel to the API.
  const rows = (await db.execute(sql`
    with best as (
      select min(p.cpu_ms) as cpu
      from submission_performance p join submissions s on s.id = p.submission_id
      where p.problem_id = ${p.problemId} and p.language = ${p.language} and p.status = 'MEASURED'
        and s.user_id <> ${p.userId}
      group by s.user_id
    )
    select count(*)::int as n,
      count(*) filter (where cpu > ${p.cpuMs})::int as s_mid, count(*) filter (where cpu = ${p.cpuMs})::int as t_mid,
      count(*) filter (where cpu > ${p.cpuMaxMs})::int as s_low, count(*) filter (where cpu = ${p.cpuMaxMs})::int as t_low,
      count(*) filter (where cpu > ${p.cpuMinMs})::int as s_high, count(*) filter (where cpu = ${p.cpuMinMs})::int as t_high
    from best`)) as unknown as Record<string, number>[];
  const c = rows[0]!;
  if (c.n! < minCompared) return null;
  return {
    percent: rankPercent(c.s_mid!, c.t_mid!, c.n!),
    // The slowest run is the pessimistic end of the spread, the fastest the optimistic one.
    low: rankPercent(c.s_low!, c.t_low!, c.n!),
    high: rankPercent(c.s_high!, c.t_high!, c.n!),
    compared: c.n!,
  };
}

/** Measurements still PENDING since before `before`: the sweeper checks their jobs (Redis may have lost them). */
export async function findStalePerformance(db: Db, before: Date, limit = 200) {
  return db
    .select({ submissionId: submissionPerformance.submissionId })
    .from(submissionPerformance)
    .where(and(eq(submissionPerformance.status, "PENDING"), lt(submissionPerformance.createdAt, before)))
    .limit(limit);
}
