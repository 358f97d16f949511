import { users } from "@grindstone/db";
import {
  FINAL_STATUSES,
  getJudgeTests,
  getProblemLimits,
  getSubmission,
  markRunning,
  recordVerdict,
} from "@grindstone/db/queries/submissions";
import { JUDGE_ATTEMPTS, judgeSubmissionPayload, utcDay } from "@grindstone/shared";
import { type Job, UnrecoverableError } from "bullmq";
import { eq } from "drizzle-orm";
import type { WorkerDeps } from "../judge/deps.ts";
import { markSolvedProblem, markSolvedToday, refreshLeaderboard } from "../judge/leaderboard.ts";
import { publishFinal, publishProgress } from "../judge/publish.ts";
import { toResults } from "../judge/to-results.ts";
import { InfrastructureError } from "../runners/runner.ts";

const isFinal = (status: string) => (FINAL_STATUSES as readonly string[]).includes(status);

/**
 * Judges one stored submission against every test of its problem (hidden ones included). Idempotent: the verdict
 * is written by a conditional update, and everything after it is safe to repeat, so a duplicate delivery or a
 * retry after a crash ends with exactly one verdict and one set of side effects.
 */
export const judgeSubmission = (deps: WorkerDeps) => async (job: Job) => {
  const parsed = judgeSubmissionPayload.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError("invalid judge-submission payload");
  const { submissionId } = parsed.data;

  const existing = await getSubmission(deps.db, submissionId);
  if (!existing) throw new UnrecoverableError(`submission ${submissionId} does not exist`);
  const running = isFinal(existing.status) ? null : await markRunning(deps.db, submissionId);
  if (!running) return finish(deps, submissionId); // already judged: only re-announce (idempotent)

  const [tests, limits] = await Promise.all([
    getJudgeTests(deps.db, running.problemId),
    getProblemLimits(deps.db, running.problemId),
  ]);
  if (!limits) throw new UnrecoverableError(`problem ${running.problemId} does not exist`);
  const base = {
    id: submissionId,
    kind: "submission" as const,
    problemId: running.problemId,
    totalTests: tests.length,
  };
  publishProgress(deps, running.userId, { ...base, status: "Running", currentTest: null, passedCount: null });

  let verdict: Parameters<typeof recordVerdict>[1];
  try {
    const result = await deps.runner.run({
      language: running.language,
      sourceCode: running.sourceCode,
      tests: tests.map((t) => ({ input: t.input, expected: t.output })),
      limits: { cpuTimeMs: limits.cpuTimeLimitMs, memoryKb: limits.memoryLimitKb },
      onTestStart: (i, n) =>
        publishProgress(deps, running.userId, {
          ...base,
          totalTests: n,
          status: "Running",
          currentTest: i + 1,
          passedCount: null,
        }),
    });
    verdict = {
      id: submissionId,
      status: result.status,
      compileOutput: result.compileOutput,
      results: toResults(tests, result),
    };
  } catch (err) {
    // Our failure, not the program's: retry, and only after the last attempt settle on Internal Error.
    if (!(err instanceof InfrastructureError) || job.attemptsMade + 1 < (job.opts.attempts ?? JUDGE_ATTEMPTS))
      throw err;
    console.error(
      `[worker] ${submissionId}: giving up after ${job.attemptsMade + 1} attempts: ${err.message}`,
    );
    verdict = { id: submissionId, status: "Internal Error", compileOutput: null, results: [] };
  }
  await recordVerdict(deps.db, { ...verdict, now: deps.clock() });
  return finish(deps, submissionId);
};

/** Everything after the verdict, recomputed from Postgres so repeating it is harmless. */
async function finish(deps: WorkerDeps, submissionId: string) {
  const sub = await getSubmission(deps.db, submissionId);
  if (!sub || !isFinal(sub.status)) return;
  if (sub.status === "Accepted" && sub.judgedAt) {
    const [user] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, sub.userId));
    await refreshLeaderboard(deps, sub.userId, user?.name ?? "", utcDay(sub.judgedAt));
    await markSolvedToday(deps, sub.userId, utcDay(sub.judgedAt));
    await markSolvedProblem(deps, sub.userId, sub.problemId);
  }
  await publishFinal(deps, sub.userId, {
    id: sub.id,
    kind: "submission",
    problemId: sub.problemId,
    status: sub.status,
    currentTest: null,
    totalTests: sub.totalCount,
    passedCount: sub.passedCount,
  });
  return { status: sub.status };
}
