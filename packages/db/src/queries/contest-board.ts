import type { ScoreboardCell, ScoreboardRow } from "@grindstone/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  type ContestCellRow,
  contestCells,
  contestProblems,
  contestRegistrations,
  contestStandings,
} from "../schema/contests.ts";
import { problems } from "../schema/problems.ts";
import { users } from "../schema/users.ts";

/**
 * Reading scoreboard rows back from Postgres for a handful of users (a page, or the users a verdict changed): the
 * ranking itself comes from Redis, these are the cells to show. Shared by the API's scoreboard and the worker's
 * deltas, so both show the same row.
 */

export type BoardView = "live" | "frozen";

/** The contest's problems in order, with the letter the board and the ICPC feed use (A, B, …). */
export async function contestProblemColumns(db: Db, contestId: string) {
  const rows = await db
    .select({
      problemId: contestProblems.problemId,
      position: contestProblems.position,
      title: problems.title,
    })
    .from(contestProblems)
    .innerJoin(problems, eq(problems.id, contestProblems.problemId))
    .where(eq(contestProblems.contestId, contestId))
    .orderBy(asc(contestProblems.position), asc(contestProblems.problemId));
  return rows.map((r, i) => ({ problemId: r.problemId, label: String.fromCharCode(65 + i), title: r.title }));
}

export type BoardEntry = {
  userId: string;
  username: string;
  standing: typeof contestStandings.$inferSelect;
  cells: ContestCellRow[];
};

/** Standings, names and cells of the given users (two queries, whatever the count). */
export async function loadBoardEntries(db: Db, contestId: string, userIds: string[]) {
  const out = new Map<string, BoardEntry>();
  if (userIds.length === 0) return out;
  const [standings, cells] = await Promise.all([
    db
      .select({ standing: contestStandings, name: users.name })
      .from(contestStandings)
      .innerJoin(users, eq(users.id, contestStandings.userId))
      .where(
        and(
          eq(contestStandings.contestId, contestId),
          inArray(contestStandings.userId, userIds),
          notDisqualified,
        ),
      ),
    db
      .select()
      .from(contestCells)
      .where(and(eq(contestCells.contestId, contestId), inArray(contestCells.userId, userIds))),
  ]);
  for (const s of standings) {
    out.set(s.standing.userId, {
      userId: s.standing.userId,
      username: s.name,
      standing: s.standing,
      cells: [],
    });
  }
  for (const c of cells) out.get(c.userId)?.cells.push(c);
  return out;
}

/**
 * A standing whose user an admin disqualified (plagiarism review) is not on the board: every query the ranking is
 * built or rebuilt from skips it, so no rank, total or rebuild counts them. The row itself is kept (reinstating).
 */
export const notDisqualified = sql`not exists (select 1 from ${contestRegistrations} r
  where r.contest_id = ${contestStandings.contestId} and r.user_id = ${contestStandings.userId}
  and r.disqualified_at is not null)`;

/** Every standing of a contest on its board: what the Redis ranking is rebuilt from. */
export async function listStandings(db: Db, contestId: string) {
  return db
    .select()
    .from(contestStandings)
    .where(and(eq(contestStandings.contestId, contestId), notDisqualified));
}

/** One row as `view` shows it; a frozen cell carries no try count or time beyond the freeze. */
export function toBoardRow(
  entry: BoardEntry,
  columns: { problemId: string }[],
  view: BoardView,
  rank: number,
): ScoreboardRow {
  const byProblem = new Map(entry.cells.map((c) => [c.problemId, c]));
  const problemsOut: ScoreboardCell[] = columns.map(({ problemId }) => {
    const c = byProblem.get(problemId);
    if (!c) return { problemId, solved: false, tries: 0, minutes: null, pending: false };
    return view === "live"
      ? { problemId, solved: c.solved, tries: c.tries, minutes: c.minutes, pending: c.pending > 0 }
      : {
          problemId,
          solved: c.frozenSolved,
          tries: c.frozenTries,
          minutes: c.frozenMinutes,
          pending: c.frozenPending,
        };
  });
  const s = entry.standing;
  return {
    rank,
    userId: entry.userId,
    username: entry.username,
    solved: view === "live" ? s.solved : s.frozenSolved,
    penalty: view === "live" ? s.penalty : s.frozenPenalty,
    problems: problemsOut,
  };
}

/** A standing as the ranking sets take it. */
export const rankedStanding = (s: typeof contestStandings.$inferSelect) => ({
  userId: s.userId,
  version: s.version,
  live: { solved: s.solved, penalty: s.penalty, lastAcceptedSeconds: s.lastAcceptedSeconds },
  frozen: {
    solved: s.frozenSolved,
    penalty: s.frozenPenalty,
    lastAcceptedSeconds: s.frozenLastAcceptedSeconds,
  },
});
