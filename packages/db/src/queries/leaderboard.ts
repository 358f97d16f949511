import { and, count, eq, gte, inArray, lt, max, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { problems } from "../schema/problems.ts";
import { solvedProblems } from "../schema/submissions.ts";
import { users } from "../schema/users.ts";

const dayBounds = (day: string) => {
  const start = new Date(`${day}T00:00:00.000Z`);
  return [start, new Date(start.getTime() + 24 * 3600_000)] as const;
};

/**
 * The daily leaderboard counts first solves of problems that are public now: a problem an admin hides stops counting
 * while it is hidden (and counts again, with its original solve time, once visible), and a contest's hidden problems
 * count from the moment its end makes them public. Both the verdict path (userDayStanding) and the rebuild
 * (dayStandings) count through this one condition, so the incremental board and the recomputation agree.
 */
const countsOnBoard = eq(problems.isPublic, true);

/** One user's standing for a UTC day: distinct public problems first solved that day, and when the last one was. */
export async function userDayStanding(db: Db, userId: string, day: string) {
  const [from, to] = dayBounds(day);
  const [row] = await db
    .select({ solved: count(), lastAt: max(solvedProblems.solvedAt) })
    .from(solvedProblems)
    .innerJoin(problems, eq(problems.id, solvedProblems.problemId))
    .where(
      and(
        countsOnBoard,
        eq(solvedProblems.userId, userId),
        gte(solvedProblems.solvedAt, from),
        lt(solvedProblems.solvedAt, to),
      ),
    );
  return { solved: row?.solved ?? 0, lastAt: row?.lastAt ?? null };
}

/** Every user's standing for a day: what a rebuild of the Redis sorted set starts from. */
export async function dayStandings(db: Db, day: string) {
  const [from, to] = dayBounds(day);
  return db
    .select({
      userId: solvedProblems.userId,
      name: users.name,
      solved: count(),
      lastAt: max(solvedProblems.solvedAt),
    })
    .from(solvedProblems)
    .innerJoin(users, eq(users.id, solvedProblems.userId))
    .innerJoin(problems, eq(problems.id, solvedProblems.problemId))
    .where(and(countsOnBoard, gte(solvedProblems.solvedAt, from), lt(solvedProblems.solvedAt, to)))
    .groupBy(solvedProblems.userId, users.name)
    .orderBy(sql`count(*) desc`);
}

/** Who first solved any of `problemIds` on a UTC day: whose standing a change to those problems' visibility moves. */
export async function daySolversOf(db: Db, problemIds: string[], day: string) {
  if (problemIds.length === 0) return [];
  const [from, to] = dayBounds(day);
  const rows = await db
    .selectDistinct({ userId: solvedProblems.userId })
    .from(solvedProblems)
    .where(
      and(
        inArray(solvedProblems.problemId, problemIds),
        gte(solvedProblems.solvedAt, from),
        lt(solvedProblems.solvedAt, to),
      ),
    );
  return rows.map((r) => r.userId);
}
