import {
  contestCells,
  contestProblems,
  contestRegistrations,
  contestSubmissions,
  type SubmissionRow,
  submissions,
  submissionTestResults,
} from "@grindstone/db";
import { rankedStanding } from "@grindstone/db/queries/contest-board";
import { scoreContestTry } from "@grindstone/db/queries/contest-scores";
import {
  CONTEST_TEXTS,
  type ContestSolvedEntry,
  type ContestSubmissionEntry,
  type ContestSummary,
  contestStatus,
} from "@grindstone/shared";
import { setStandings } from "@grindstone/shared/contest-ranking";
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { toSubmissionView } from "../submissions/submission-view.ts";
import type { ContestViewer } from "./contest-views.ts";
import { contestEnded, getContestRow, isRegistered } from "./contests.service.ts";
import { afterEndKind } from "./virtual/virtual-runs.service.ts";

const notRegistered = () => new AppError("FORBIDDEN", 403, CONTEST_TEXTS.notRegistered);
const notInContest = () => notFound(CONTEST_TEXTS.notInContest);

export async function problemInContest(ctx: AppContext, contestId: string, problemId: string) {
  const [row] = await ctx.db
    .select({ problemId: contestProblems.problemId })
    .from(contestProblems)
    .where(and(eq(contestProblems.contestId, contestId), eq(contestProblems.problemId, problemId)));
  return row !== undefined;
}

/**
 * The receipt check of a contest submission (and Run): the contest exists, the caller is registered, it is LIVE by
 * the server's clock at receipt, and the problem belongs to it; after the end, only a virtual run's try or upsolving. Order: existence and membership first, so nothing
 * about a contest's problems leaks to someone who may not submit.
 */
export async function assertContestSubmission(
  ctx: AppContext,
  viewer: ContestViewer,
  contestId: string,
  problemId: string,
  receivedAt: Date = ctx.clock(),
  upsolve = false,
) {
  const contest = await getContestRow(ctx, contestId);
  const status = contestStatus(contest.startTime, contest.endTime, receivedAt);
  // After the end registration no longer matters: a virtual run's try or upsolving is taken from anyone, anything
  // else is "Contest has ended" (virtual/virtual-runs.service.ts).
  if (status === "ENDED") {
    if (!(await afterEndKind(ctx, viewer.id, contestId, receivedAt, upsolve))) throw contestEnded();
    if (!(await problemInContest(ctx, contestId, problemId))) throw notInContest();
    return contest;
  }
  if (!(await isRegistered(ctx, contestId, viewer.id))) throw notRegistered();
  if (status === "UPCOMING") throw new AppError("CONFLICT", 409, CONTEST_TEXTS.notLive);
  if (!(await problemInContest(ctx, contestId, problemId))) throw notInContest();
  return contest;
}

/**
 * Right after a contest submission is stored: its link row, and its cell recomputed (it shows as pending). Failure
 * here loses nothing: the verdict's transaction links and recomputes again.
 */
export async function recordContestReceipt(ctx: AppContext, sub: SubmissionRow) {
  if (!sub.contestId) return;
  const contestId = sub.contestId;
  const standing = await ctx.db.transaction((tx) => scoreContestTry(tx, contestId, sub));
  if (standing) await setStandings(ctx.redis, ctx.env.REDIS_PREFIX, contestId, [rankedStanding(standing)]);
}

/**
 * The spec's `POST /contests/{id}/submit`: links a submission the server verifies (the caller's own, that problem,
 * in this contest, received while it was LIVE, caller registered). It never marks anything solved: the cell is
 * recomputed from the submission's real verdict. A repeat answers the same.
 */
export async function linkSubmission(
  ctx: AppContext,
  viewer: ContestViewer,
  contestId: string,
  body: { contestId?: string; problemId: string; submissionId: string },
) {
  if (body.contestId && body.contestId !== contestId)
    throw new AppError("VALIDATION", 400, CONTEST_TEXTS.notLinkable);
  const contest = await getContestRow(ctx, contestId);
  if (!(await isRegistered(ctx, contestId, viewer.id))) throw notRegistered();
  if (!(await problemInContest(ctx, contestId, body.problemId))) throw notInContest();
  const [sub] = await ctx.db.select().from(submissions).where(eq(submissions.id, body.submissionId));
  // Someone else's submission is reported like a missing one: ids are not proof of access.
  if (!sub || sub.userId !== viewer.id) throw notFound("Submission not found");
  const inWindow = sub.createdAt >= contest.startTime && sub.createdAt < contest.endTime;
  if (sub.problemId !== body.problemId || !inWindow || (sub.contestId && sub.contestId !== contestId)) {
    throw new AppError("CONFLICT", 409, CONTEST_TEXTS.notLinkable);
  }
  if (sub.contestId !== contestId) {
    const standing = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(submissions)
        .set({ contestId })
        .where(and(eq(submissions.id, sub.id), isNull(submissions.contestId)))
        .returning();
      if (!claimed) return null; // linked meanwhile (a repeat racing this one)
      return scoreContestTry(tx, contestId, sub);
    });
    if (standing) await setStandings(ctx.redis, ctx.env.REDIS_PREFIX, contestId, [rankedStanding(standing)]);
  }
  const [entry] = await listEntries(ctx, viewer.id, contestId, { submissionId: sub.id });
  return entry!;
}

async function listEntries(
  ctx: AppContext,
  userId: string,
  contestId: string,
  only: { problemId?: string; submissionId?: string },
): Promise<ContestSubmissionEntry[]> {
  const rows = await ctx.db
    .select({ link: contestSubmissions, sub: submissions })
    .from(contestSubmissions)
    .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
    .where(
      and(
        eq(contestSubmissions.contestId, contestId),
        eq(contestSubmissions.userId, userId),
        only.problemId ? eq(contestSubmissions.problemId, only.problemId) : undefined,
        only.submissionId ? eq(contestSubmissions.submissionId, only.submissionId) : undefined,
      ),
    )
    .orderBy(desc(contestSubmissions.createdAt));
  const ids = rows.map((r) => r.sub.id);
  const results =
    ids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(submissionTestResults)
          .where(inArray(submissionTestResults.submissionId, ids))
          .orderBy(asc(submissionTestResults.position));
  return rows.map(({ link, sub }) => ({
    id: link.id,
    contestId: link.contestId,
    problemId: link.problemId,
    submissionId: link.submissionId,
    createdAt: link.createdAt.toISOString(),
    submission: toSubmissionView(
      sub,
      results.filter((r) => r.submissionId === sub.id),
    ),
  }));
}

/** The caller's own submissions to one contest problem, each holding its submission (never other users' rows). */
export async function listContestSubmissions(
  ctx: AppContext,
  viewer: ContestViewer,
  contestId: string,
  problemId: string,
) {
  await getContestRow(ctx, contestId);
  return listEntries(ctx, viewer.id, contestId, { problemId });
}

export async function listContestSolved(
  ctx: AppContext,
  viewer: ContestViewer,
  contestId: string,
): Promise<ContestSolvedEntry[]> {
  await getContestRow(ctx, contestId);
  const cells = await ctx.db
    .select()
    .from(contestCells)
    .where(
      and(
        eq(contestCells.contestId, contestId),
        eq(contestCells.userId, viewer.id),
        eq(contestCells.solved, true),
      ),
    );
  return cells.map((c) => ({
    problemId: c.problemId,
    solvedAt: c.solvedAt!.toISOString(),
    minutes: c.minutes ?? 0,
  }));
}

export async function contestSummary(
  ctx: AppContext,
  viewer: ContestViewer,
  contestId: string,
): Promise<ContestSummary> {
  await getContestRow(ctx, contestId);
  const [[subs], [probs], [solved], [participants]] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(contestSubmissions)
      .where(and(eq(contestSubmissions.contestId, contestId), eq(contestSubmissions.userId, viewer.id))),
    ctx.db.select({ n: count() }).from(contestProblems).where(eq(contestProblems.contestId, contestId)),
    ctx.db
      .select({ n: count() })
      .from(contestCells)
      .where(
        and(
          eq(contestCells.contestId, contestId),
          eq(contestCells.userId, viewer.id),
          eq(contestCells.solved, true),
        ),
      ),
    ctx.db
      .select({ n: count() })
      .from(contestRegistrations)
      .where(eq(contestRegistrations.contestId, contestId)),
  ]);
  return {
    totalSubmissions: subs?.n ?? 0,
    totalProblems: probs?.n ?? 0,
    totalSolved: solved?.n ?? 0,
    participants: participants?.n ?? 0,
  };
}
