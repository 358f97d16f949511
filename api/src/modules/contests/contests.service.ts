import {
  type ContestRow,
  contestProblems,
  contestRegistrations,
  contestStandings,
  contests,
  problems,
  users,
} from "@grindstone/db";
import { rankedStanding } from "@grindstone/db/queries/contest-board";
import { CONTEST_TEXTS, type ContestView, compareContestsForList, contestStatus } from "@grindstone/shared";
import { dropBoard, setStandings } from "@grindstone/shared/contest-ranking";
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { type ContestFacts, type ContestViewer, maySeeProblems, toContestView } from "./contest-views.ts";

export const contestNotFound = () => notFound(CONTEST_TEXTS.notFound);
export const contestEnded = () => new AppError("CONFLICT", 409, CONTEST_TEXTS.ended);

/** The contest row, or 404 (also for a malformed id: the route validates it, this is the service's own guard). */
export async function getContestRow(ctx: AppContext, id: string): Promise<ContestRow> {
  const [row] = await ctx.db.select().from(contests).where(eq(contests.id, id));
  if (!row) throw contestNotFound();
  return row;
}

export async function isRegistered(ctx: AppContext, contestId: string, userId: string) {
  const [row] = await ctx.db
    .select({ userId: contestRegistrations.userId })
    .from(contestRegistrations)
    .where(and(eq(contestRegistrations.contestId, contestId), eq(contestRegistrations.userId, userId)));
  return row !== undefined;
}

/** Contests with their counts and the caller's registration in one query; problems only where the caller may see them. */
async function loadFacts(ctx: AppContext, viewer: ContestViewer, where?: SQL): Promise<ContestFacts[]> {
  const now = ctx.clock();
  const rows = await ctx.db
    .select({
      row: contests,
      problemCount: sql<number>`(select count(*)::int from contest_problems cp where cp.contest_id = ${contests.id})`,
      participants: sql<number>`(select count(*)::int from contest_registrations r where r.contest_id = ${contests.id})`,
      registered: sql<boolean>`exists(select 1 from contest_registrations r where r.contest_id = ${contests.id} and r.user_id = ${viewer.id})`,
      // Issue 28: a round with pretests, its system test's tries in all and those with their final verdict.
      systemTestTotal: sql<number>`case when ${contests.pretests} then (select count(*)::int from submissions s where s.contest_id = ${contests.id} and s.system_test is not null) else 0 end`,
      systemTestDone: sql<number>`case when ${contests.pretests} then (select count(*)::int from submissions s where s.contest_id = ${contests.id} and s.system_test = 'DONE') else 0 end`,
    })
    .from(contests)
    .where(where)
    .orderBy(desc(contests.startTime));
  const visible = rows.filter((r) => maySeeProblems(r.row, viewer, r.registered, now)).map((r) => r.row.id);
  const listed =
    visible.length === 0
      ? []
      : await ctx.db
          .select({
            contestId: contestProblems.contestId,
            position: contestProblems.position,
            id: problems.id,
            title: problems.title,
            difficulty: problems.difficulty,
            tags: problems.tags,
            companies: problems.companies,
          })
          .from(contestProblems)
          .innerJoin(problems, eq(problems.id, contestProblems.problemId))
          .where(inArray(contestProblems.contestId, visible))
          .orderBy(asc(contestProblems.position), asc(problems.id));
  const username = rows.some((r) => r.registered) ? await handleOf(ctx, viewer.id) : "";
  return rows.map((r) => ({
    row: r.row,
    problemCount: r.problemCount,
    participants: r.participants,
    registered: r.registered,
    systemTest: { total: r.systemTestTotal, done: r.systemTestDone },
    username,
    problems: listed
      .filter((p) => p.contestId === r.row.id)
      .map(({ contestId: _c, position, ...problem }) => ({ problemId: problem.id, position, problem })),
  }));
}

// The same handle the session's user carries (toPublicUser): the e-mail's local part.
async function handleOf(ctx: AppContext, userId: string) {
  const [u] = await ctx.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return u ? (u.email.split("@")[0] ?? u.name) : "";
}

/** LIVE, then UPCOMING by start, then ENDED most recent first (compareContestsForList, the web keeps it). */
export async function listContests(ctx: AppContext, viewer: ContestViewer): Promise<ContestView[]> {
  const now = ctx.clock();
  return (await loadFacts(ctx, viewer))
    .map((f) => toContestView(f, viewer, now))
    .sort(compareContestsForList);
}

export async function getContest(ctx: AppContext, viewer: ContestViewer, id: string): Promise<ContestView> {
  const [facts] = await loadFacts(ctx, viewer, eq(contests.id, id));
  if (!facts) throw contestNotFound();
  return toContestView(facts, viewer, ctx.clock());
}

/**
 * Registration is open until the end (a learner may join a LIVE contest late) and idempotent. It also creates the
 * user's standing, so they appear on the board with nothing solved, and puts them in the Redis ranking.
 */
export async function register(ctx: AppContext, viewer: ContestViewer, id: string) {
  const row = await getContestRow(ctx, id);
  if (contestStatus(row.startTime, row.endTime, ctx.clock()) === "ENDED") throw contestEnded();
  const standing = await ctx.db.transaction(async (tx) => {
    await tx.insert(contestRegistrations).values({ contestId: id, userId: viewer.id }).onConflictDoNothing();
    const [created] = await tx
      .insert(contestStandings)
      .values({ contestId: id, userId: viewer.id })
      .onConflictDoNothing()
      .returning();
    return created ?? null;
  });
  if (standing) await setStandings(ctx.redis, ctx.env.REDIS_PREFIX, id, [rankedStanding(standing)]);
  return getContest(ctx, viewer, id);
}

/**
 * Unregistering is open before the start only (afterwards the entry is part of the standings), checked in the
 * delete's own WHERE so a start racing it cannot slip through. Idempotent: not being registered is the goal.
 */
export async function unregister(ctx: AppContext, viewer: ContestViewer, id: string) {
  const row = await getContestRow(ctx, id);
  const now = ctx.clock();
  if (contestStatus(row.startTime, row.endTime, now) !== "UPCOMING") throw unregisterStarted();
  const removed = await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(contestRegistrations)
      .where(
        and(
          eq(contestRegistrations.contestId, id),
          eq(contestRegistrations.userId, viewer.id),
          inArray(
            contestRegistrations.contestId,
            tx
              .select({ id: contests.id })
              .from(contests)
              .where(and(eq(contests.id, id), gt(contests.startTime, now), eq(contests.phase, "UPCOMING"))),
          ),
        ),
      )
      .returning({ userId: contestRegistrations.userId });
    if (gone.length === 0) return false;
    await tx
      .delete(contestStandings)
      .where(and(eq(contestStandings.contestId, id), eq(contestStandings.userId, viewer.id)));
    return true;
  });
  if (!removed && (await isRegistered(ctx, id, viewer.id))) throw unregisterStarted();
  // The Redis ranking is a copy: dropped whole and rebuilt from Postgres on the next read (a member's stored
  // version would otherwise keep a later re-registration out of it). Before the start it holds no results.
  if (removed) await dropBoard(ctx.redis, ctx.env.REDIS_PREFIX, id);
  return getContest(ctx, viewer, id);
}

const unregisterStarted = () => new AppError("CONFLICT", 409, CONTEST_TEXTS.unregisterStarted);
