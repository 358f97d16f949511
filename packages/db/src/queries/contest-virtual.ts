import { scoreCell, standingFrom } from "@grindstone/shared";
import { and, asc, desc, eq, gte, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  contestRegistrations,
  contestSubmissions,
  contestVirtualCells,
  contestVirtualRuns,
} from "../schema/contests.ts";
import { submissions } from "../schema/submissions.ts";
import { users } from "../schema/users.ts";
import type { ContestScoring } from "./contest-scores.ts";

/**
 * Virtual runs and upsolving (issue 26). A contest try received after the end is virtual when it falls inside one
 * of the user's runs (`startedAt` ≤ receipt < `endsAt`), else upsolving: both follow from the receipt time and the
 * runs' rows, so the receipt and the verdict (on any worker) decide alike, and neither ever touches contest_cells,
 * contest_standings or the ranking.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type VirtualRunRow = typeof contestVirtualRuns.$inferSelect;

/** The user's run whose window holds `at`, if any (runs of one user never overlap: one open at a time). */
export async function runCovering(db: Db | Tx, contestId: string, userId: string, at: Date) {
  const [row] = await db
    .select()
    .from(contestVirtualRuns)
    .where(
      and(
        eq(contestVirtualRuns.contestId, contestId),
        eq(contestVirtualRuns.userId, userId),
        lte(contestVirtualRuns.startedAt, at),
        sql`${contestVirtualRuns.endsAt} > ${at.toISOString()}`,
      ),
    );
  return row ?? null;
}

/** The caller's current run, else their last one. */
export async function latestRun(db: Db, contestId: string, userId: string) {
  const [row] = await db
    .select()
    .from(contestVirtualRuns)
    .where(and(eq(contestVirtualRuns.contestId, contestId), eq(contestVirtualRuns.userId, userId)))
    .orderBy(desc(contestVirtualRuns.startedAt))
    .limit(1);
  return row ?? null;
}

export async function getRun(db: Db, runId: string) {
  const [row] = await db.select().from(contestVirtualRuns).where(eq(contestVirtualRuns.id, runId));
  return row ?? null;
}

/** Finishes a run whose clock ran out, by a compare-and-set: only the first caller gets the row back. */
export async function finishRun(db: Db, runId: string, now: Date) {
  const [row] = await db
    .update(contestVirtualRuns)
    .set({ finishedAt: sql`${contestVirtualRuns.endsAt}` })
    .where(
      and(
        eq(contestVirtualRuns.id, runId),
        isNull(contestVirtualRuns.finishedAt),
        lte(contestVirtualRuns.endsAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Every open run whose clock ran out (or one user's in one contest), finished at once; the finished rows back. */
export async function finishOverdueRuns(db: Db, now: Date, only?: { contestId: string; userId: string }) {
  return db
    .update(contestVirtualRuns)
    .set({ finishedAt: sql`${contestVirtualRuns.endsAt}` })
    .where(
      and(
        isNull(contestVirtualRuns.finishedAt),
        lte(contestVirtualRuns.endsAt, now),
        only ? eq(contestVirtualRuns.contestId, only.contestId) : undefined,
        only ? eq(contestVirtualRuns.userId, only.userId) : undefined,
      ),
    )
    .returning();
}

/**
 * A try received after the contest's end: its link row (virtual or upsolve, kept once) and, in a run, the run's
 * cell and totals recomputed against the run's start, in the caller's transaction.
 */
export async function scoreAfterEndTry(
  tx: Tx,
  contest: ContestScoring,
  sub: { id: string; userId: string; problemId: string; createdAt: Date },
) {
  const run = await runCovering(tx, contest.id, sub.userId, sub.createdAt);
  await tx
    .insert(contestSubmissions)
    .values({
      contestId: contest.id,
      problemId: sub.problemId,
      userId: sub.userId,
      submissionId: sub.id,
      createdAt: sub.createdAt,
      virtualRunId: run?.id ?? null,
      upsolve: run === null,
    })
    .onConflictDoNothing();
  if (run) await refreshVirtualCell(tx, contest, run, sub.problemId);
}

/**
 * One run × problem cell from the user's tries inside the run's window, then the run's totals from its cells.
 * The run's row is locked first, so two verdicts of the same run apply one after the other.
 */
async function refreshVirtualCell(tx: Tx, contest: ContestScoring, run: VirtualRunRow, problemId: string) {
  await tx
    .select({ id: contestVirtualRuns.id })
    .from(contestVirtualRuns)
    .where(eq(contestVirtualRuns.id, run.id))
    .for("update");
  const tries = await tx
    .select({ receivedAt: submissions.createdAt, status: submissions.status })
    .from(submissions)
    .where(
      and(
        eq(submissions.contestId, contest.id),
        eq(submissions.userId, run.userId),
        eq(submissions.problemId, problemId),
        gte(submissions.createdAt, run.startedAt),
        lt(submissions.createdAt, run.endsAt),
      ),
    )
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
  const cell = scoreCell(tries, run.startedAt);
  const values = {
    solved: cell.solved,
    tries: cell.tries,
    minutes: cell.minutes,
    solvedAt: cell.solvedAt,
    pending: cell.pending,
  };
  await tx
    .insert(contestVirtualCells)
    .values({ runId: run.id, problemId, ...values })
    .onConflictDoUpdate({ target: [contestVirtualCells.runId, contestVirtualCells.problemId], set: values });
  const cells = await tx.select().from(contestVirtualCells).where(eq(contestVirtualCells.runId, run.id));
  const totals = standingFrom(cells, run.startedAt, contest.penaltyMinutes);
  await tx.update(contestVirtualRuns).set(totals).where(eq(contestVirtualRuns.id, run.id));
}

export async function runCells(db: Db, runId: string) {
  return db.select().from(contestVirtualCells).where(eq(contestVirtualCells.runId, runId));
}

/** Whether the user submitted to the contest while it was live: they may not take it again virtually. */
export async function tookPartLive(db: Db, contest: ContestScoring, userId: string) {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.contestId, contest.id),
        eq(submissions.userId, userId),
        gte(submissions.createdAt, contest.startTime),
        lt(submissions.createdAt, contest.endTime),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The user's upsolving tries on the contest (link rows marked upsolve), with their verdicts, oldest first. */
export async function upsolveTries(db: Db, contestId: string, userId: string) {
  return db
    .select({
      problemId: contestSubmissions.problemId,
      receivedAt: submissions.createdAt,
      status: submissions.status,
    })
    .from(contestSubmissions)
    .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
    .where(
      and(
        eq(contestSubmissions.contestId, contestId),
        eq(contestSubmissions.userId, userId),
        eq(contestSubmissions.upsolve, true),
      ),
    )
    .orderBy(asc(submissions.createdAt));
}

/** Everyone on the official board (registered, not disqualified) with their names. */
export async function officialParticipants(db: Db, contestId: string) {
  return db
    .select({ userId: contestRegistrations.userId, username: users.name })
    .from(contestRegistrations)
    .innerJoin(users, eq(users.id, contestRegistrations.userId))
    .where(and(eq(contestRegistrations.contestId, contestId), isNull(contestRegistrations.disqualifiedAt)));
}

/**
 * Every official try received from the start until `cutoff` (capped at the end), with its verdict: the official
 * board as it stood at that instant is scored from these by the same rules. One indexed range over the contest's
 * submissions (submissions_contest_cell_idx), whatever the number of participants.
 */
export async function officialTriesBefore(db: Db, contest: ContestScoring, cutoff: Date) {
  const until = cutoff.getTime() < contest.endTime.getTime() ? cutoff : contest.endTime;
  return db
    .select({
      userId: submissions.userId,
      problemId: submissions.problemId,
      receivedAt: submissions.createdAt,
      status: submissions.status,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.contestId, contest.id),
        gte(submissions.createdAt, contest.startTime),
        lt(submissions.createdAt, until),
      ),
    );
}
