import { type SubmissionRow, submissions } from "@grindstone/db";
import {
  countJudgeTests,
  getProblemPolicy,
  getSubmission,
  getSubmissionResults,
  problemExists,
} from "@grindstone/db/queries/submissions";
import {
  type ExecuteCodeBody,
  LANGUAGE_BY_ID,
  type Language,
  MAX_RUN_CASES,
  PENDING_STATUSES,
  type Role,
} from "@grindstone/shared";
import type { Logger } from "@grindstone/shared/logger";
import {
  JUDGE_JOBS,
  JUDGE_PRIORITY,
  type JudgeSubmissionPayload,
  type RunSpec,
} from "@grindstone/shared/server";
import type { AppContext } from "../../context.ts";
import { admitUser, releaseUser } from "../../lib/admission.ts";
import { AppError, isUniqueViolation, notFound } from "../../lib/errors.ts";
import { assertContestSubmission, recordContestReceipt } from "../contests/contest-entries.service.ts";
import { assertProblemVisible } from "../problems/problem-access.ts";
import { toSubmissionView } from "../submissions/submission-view.ts";
import { assertSameRequest, claimRunKey, findEarlierSubmission, releaseRunKey } from "./idempotency.ts";
import { enqueueRun, waitForRun } from "./run-queue.ts";
import { loadRunView, toRunView } from "./run-view.ts";

const isPending = (status: string) => (PENDING_STATUSES as readonly string[]).includes(status);

function resolveLanguage(languageId: number) {
  const language = LANGUAGE_BY_ID[languageId];
  // An id the language registry (packages/shared/src/languages.ts) does not list is refused plainly.
  if (!language) throw new AppError("VALIDATION", 400, "Unsupported language");
  return language;
}

/** Back-pressure: past the cap we refuse new work up front rather than let the queue grow without bound. */
async function ensureQueueCapacity(ctx: AppContext) {
  const counts = await ctx.queue.getJobCounts("wait", "prioritized", "delayed");
  const waiting = Object.values(counts).reduce((a, b) => a + b, 0);
  if (waiting >= ctx.env.JUDGE_QUEUE_CAP)
    throw new AppError("SERVICE_UNAVAILABLE", 503, "The judge is busy, please retry");
}

/**
 * Whether the caller may judge code against the problem: inside a contest the contest's receipt rule (registered,
 * LIVE by the server's clock, the problem belongs to it); outside, the problem's visibility (a hidden problem is
 * as missing to whoever may not see it).
 */
async function assertJudgeable(ctx: AppContext, viewer: Viewer, problemId: string, contest?: ContestReceipt) {
  if (contest)
    await assertContestSubmission(ctx, viewer, contest.id, problemId, contest.receivedAt, contest.upsolve);
  else await assertProblemVisible(ctx, viewer, problemId);
}

/**
 * Submit: the problem must exist, nothing more is read (its policy, which may hold a checker's source of hundreds of
 * KB, is the worker's to read). Run: the policy too, carried whole in the Run's spec.
 */
async function loadSubmitProblem(
  ctx: AppContext,
  viewer: Viewer,
  problemId: string,
  contest?: ContestReceipt,
) {
  await assertJudgeable(ctx, viewer, problemId, contest);
  if (!(await problemExists(ctx.db, problemId))) throw notFound("Problem not found");
  return { id: problemId };
}
async function loadRunProblem(ctx: AppContext, viewer: Viewer, problemId: string, contest?: ContestReceipt) {
  await assertJudgeable(ctx, viewer, problemId, contest);
  const problem = await getProblemPolicy(ctx.db, problemId);
  if (!problem) throw notFound("Problem not found");
  return problem;
}
/** `upsolve`: the body's flag, for a try after the contest's end outside a virtual run. */
type ContestReceipt = { id: string; receivedAt: Date; upsolve?: boolean };
type Viewer = { id: string; role: Role };
/** From the route: the Idempotency-Key, and the request's id and logger (middleware/request-log.ts). */
type RequestOpts = { idempotencyKey?: string | null; requestId?: string; log?: Logger };

/**
 * Submit: judged against every stored test of the problem, hidden ones included; the client's stdin and
 * expected outputs are ignored. Order matters: admission (Redis) before the insert, so with Redis down nothing
 * is accepted that could not be queued. With an Idempotency-Key a repeated request returns the first submission.
 */
export async function submitCode(
  ctx: AppContext,
  viewer: Viewer,
  body: ExecuteCodeBody,
  opts: RequestOpts = {},
) {
  const log = opts.log ?? ctx.log;
  const userId = viewer.id;
  const contestId = body.contestId;
  // One instant for the receipt check and the stored receipt time, so a submission at the boundary is judged by
  // the same clock reading it is stored with.
  const receivedAt = ctx.clock();
  const language = resolveLanguage(body.language_id);
  const key = opts.idempotencyKey ?? null;
  if (key) {
    const earlier = await findEarlierSubmission(ctx, userId, key);
    if (earlier) {
      assertSameRequest(earlier, body, language);
      return awaitSubmission(ctx, userId, earlier);
    }
  }
  const [problem, totalTests] = await Promise.all([
    loadSubmitProblem(
      ctx,
      viewer,
      body.problemId,
      contestId ? { id: contestId, receivedAt, upsolve: body.upsolve } : undefined,
    ),
    countJudgeTests(ctx.db, body.problemId),
    ensureQueueCapacity(ctx),
  ]);
  const id = crypto.randomUUID();
  await admitUser(ctx.redis, ctx.env.REDIS_PREFIX, userId, id);
  let row: SubmissionRow;
  try {
    [row] = (await ctx.db
      .insert(submissions)
      .values({
        id,
        userId,
        problemId: problem.id,
        contestId: contestId ?? null,
        language,
        sourceCode: body.source_code,
        status: "Queued",
        totalCount: totalTests,
        idempotencyKey: key,
        // The receipt time the contest's window and penalty are measured on: the server's clock, injectable in tests.
        createdAt: receivedAt,
      })
      .returning()) as [SubmissionRow];
  } catch (err) {
    await releaseUser(ctx.redis, ctx.env.REDIS_PREFIX, userId, id).catch(() => {});
    // The same click arriving twice at once: the other request stored it first.
    const twin = key && isUniqueViolation(err) ? await findEarlierSubmission(ctx, userId, key) : null;
    if (!twin) throw err;
    assertSameRequest(twin, body, language);
    return awaitSubmission(ctx, userId, twin);
  }
  // From here the submission exists: whatever fails below, the answer is this submission (200 or 202), never an
  // error that would make the client submit it again.
  if (contestId) {
    await recordContestReceipt(ctx, row).catch((err: Error) =>
      log.error(
        { submissionId: id, reason: err.message },
        `contest receipt of ${id} not recorded, its verdict will: ${err.message}`,
      ),
    );
  }
  const priority = contestId ? JUDGE_PRIORITY.contest : JUDGE_PRIORITY.practice;
  // If Redis fails right here the submission is still stored as Queued and the worker's sweeper enqueues it.
  const data: JudgeSubmissionPayload = { submissionId: id, reqId: opts.requestId };
  await ctx.queue
    .add(JUDGE_JOBS.submission, data, { jobId: id, priority })
    .catch((err: Error) =>
      log.error(
        { submissionId: id, reason: err.message },
        `enqueue ${id} failed, the sweeper will retry: ${err.message}`,
      ),
    );
  announceQueued(ctx, userId, { id, kind: "submission", problemId: problem.id, totalTests });
  return awaitSubmission(ctx, userId, row);
}

/**
 * Waits up to JUDGE_WAIT_MS for the stored submission's verdict and answers with its view. Every read here may
 * fail (Postgres restarting): the answer then is the submission as last known, pending, never an error.
 */
async function awaitSubmission(ctx: AppContext, userId: string, row: SubmissionRow) {
  if (isPending(row.status)) {
    await ctx.waiter.waitFor(row.id, ctx.env.JUDGE_WAIT_MS, async () => {
      const s = await getSubmission(ctx.db, row.id);
      return s !== null && !isPending(s.status);
    });
  }
  // The fallback is the row as this request knows it (Queued for a new one): true, if not the latest news.
  const view = (await loadSubmissionView(ctx, userId, row.id).catch(() => null)) ?? toSubmissionView(row, []);
  return { final: !isPending(view.status), submission: view };
}

/**
 * Run: the learner's own inputs, compared with their expected outputs, or with the reference solution's output where
 * none is given (the worker works that out). Only the first MAX_RUN_CASES cases run: an admin's view carries every
 * test, and refusing it outright left admins unable to Run at all; `requested` tells the caller how many came.
 * Never stored as a submission.
 */
export async function runCode(
  ctx: AppContext,
  viewer: Viewer,
  body: ExecuteCodeBody,
  opts: RequestOpts = {},
) {
  const language = resolveLanguage(body.language_id);
  if (body.stdin.length === 0) throw new AppError("VALIDATION", 400, "Add at least one test case to run");
  if (body.expected_outputs.length > body.stdin.length) {
    throw new AppError("VALIDATION", 400, "There are more expected outputs than inputs");
  }
  const requested = body.stdin.length;
  const userId = viewer.id;
  const key = opts.idempotencyKey ?? null;
  const id = crypto.randomUUID();
  if (key) {
    const earlierId = await claimRunKey(ctx, userId, key, id);
    if (earlierId) return { ...(await awaitEarlierRun(ctx, userId, earlierId, body, language)), requested };
  }
  const giveBack = async () => {
    await releaseUser(ctx.redis, ctx.env.REDIS_PREFIX, userId, id).catch(() => {});
    if (key) await releaseRunKey(ctx, userId, key).catch(() => {});
  };
  let spec: RunSpec;
  try {
    const problem = await loadRunProblem(
      ctx,
      viewer,
      body.problemId,
      body.contestId ? { id: body.contestId, receivedAt: ctx.clock(), upsolve: body.upsolve } : undefined,
    );
    await ensureQueueCapacity(ctx);
    await admitUser(ctx.redis, ctx.env.REDIS_PREFIX, userId, id);
    spec = {
      userId,
      problemId: problem.id,
      language,
      sourceCode: body.source_code,
      stdin: body.stdin.slice(0, MAX_RUN_CASES),
      expectedOutputs: body.stdin.slice(0, MAX_RUN_CASES).map((_, i) => body.expected_outputs[i] ?? null),
      policy: problem.policy,
      createdAt: new Date().toISOString(),
    };
    await enqueueRun(ctx, id, spec, opts.requestId);
  } catch (err) {
    await giveBack();
    throw err;
  }
  // Queued: from here the answer is this Run (200 or 202), never an error.
  announceQueued(ctx, userId, { id, kind: "run", problemId: spec.problemId, totalTests: spec.stdin.length });
  const final = await waitForRun(ctx, id, ctx.env.JUDGE_WAIT_MS);
  const view = (await loadRunView(ctx, userId, id).catch(() => null)) ?? toRunView(id, spec, null);
  return { final: final && !isPending(view.status), submission: view, requested };
}

/** A repeated Run request: the first request's Run, once it exists. */
async function awaitEarlierRun(
  ctx: AppContext,
  userId: string,
  runId: string,
  body: ExecuteCodeBody,
  language: Language,
) {
  const earlier = await loadRunView(ctx, userId, runId);
  // Claimed but not stored yet: the first request is still on its way (or failed and is giving the key back).
  if (!earlier) throw new AppError("CONFLICT", 409, "This request is already being processed, please retry");
  assertSameRequest(earlier, body, language);
  const final = await waitForRun(ctx, runId, ctx.env.JUDGE_WAIT_MS);
  const view = (await loadRunView(ctx, userId, runId).catch(() => null)) ?? earlier;
  return { final: final && !isPending(view.status), submission: view };
}

function announceQueued(
  ctx: AppContext,
  userId: string,
  s: { id: string; kind: "submission" | "run"; problemId: string; totalTests: number },
) {
  ctx.realtime.emitToUser(userId, "submissionUpdate", {
    ...s,
    status: "Queued",
    currentTest: null,
    passedCount: null,
  });
}

/** The owner's view of a submission, or null (also for someone else's: ids are not proof of access). */
export async function loadSubmissionView(ctx: AppContext, userId: string, id: string) {
  const sub = await getSubmission(ctx.db, id);
  if (!sub || sub.userId !== userId) return null;
  return toSubmissionView(sub, await getSubmissionResults(ctx.db, id));
}
