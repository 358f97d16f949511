import { and, eq, gt, lte, min, not, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { contestProblems, contestRegistrations, contests } from "../schema/contests.ts";
import { problems } from "../schema/problems.ts";

/**
 * Who may see a hidden problem (`problems.is_public` false, issue 12): admins (decided by the caller), everyone once
 * a contest containing it has ended (end_time <= now, even before the end job set is_public), and the registered
 * participants of a contest containing it while that contest is LIVE (start_time <= now < end_time, the same
 * boundaries as contestStatus in packages/shared/src/contests.ts). "Now" is the caller's clock, never Postgres's, so
 * the API's injected clock decides. Every condition here leans on contest_problems_problem_idx.
 */

/** A hidden `problems` row is visible to `viewerId` (null: signed out) at `now` through one of its contests. */
export function visibleThroughContest(viewerId: string | null, now: Date): SQL {
  const ended = lte(contests.endTime, now);
  const live = and(lte(contests.startTime, now), gt(contests.endTime, now));
  const registered = viewerId
    ? sql`exists (select 1 from ${contestRegistrations} where ${contestRegistrations.contestId} = ${contests.id} and ${contestRegistrations.userId} = ${viewerId})`
    : undefined;
  return sql`exists (select 1 from ${contestProblems} inner join ${contests} on ${contests.id} = ${contestProblems.contestId} where ${contestProblems.problemId} = ${problems.id} and ${registered ? or(ended, and(live, registered)) : ended})`;
}

/** A `problems` row is visible to a non-admin `viewerId` at `now`: public, or through one of its contests. */
export const problemVisibleTo = (viewerId: string | null, now: Date): SQL =>
  or(eq(problems.isPublic, true), visibleThroughContest(viewerId, now))!;

/** Whether the hidden problem `problemId` is visible to a non-admin `viewerId` at `now` (one query). */
export async function hiddenProblemVisible(db: Db, problemId: string, viewerId: string | null, now: Date) {
  const rows = await db
    .select({ id: problems.id })
    .from(problems)
    .where(and(eq(problems.id, problemId), visibleThroughContest(viewerId, now)));
  return rows.length > 0;
}

/**
 * What the shared (non-admin) problems list needs about hidden problems at `now`: which ones a contest has already
 * released (ended), and when the next release happens (the earliest future end of a contest holding one still
 * hidden), so a cached list can expire at that instant instead of showing a released problem late.
 */
export async function hiddenProblemReleases(db: Db, now: Date) {
  const rows = await db
    .select({
      problemId: contestProblems.problemId,
      released: sql<boolean>`bool_or(${lte(contests.endTime, now)})`,
      nextEnd: min(contests.endTime),
    })
    .from(contestProblems)
    .innerJoin(contests, eq(contests.id, contestProblems.contestId))
    .innerJoin(problems, eq(problems.id, contestProblems.problemId))
    .where(not(problems.isPublic))
    .groupBy(contestProblems.problemId);
  const released = new Set<string>();
  let nextReleaseAt: number | null = null;
  for (const r of rows) {
    if (r.released) {
      released.add(r.problemId);
      continue;
    }
    const end = r.nextEnd ? new Date(r.nextEnd).getTime() : null;
    if (end !== null && (nextReleaseAt === null || end < nextReleaseAt)) nextReleaseAt = end;
  }
  return { released, nextReleaseAt };
}
