import { freezeTime } from "@grindstone/shared";
import { and, count, eq, gt, inArray, ne, or } from "drizzle-orm";
import type { Db } from "../client.ts";
import { contestProblems, contestStandings, contests } from "../schema/contests.ts";
import { problems } from "../schema/problems.ts";
import { notDisqualified } from "./contest-board.ts";

/**
 * The scheduler's side of a contest: which transitions it applied (`phase`) and which it announced
 * (`announced_phase`). Both move only forward, each by a compare-and-set, so two workers or a duplicated job apply
 * and announce a transition once. Status shown to people comes from the clock (`contestStatus`), not from these.
 */

export const CONTEST_PHASES = ["UPCOMING", "LIVE", "FROZEN", "ENDED"] as const;
export type ContestPhase = (typeof CONTEST_PHASES)[number];
export const phaseRank = (p: string) => CONTEST_PHASES.indexOf(p as ContestPhase);

type Window = { startTime: Date; endTime: Date; freezeMinutes: number };

/** The furthest phase the clock has reached; a contest without a freeze goes from LIVE straight to ENDED. */
export function duePhase(c: Window, now: Date): ContestPhase {
  const t = now.getTime();
  if (t >= c.endTime.getTime()) return "ENDED";
  if (c.freezeMinutes > 0 && t >= freezeTime(c).getTime()) return "FROZEN";
  return t >= c.startTime.getTime() ? "LIVE" : "UPCOMING";
}

const phaseColumns = {
  id: contests.id,
  startTime: contests.startTime,
  endTime: contests.endTime,
  freezeMinutes: contests.freezeMinutes,
  phase: contests.phase,
  announcedPhase: contests.announcedPhase,
  pretests: contests.pretests,
  systemTestStatus: contests.systemTestStatus,
};
export type ContestPhaseRow = {
  id: string;
  startTime: Date;
  endTime: Date;
  freezeMinutes: number;
  phase: string;
  /** Issue 28: a round with pretests, and where its system test stands (system-test.ts). */
  pretests: boolean;
  systemTestStatus: string;
  announcedPhase: string;
};

export async function getContestPhase(db: Db, contestId: string): Promise<ContestPhaseRow | null> {
  const [row] = await db.select(phaseColumns).from(contests).where(eq(contests.id, contestId));
  return row ?? null;
}

/**
 * Moves `phase` from `from` to `to` if it still is `from` (false: another worker moved it first). Reaching ENDED
 * also makes the contest's hidden problems public, in the same transaction, so a contest never ends with them
 * still hidden.
 */
export async function advancePhase(db: Db, contestId: string, from: string, to: ContestPhase) {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(contests)
      .set({ phase: to, updatedAt: new Date() })
      .where(and(eq(contests.id, contestId), eq(contests.phase, from)))
      .returning({ id: contests.id });
    if (moved.length === 0) return false;
    if (to === "ENDED") {
      const ids = tx
        .select({ id: contestProblems.problemId })
        .from(contestProblems)
        .where(eq(contestProblems.contestId, contestId));
      await tx
        .update(problems)
        .set({ isPublic: true, updatedAt: new Date() })
        .where(and(inArray(problems.id, ids), eq(problems.isPublic, false)));
    }
    return true;
  });
}

/** Claims the announcement of everything between `from` and `to` (false: someone else claimed it first). */
export async function claimAnnouncement(db: Db, contestId: string, from: string, to: string) {
  const rows = await db
    .update(contests)
    .set({ announcedPhase: to })
    .where(and(eq(contests.id, contestId), eq(contests.announcedPhase, from)))
    .returning({ id: contests.id });
  return rows.length > 0;
}

/**
 * What the reconciliation job looks at: every contest not ended, not fully announced, or ended after `since`
 * (its board is still read). Few rows: contests are created by admins.
 */
export async function contestsToReconcile(db: Db, since: Date): Promise<ContestPhaseRow[]> {
  return db
    .select(phaseColumns)
    .from(contests)
    .where(
      or(
        ne(contests.phase, "ENDED"),
        ne(contests.announcedPhase, contests.phase),
        gt(contests.endTime, since),
        // A round whose system test is not done, however long ago it ended.
        and(eq(contests.pretests, true), ne(contests.systemTestStatus, "DONE")),
      ),
    );
}

export async function countStandings(db: Db, contestId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(contestStandings)
    .where(and(eq(contestStandings.contestId, contestId), notDisqualified));
  return row?.n ?? 0;
}

export async function getStanding(db: Db, contestId: string, userId: string) {
  const [row] = await db
    .select()
    .from(contestStandings)
    .where(
      and(eq(contestStandings.contestId, contestId), eq(contestStandings.userId, userId), notDisqualified),
    );
  return row ?? null;
}
