import { and, count, eq, gte, lt, max, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { solvedProblems } from "../schema/submissions.ts";
import { users } from "../schema/users.ts";

const dayBounds = (day: string) => {
  const start = new Date(`${day}T00:00:00.000Z`);
  return [start, new Date(start.getTime() + 24 * 3600_000)] as const;
};

/** One user's standing for a UTC day: distinct problems first solved that day, and when the last one was. */
export async function userDayStanding(db: Db, userId: string, day: string) {
  const [from, to] = dayBounds(day);
  const [row] = await db
    .select({ solved: count(), lastAt: max(solvedProblems.solvedAt) })
    .from(solvedProblems)
    .where(
      and(
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
    .where(and(gte(solvedProblems.solvedAt, from), lt(solvedProblems.solvedAt, to)))
    .groupBy(solvedProblems.userId, users.name)
    .orderBy(sql`count(*) desc`);
}
