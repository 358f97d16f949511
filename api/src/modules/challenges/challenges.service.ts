import { problems, submissions, testCases, testChallenges, users } from "@grindstone/db";
import { getChallengeProblem } from "@grindstone/db/queries/challenges";
import { CHALLENGE_TEXTS, type ChallengeStatus, type CreateChallengeBody } from "@grindstone/shared";
import { CHALLENGE_JOBS, challengeJobId } from "@grindstone/shared/server";
import { and, count, desc, eq, max, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { contestLockFor } from "../problems/contest-lock.ts";
import { assertProblemVisible, type ProblemViewer } from "../problems/problem-access.ts";
import { invalidateProblemList } from "../problems/problem-list-cache.ts";
import { toAdminChallengeView, toChallengeView } from "./challenge-views.ts";

const conflict = (message: string) => new AppError("CONFLICT", 409, message);

/**
 * Whether the problem can take a challenge at all: an input validator to check the input, a reference solution to
 * answer it, and a pass-fail policy (a scoring problem's groups name their tests, and an interactive problem's input
 * is a conversation, so neither can simply gain one more test).
 */
async function assertChallengeable(ctx: AppContext, problemId: string) {
  const p = await getChallengeProblem(ctx.db, problemId);
  if (!p) throw notFound("Problem not found");
  if (p.refusal) throw conflict(CHALLENGE_TEXTS[p.refusal]);
}

/** The one gate in front of a learner's challenge: the problem page's rules, then the problem's own fitness. */
async function assertMayChallenge(ctx: AppContext, user: ProblemViewer, problemId: string) {
  await assertProblemVisible(ctx, user, problemId);
  // During a live contest the answer "some accepted solutions fail" would be a hint about the contest's problem.
  const lock = await contestLockFor(ctx, user, problemId);
  if (lock) throw new AppError("CONTEST_LIVE", 403, lock.message);
  await assertChallengeable(ctx, problemId);
}

async function assertOwnAccepted(ctx: AppContext, userId: string, problemId: string, submissionId: string) {
  const [own] = await ctx.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.id, submissionId),
        eq(submissions.userId, userId),
        eq(submissions.problemId, problemId),
        eq(submissions.status, "Accepted"),
      ),
    );
  if (!own) throw new AppError("VALIDATION", 400, CHALLENGE_TEXTS.notYourAccepted);
}

export async function createChallenge(
  ctx: AppContext,
  user: ProblemViewer,
  problemId: string,
  body: CreateChallengeBody,
) {
  await ctx.limits.challenge.assertNotBlocked(user.id);
  await assertMayChallenge(ctx, user, problemId);
  if (body.submissionId) await assertOwnAccepted(ctx, user.id, problemId, body.submissionId);
  // Spent only by a challenge that will run: a refused one (no validator, a typo in the id) costs nothing.
  await ctx.limits.challenge.consume(user.id);
  const [row] = await ctx.db
    .insert(testChallenges)
    .values({
      problemId,
      userId: user.id,
      targetSubmissionId: body.submissionId ?? null,
      input: body.input,
    })
    .returning();
  await ctx.challengeQueue.add(
    CHALLENGE_JOBS.validate,
    { challengeId: row!.id },
    { jobId: challengeJobId(CHALLENGE_JOBS.validate, row!.id) },
  );
  return toChallengeView(row!, false);
}

export async function listMyChallenges(ctx: AppContext, user: ProblemViewer, problemId: string) {
  await assertProblemVisible(ctx, user, problemId);
  const rows = await ctx.db
    .select()
    .from(testChallenges)
    .where(and(eq(testChallenges.userId, user.id), eq(testChallenges.problemId, problemId)))
    .orderBy(desc(testChallenges.createdAt))
    .limit(50);
  return rows.map((r) => toChallengeView(r, false));
}

/** One challenge, to its owner or an admin; anyone else is told it does not exist. */
export async function getChallenge(ctx: AppContext, user: ProblemViewer, id: string) {
  const [row] = await ctx.db.select().from(testChallenges).where(eq(testChallenges.id, id));
  const isAdmin = user.role === "ADMIN";
  if (!row || (row.userId !== user.id && !isAdmin)) throw notFound(CHALLENGE_TEXTS.notFound);
  return toChallengeView(row, isAdmin);
}

/** The admins' review queue (oldest first: first come, first reviewed). */
export async function listChallengesForReview(ctx: AppContext, status: ChallengeStatus) {
  const rows = await ctx.db
    .select({ row: testChallenges, userName: users.name, problemTitle: problems.title })
    .from(testChallenges)
    .innerJoin(users, eq(users.id, testChallenges.userId))
    .innerJoin(problems, eq(problems.id, testChallenges.problemId))
    .where(eq(testChallenges.status, status))
    .orderBy(testChallenges.createdAt)
    .limit(200);
  return rows.map((r) => toAdminChallengeView(r.row, { userName: r.userName, problemTitle: r.problemTitle }));
}

/**
 * Approval, in one transaction: the input becomes the problem's last test (hidden, with the reference's answer), the
 * problem's tests version and updatedAt move on (the worker's test cache is keyed by updatedAt, so new submissions
 * are judged on it at once), and the challenge records the test. The conditional on PENDING_REVIEW makes a second
 * click, or a second admin, a 409 rather than a second test. The rejudge job follows the commit.
 */
export async function approveChallenge(ctx: AppContext, adminId: string, id: string) {
  const approved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(testChallenges).where(eq(testChallenges.id, id)).for("update");
    if (!row) throw notFound(CHALLENGE_TEXTS.notFound);
    if (row.status !== "PENDING_REVIEW" || row.expectedOutput === null)
      throw conflict(CHALLENGE_TEXTS.notPending);
    // Serialises with an admin's edit of the same problem (it replaces every test in its own transaction).
    await tx.select({ id: problems.id }).from(problems).where(eq(problems.id, row.problemId)).for("update");
    const [last] = await tx
      .select({ position: max(testCases.position) })
      .from(testCases)
      .where(eq(testCases.problemId, row.problemId));
    const [test] = await tx
      .insert(testCases)
      .values({
        problemId: row.problemId,
        position: (last?.position ?? -1) + 1,
        input: row.input,
        output: row.expectedOutput,
        hidden: true,
      })
      .returning({ id: testCases.id });
    await tx
      .update(problems)
      .set({ testsVersion: sql`${problems.testsVersion} + 1`, updatedAt: new Date() })
      .where(eq(problems.id, row.problemId));
    const [updated] = await tx
      .update(testChallenges)
      .set({
        status: "APPROVED",
        message: CHALLENGE_TEXTS.approved,
        decidedAt: ctx.clock(),
        decidedBy: adminId,
        testCaseId: test!.id,
      })
      .where(eq(testChallenges.id, id))
      .returning();
    return updated!;
  });
  await ctx.challengeQueue.add(
    CHALLENGE_JOBS.rejudge,
    { challengeId: id },
    { jobId: challengeJobId(CHALLENGE_JOBS.rejudge, id) },
  );
  await invalidateProblemList(ctx);
  return toChallengeView(approved, true);
}

export async function rejectChallenge(ctx: AppContext, adminId: string, id: string, message?: string) {
  const [row] = await ctx.db
    .update(testChallenges)
    .set({
      status: "REJECTED",
      message: message || CHALLENGE_TEXTS.rejected,
      decidedAt: ctx.clock(),
      decidedBy: adminId,
    })
    .where(and(eq(testChallenges.id, id), eq(testChallenges.status, "PENDING_REVIEW")))
    .returning();
  if (row) return toChallengeView(row, true);
  const [exists] = await ctx.db
    .select({ id: testChallenges.id })
    .from(testChallenges)
    .where(eq(testChallenges.id, id));
  throw exists ? conflict(CHALLENGE_TEXTS.notPending) : notFound(CHALLENGE_TEXTS.notFound);
}

/** The challenger's credit: how many of their challenges became tests. */
export async function challengesApprovedCount(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(testChallenges)
    .where(and(eq(testChallenges.userId, userId), eq(testChallenges.status, "APPROVED")));
  return row?.n ?? 0;
}
