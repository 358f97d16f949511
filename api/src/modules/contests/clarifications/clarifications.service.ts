import { contestClarifications } from "@grindstone/db";
import {
  type AnnounceClarificationBody,
  type AnswerClarificationBody,
  type AskClarificationBody,
  CLARIFICATION_TEXTS,
  type ClarificationView,
  CONTEST_TEXTS,
  contestStatus,
} from "@grindstone/shared";
import type { AppContext } from "../../../context.ts";
import { AppError, notFound } from "../../../lib/errors.ts";
import type { Limiter } from "../../../lib/rate-limit.ts";
import type { ContestViewer } from "../contest-views.ts";
import { contestEnded, getContestRow, isRegistered } from "../contests.service.ts";
import { deliverAnnouncement, deliverAnswer, deliverQuestion } from "./clarification-events.ts";
import {
  type ClarificationRow,
  loadClarifications,
  type ProblemLabels,
  problemLabels,
  toClarificationView,
} from "./clarification-views.ts";

/** The labels of the contest's problems, after checking that `problemId` (when given) is one of them. */
async function labelsWith(ctx: AppContext, contestId: string, problemId: string | null | undefined) {
  const labels = await problemLabels(ctx, contestId);
  if (problemId && !labels.has(problemId)) throw notFound(CLARIFICATION_TEXTS.problemNotInContest);
  return labels;
}

const fresh = (row: ClarificationRow, labels: ProblemLabels) => ({
  facts: { row, answered: false, publicReply: false, askerEmail: null },
  labels,
});
const JURY: ContestViewer = { id: "", role: "ADMIN" };

/**
 * A registered participant's question while the contest is LIVE, rate-limited per user on every instance. The
 * 429 comes last, so a refused question (not live, not registered, a foreign problem) costs no budget.
 */
export async function askClarification(
  ctx: AppContext,
  limiter: Limiter,
  viewer: ContestViewer,
  contestId: string,
  body: AskClarificationBody,
): Promise<ClarificationView> {
  await limiter.assertNotBlocked(viewer.id);
  const contest = await getContestRow(ctx, contestId);
  if (!(await isRegistered(ctx, contestId, viewer.id)))
    throw new AppError("FORBIDDEN", 403, CONTEST_TEXTS.notRegistered);
  const status = contestStatus(contest.startTime, contest.endTime, ctx.clock());
  if (status === "ENDED") throw contestEnded();
  if (status === "UPCOMING") throw new AppError("CONFLICT", 409, CONTEST_TEXTS.notLive);
  const labels = await labelsWith(ctx, contestId, body.problemId);
  await limiter.consume(viewer.id);
  const [row] = await ctx.db
    .insert(contestClarifications)
    .values({ contestId, problemId: body.problemId ?? null, fromUserId: viewer.id, text: body.text })
    .returning();
  // Read back with the asker's handle, which the jury's copy carries.
  const [facts] = await loadClarifications(ctx, JURY, contestId, undefined, row!.id);
  const item = { facts: facts!, labels };
  deliverQuestion(ctx, item);
  return toClarificationView(item.facts, viewer, labels);
}

/** The jury's answer to a question: to its asker, or (`public`) to everyone. A question may get more than one. */
export async function answerClarification(
  ctx: AppContext,
  admin: ContestViewer,
  contestId: string,
  questionId: string,
  body: AnswerClarificationBody,
): Promise<ClarificationView> {
  await getContestRow(ctx, contestId);
  const [question] = await loadClarifications(ctx, admin, contestId, undefined, questionId);
  if (!question) throw notFound(CLARIFICATION_TEXTS.notFound);
  if (question.row.fromUserId === null) throw new AppError("CONFLICT", 409, CLARIFICATION_TEXTS.notAQuestion);
  const labels = await problemLabels(ctx, contestId);
  const [row] = await ctx.db
    .insert(contestClarifications)
    .values({
      contestId,
      problemId: question.row.problemId,
      replyToId: question.row.id,
      toUserId: body.public ? null : question.row.fromUserId,
      answeredBy: admin.id,
      public: body.public,
      text: body.text,
    })
    .returning();
  const answer = fresh(row!, labels);
  const answered = {
    facts: { ...question, answered: true, publicReply: question.publicReply || body.public },
    labels,
  };
  deliverAnswer(ctx, answered, answer);
  return toClarificationView(answer.facts, admin, labels);
}

/** A jury message to everyone that answers no question (a correction, a hint about a statement). */
export async function announceClarification(
  ctx: AppContext,
  admin: ContestViewer,
  contestId: string,
  body: AnnounceClarificationBody,
): Promise<ClarificationView> {
  await getContestRow(ctx, contestId);
  const labels = await labelsWith(ctx, contestId, body.problemId);
  const [row] = await ctx.db
    .insert(contestClarifications)
    .values({
      contestId,
      problemId: body.problemId ?? null,
      answeredBy: admin.id,
      public: true,
      text: body.text,
    })
    .returning();
  const item = fresh(row!, labels);
  deliverAnnouncement(ctx, item);
  return toClarificationView(item.facts, admin, labels);
}

/** What `viewer` may read of the contest's clarifications, oldest first (see loadClarifications). */
export async function listClarifications(
  ctx: AppContext,
  viewer: ContestViewer,
  contestId: string,
  since?: Date,
): Promise<ClarificationView[]> {
  await getContestRow(ctx, contestId);
  const [rows, labels] = await Promise.all([
    loadClarifications(ctx, viewer, contestId, since),
    problemLabels(ctx, contestId),
  ]);
  return rows.map((f) => toClarificationView(f, viewer, labels));
}
