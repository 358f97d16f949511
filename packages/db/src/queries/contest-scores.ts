import { freezeTime, scoreCell, scoreFrozenCell, standingFrom } from "@grindstone/shared";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  type ContestRow,
  contestCells,
  contestStandings,
  contestSubmissions,
  contests,
} from "../schema/contests.ts";
import { submissions } from "../schema/submissions.ts";
import { scoreAfterEndTry } from "./contest-virtual.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type ContestScoring = Pick<
  ContestRow,
  "id" | "startTime" | "endTime" | "freezeMinutes" | "penaltyMinutes"
>;

export async function getContestScoring(db: Db | Tx, contestId: string): Promise<ContestScoring | null> {
  const [row] = await db
    .select({
      id: contests.id,
      startTime: contests.startTime,
      endTime: contests.endTime,
      freezeMinutes: contests.freezeMinutes,
      penaltyMinutes: contests.penaltyMinutes,
    })
    .from(contests)
    .where(eq(contests.id, contestId));
  return row ?? null;
}

/**
 * Recomputes one user × problem cell from that user's tries on it (received inside the window), then the user's
 * standing from their cells, inside the caller's transaction. The standing row is locked first, so two verdicts of
 * the same user (on any worker) apply one after the other. A few rows per call: incremental, never the whole board.
 * Returns the standing, or null when the user has no standing (not registered).
 */
export async function refreshContestCell(tx: Tx, contest: ContestScoring, userId: string, problemId: string) {
  const [locked] = await tx
    .select({ userId: contestStandings.userId })
    .from(contestStandings)
    .where(and(eq(contestStandings.contestId, contest.id), eq(contestStandings.userId, userId)))
    .for("update");
  if (!locked) return null;
  const tries = (
    await tx
      .select({ receivedAt: submissions.createdAt, status: submissions.status })
      .from(submissions)
      .where(
        and(
          eq(submissions.contestId, contest.id),
          eq(submissions.userId, userId),
          eq(submissions.problemId, problemId),
          gte(submissions.createdAt, contest.startTime),
          lt(submissions.createdAt, contest.endTime),
        ),
      )
      .orderBy(asc(submissions.createdAt), asc(submissions.id))
  ).map((t) => ({ receivedAt: t.receivedAt, status: t.status }));
  const live = scoreCell(tries, contest.startTime);
  const frozen =
    contest.freezeMinutes > 0
      ? scoreFrozenCell(tries, contest.startTime, freezeTime(contest))
      : { ...live, pending: live.pending > 0 };
  const values = {
    solved: live.solved,
    tries: live.tries,
    minutes: live.minutes,
    solvedAt: live.solvedAt,
    pending: live.pending,
    frozenSolved: frozen.solved,
    frozenTries: frozen.tries,
    frozenMinutes: frozen.minutes,
    frozenPending: frozen.pending,
  };
  await tx
    .insert(contestCells)
    .values({ contestId: contest.id, userId, problemId, ...values })
    .onConflictDoUpdate({
      target: [contestCells.contestId, contestCells.userId, contestCells.problemId],
      set: values,
    });
  return writeStanding(tx, contest, userId);
}

/**
 * A submission counted in a contest: its link row (kept once) and its cell and standing recomputed, in the caller's
 * transaction. The one step shared by the receipt, the spec's /submit link and the verdict; returns the standing.
 */
export async function scoreContestTry(
  tx: Tx,
  contestId: string,
  sub: { id: string; userId: string; problemId: string; createdAt: Date },
) {
  const contest = await getContestScoring(tx, contestId);
  // After the end: a virtual run's try or upsolving, never on the official board (contest-virtual.ts).
  if (contest && sub.createdAt.getTime() >= contest.endTime.getTime()) {
    await scoreAfterEndTry(tx, contest, sub);
    return null;
  }
  await tx
    .insert(contestSubmissions)
    .values({
      contestId,
      problemId: sub.problemId,
      userId: sub.userId,
      submissionId: sub.id,
      createdAt: sub.createdAt,
    })
    .onConflictDoNothing();
  return contest ? refreshContestCell(tx, contest, sub.userId, sub.problemId) : null;
}

async function writeStanding(tx: Tx, contest: ContestScoring, userId: string) {
  const cells = await tx
    .select()
    .from(contestCells)
    .where(and(eq(contestCells.contestId, contest.id), eq(contestCells.userId, userId)));
  const live = standingFrom(cells, contest.startTime, contest.penaltyMinutes);
  // A cell solved at the freeze was solved by the same (first) Accepted overall: its solvedAt is the live one.
  const frozen = standingFrom(
    cells.map((c) => ({
      solved: c.frozenSolved,
      tries: c.frozenTries,
      minutes: c.frozenMinutes,
      solvedAt: c.frozenSolved ? c.solvedAt : null,
    })),
    contest.startTime,
    contest.penaltyMinutes,
  );
  const [row] = await tx
    .update(contestStandings)
    .set({
      solved: live.solved,
      penalty: live.penalty,
      lastAcceptedSeconds: live.lastAcceptedSeconds,
      frozenSolved: frozen.solved,
      frozenPenalty: frozen.penalty,
      frozenLastAcceptedSeconds: frozen.lastAcceptedSeconds,
      version: sql`${contestStandings.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(contestStandings.contestId, contest.id), eq(contestStandings.userId, userId)))
    .returning();
  return row ?? null;
}
