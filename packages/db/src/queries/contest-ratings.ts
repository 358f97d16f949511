import type { RatingStatus } from "@grindstone/shared";
import { and, asc, desc, eq, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  contestCells,
  contestRatingChanges,
  contestRegistrations,
  contestStandings,
  contestSubmissions,
  contests,
} from "../schema/contests.ts";
import { users } from "../schema/users.ts";

/**
 * The rating job's reads and writes (worker/src/contests/ratings/rating-job.ts). Contests are rated in "rating
 * order", (end time, id): a user's state before a contest is the one stored by their latest earlier rated contest,
 * so the job takes the earliest PENDING contest each time and a recomputation is just "set PENDING again".
 */

type Tx = Pick<Db, "select" | "selectDistinctOn" | "insert" | "update" | "delete" | "execute">;

/** One number for pg_advisory_xact_lock: every rating transaction runs alone, whichever worker runs it. */
const RATINGS_LOCK = 0x67735f72; // "gs_r"

export async function lockRatings(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${RATINGS_LOCK})`);
}

/** The (end time, id) pair contests are rated in, as SQL to compare a row's pair with. */
const ratingOrderOf = (c: { id: string; endTime: Date }) =>
  sql`(${c.endTime.toISOString()}::timestamptz, ${c.id}::uuid)`;

export type ContestToRate = {
  id: string;
  title: string;
  endTime: Date;
  rated: boolean;
  phase: string;
  ratingStatus: string;
  /** Issue 28: a round with pretests is rated once its system test is DONE. */
  pretests: boolean;
  systemTestStatus: string;
};

/** Ended contests still waiting for the job, earliest in rating order first. */
export async function contestsToRate(tx: Tx, now: Date, limit = 100): Promise<ContestToRate[]> {
  return tx
    .select({
      id: contests.id,
      title: contests.title,
      endTime: contests.endTime,
      rated: contests.rated,
      phase: contests.phase,
      ratingStatus: contests.ratingStatus,
      pretests: contests.pretests,
      systemTestStatus: contests.systemTestStatus,
    })
    .from(contests)
    .where(and(eq(contests.ratingStatus, "PENDING"), lte(contests.endTime, now)))
    .orderBy(asc(contests.endTime), asc(contests.id))
    .limit(limit);
}

/** Tries received before the end that still wait for a verdict: the final standings are not known yet. */
export async function hasPendingVerdicts(tx: Tx, contestId: string) {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(contestCells)
    .where(and(eq(contestCells.contestId, contestId), sql`${contestCells.pending} > 0`))
    .limit(1);
  return row !== undefined;
}

export type RatedParticipant = {
  userId: string;
  solved: number;
  penalty: number;
  lastAcceptedSeconds: number;
};

/**
 * Who the rating counts: registered, not disqualified, with at least one try of their own during the contest
 * (virtual runs and upsolving are not the contest). Their live (unfrozen) final standing.
 */
export async function ratedParticipants(tx: Tx, contestId: string): Promise<RatedParticipant[]> {
  return tx
    .select({
      userId: contestStandings.userId,
      solved: contestStandings.solved,
      penalty: contestStandings.penalty,
      lastAcceptedSeconds: contestStandings.lastAcceptedSeconds,
    })
    .from(contestStandings)
    .innerJoin(
      contestRegistrations,
      and(
        eq(contestRegistrations.contestId, contestStandings.contestId),
        eq(contestRegistrations.userId, contestStandings.userId),
      ),
    )
    .where(
      and(
        eq(contestStandings.contestId, contestId),
        isNull(contestRegistrations.disqualifiedAt),
        sql`exists (select 1 from ${contestSubmissions} cs where cs.contest_id = ${contestStandings.contestId}
          and cs.user_id = ${contestStandings.userId} and cs.virtual_run_id is null and cs.upsolve = false)`,
      ),
    );
}

/** Each user's state after their latest rated contest before `contest` in rating order (absent: a newcomer). */
export async function statesBefore(
  tx: Tx,
  contest: { id: string; endTime: Date },
  userIds: string[],
): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  for (let i = 0; i < userIds.length; i += 5000) {
    const chunk = userIds.slice(i, i + 5000);
    const rows = await tx
      .selectDistinctOn([contestRatingChanges.userId], {
        userId: contestRatingChanges.userId,
        state: contestRatingChanges.stateAfter,
      })
      .from(contestRatingChanges)
      .innerJoin(contests, eq(contests.id, contestRatingChanges.contestId))
      .where(
        and(
          inArray(contestRatingChanges.userId, chunk),
          sql`(${contests.endTime}, ${contests.id}) < ${ratingOrderOf(contest)}`,
        ),
      )
      .orderBy(contestRatingChanges.userId, desc(contests.endTime), desc(contests.id));
    for (const r of rows) out.set(r.userId, r.state);
  }
  return out;
}

export type RatingChangeRow = typeof contestRatingChanges.$inferInsert;

/** The contest's stored changes (what a re-rating compares with, to know whether later contests must follow). */
export async function storedChanges(tx: Tx, contestId: string) {
  return tx
    .select({ userId: contestRatingChanges.userId, stateAfter: contestRatingChanges.stateAfter })
    .from(contestRatingChanges)
    .where(eq(contestRatingChanges.contestId, contestId));
}

/** Replaces the contest's changes whole and records the outcome. */
export async function saveRating(
  tx: Tx,
  contestId: string,
  status: Exclude<RatingStatus, "PENDING">,
  rows: RatingChangeRow[],
  now: Date,
) {
  await tx.delete(contestRatingChanges).where(eq(contestRatingChanges.contestId, contestId));
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.insert(contestRatingChanges).values(rows.slice(i, i + 1000));
  }
  await tx
    .update(contests)
    .set({ ratingStatus: status, ratedAt: status === "RATED" ? now : null })
    .where(eq(contests.id, contestId));
}

/**
 * A contest's results changed for `userIds`: every later contest (in rating order) that rated one of them is
 * PENDING again; re-rating it cascades further only if its own results change. Returns how many were marked.
 */
export async function markLaterPending(tx: Tx, contest: { id: string; endTime: Date }, userIds: string[]) {
  if (userIds.length === 0) return 0;
  let marked = 0;
  for (let i = 0; i < userIds.length; i += 5000) {
    const chunk = userIds.slice(i, i + 5000);
    const rows = await tx
      .update(contests)
      .set({ ratingStatus: "PENDING" })
      .where(
        and(
          ne(contests.ratingStatus, "PENDING"),
          sql`(${contests.endTime}, ${contests.id}) > ${ratingOrderOf(contest)}`,
          sql`exists (select 1 from ${contestRatingChanges} rc where rc.contest_id = ${contests.id}
            and rc.user_id in ${chunk})`,
        ),
      )
      .returning({ id: contests.id });
    marked += rows.length;
  }
  return marked;
}

/** The admin's switch; an ended contest goes back to the job (which recomputes it and whatever follows). */
export async function setContestRated(db: Db, contestId: string, rated: boolean, now: Date) {
  const [row] = await db
    .update(contests)
    .set({
      rated,
      // A real change sends the contest back to the job (a no-op switch recomputes nothing).
      ratingStatus: sql`case when ${contests.rated} <> ${rated} then 'PENDING' else ${contests.ratingStatus} end`,
      updatedAt: now,
    })
    .where(eq(contests.id, contestId))
    .returning({ id: contests.id, endTime: contests.endTime, ratingStatus: contests.ratingStatus });
  return row ?? null;
}

/** A contest's changes, best rank first, with names. */
export async function contestRatingRows(db: Db, contestId: string) {
  return db
    .select({
      userId: contestRatingChanges.userId,
      username: users.name,
      rank: contestRatingChanges.rank,
      oldRating: contestRatingChanges.oldRating,
      newRating: contestRatingChanges.newRating,
      performance: contestRatingChanges.performance,
    })
    .from(contestRatingChanges)
    .innerJoin(users, eq(users.id, contestRatingChanges.userId))
    .where(eq(contestRatingChanges.contestId, contestId))
    .orderBy(asc(contestRatingChanges.rank), asc(users.name), asc(contestRatingChanges.userId));
}

/** The deltas of some users in a contest (the scoreboard's page). */
export async function ratingDeltasOf(db: Db, contestId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      userId: contestRatingChanges.userId,
      delta: sql<number>`${contestRatingChanges.newRating} - ${contestRatingChanges.oldRating}`,
    })
    .from(contestRatingChanges)
    .where(and(eq(contestRatingChanges.contestId, contestId), inArray(contestRatingChanges.userId, userIds)));
  return new Map(rows.map((r) => [r.userId, Number(r.delta)]));
}

/** A user's rated contests, oldest first (contests the admin has since un-rated are left out at once). */
export async function userRatingHistory(db: Db, userId: string) {
  return db
    .select({
      contestId: contests.id,
      title: contests.title,
      endTime: contests.endTime,
      rank: contestRatingChanges.rank,
      oldRating: contestRatingChanges.oldRating,
      newRating: contestRatingChanges.newRating,
    })
    .from(contestRatingChanges)
    .innerJoin(contests, eq(contests.id, contestRatingChanges.contestId))
    .where(and(eq(contestRatingChanges.userId, userId), eq(contests.rated, true)))
    .orderBy(asc(contests.endTime), asc(contests.id));
}
