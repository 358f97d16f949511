import type { SubmissionRow } from "@grindstone/db";
import {
  FINAL_STATUSES,
  getProblemPolicy,
  getSubmission,
  markRunning,
  recordVerdict,
} from "@grindstone/db/queries/submissions";
import { compilerOutputText, maxScoreOf, PRETESTS_PASSED } from "@grindstone/shared";
import { judgeSubmissionPayload, MAX_JUDGE_ATTEMPTS_TOTAL, utcDay } from "@grindstone/shared/server";
import { type Job, UnrecoverableError } from "bullmq";
import { onContestVerdict, rankContestVerdict } from "../contests/board-push.ts";
import { judgesOnPretests, pretestsOf } from "../contests/system-test/pretests.ts";
import { afterSystemTestVerdict } from "../contests/system-test/system-test-job.ts";
import type { WorkerDeps } from "../judge/deps.ts";
import { lastFailure, rememberFailure } from "../judge/failures.ts";
import { holdInflight } from "../judge/inflight.ts";
import { jobLog } from "../judge/job-log.ts";
import { markSolvedProblem, markSolvedToday, refreshLeaderboard } from "../judge/leaderboard.ts";
import { queueMeasurement } from "../judge/perf/queue-measurement.ts";
import { publishFinal } from "../judge/publish.ts";
import { runWithProgress } from "../judge/run-with-progress.ts";
import { type JudgeTest, JudgeTestCache } from "../judge/test-cache.ts";
import { toResults } from "../judge/to-results.ts";
import type { RunResult, RunTest } from "../runners/runner.ts";

const isFinal = (status: string) => (FINAL_STATUSES as readonly string[]).includes(status);

/**
 * Judges one stored submission against every test of its problem (hidden ones included). Idempotent: the verdict
 * is written by a conditional update, and everything after it is safe to repeat, so a duplicate delivery or a
 * retry after a crash ends with exactly one verdict and one set of side effects.
 */
export const judgeSubmission = (deps: WorkerDeps) => {
  const testCache = new JudgeTestCache();
  return async (job: Job) => {
    const parsed = judgeSubmissionPayload.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError("invalid judge-submission payload");
    return judge(deps, testCache, job, parsed.data.submissionId);
  };
};

async function judge(deps: WorkerDeps, testCache: JudgeTestCache, job: Job, submissionId: string) {
  // markRunning is conditional on a non-final status, so it doubles as the "already judged?" check.
  const running = await markRunning(deps.db, submissionId);
  if (!running) {
    if (!(await getSubmission(deps.db, submissionId)))
      throw new UnrecoverableError(`submission ${submissionId} does not exist`);
    return finish(deps, submissionId); // already judged: only re-announce (idempotent)
  }
  const started = performance.now();
  await holdInflight(deps, running.userId, submissionId);
  if (running.attempts > MAX_JUDGE_ATTEMPTS_TOTAL) return giveUp(deps, job, running);
  try {
    await judgeRunning(deps, testCache, job, running);
  } catch (err) {
    await rememberFailure(deps, submissionId, err);
    throw err;
  }
  const done = await finish(deps, submissionId);
  // Only the delivery that judged it: a duplicate that merely re-announces the verdict took no judging time.
  if (done) {
    const seconds = (performance.now() - started) / 1000;
    deps.metrics.judgeDuration.observe({ language: running.language, verdict: done.status }, seconds);
  }
  return done;
}

/**
 * Past MAX_JUDGE_ATTEMPTS_TOTAL the submission is not judged again: whatever failed it every time (a bug, a result
 * Postgres refuses, a program that kills its worker) would fail it again. Internal Error, with no results, can be
 * stored whatever the program printed, and it is never counted against the learner.
 */
async function giveUp(deps: WorkerDeps, job: Job, running: SubmissionRow) {
  const reason = (await lastFailure(deps, running.id)) ?? "unknown (no failure recorded)";
  jobLog(deps.log, job).error(
    { attempts: running.attempts - 1, reason },
    `submission ${running.id}: Internal Error after ${running.attempts - 1} attempts ` +
      `(cap ${MAX_JUDGE_ATTEMPTS_TOTAL}); last failure: ${reason}`,
  );
  await recordVerdict(deps.db, {
    id: running.id,
    status: "Internal Error",
    compileOutput: null,
    results: [],
    now: deps.clock(),
  });
  return finish(deps, running.id);
}

async function judgeRunning(deps: WorkerDeps, testCache: JudgeTestCache, job: Job, running: SubmissionRow) {
  const submissionId = running.id;
  const problem = await getProblemPolicy(deps.db, running.problemId);
  if (!problem) throw new UnrecoverableError(`problem ${running.problemId} does not exist`);
  const { policy } = problem;
  const allTests = await testCache.get(deps, running.problemId, problem.updatedAt);
  // A contest round with pretests: a fast verdict on them now, every test in the system test after the end.
  const onPretests = await judgesOnPretests(deps, running, policy);
  const tests = onPretests ? pretestsOf(allTests) : allTests;
  const base = {
    id: submissionId,
    kind: "submission" as const,
    problemId: running.problemId,
    totalTests: tests.length,
  };
  const result = await runWithProgress(deps, job, running.userId, base, {
    language: running.language,
    sourceCode: running.sourceCode,
    tests: await runTestsOf(deps, tests),
    policy,
  });
  if (result) reportCheckerFailures(deps, job, running, result);
  const verdict = result
    ? {
        id: submissionId,
        status: onPretests && result.status === "Accepted" ? PRETESTS_PASSED : result.status,
        // Runners already return it as compiler output text; again here, as for the outputs (toResults).
        compileOutput: result.compileOutput === null ? null : compilerOutputText(result.compileOutput),
        results: toResults(tests, result),
        scored: { score: result.score, maxScore: result.maxScore, groups: result.groups },
      }
    : {
        id: submissionId,
        status: "Internal Error" as const,
        compileOutput: null,
        results: [],
        scored: { score: 0, maxScore: maxScoreOf(policy), groups: [] },
      };
  await recordVerdict(deps.db, { ...verdict, now: deps.clock(), onPretests });
}

/**
 * The tests as the runner takes them: a test stored by content becomes this machine's cached file (fetched one after
 * another: a big set never in memory, not even in flight). An interactive problem's visible tests keep their
 * exchange for the learner to read.
 */
export async function runTestsOf(deps: Pick<WorkerDeps, "db" | "testData">, tests: JudgeTest[]) {
  const out: RunTest[] = [];
  for (const t of tests) {
    out.push({
      input: t.inputSha256 ? await deps.testData.file(deps, t.inputSha256) : t.input,
      expected: t.outputSha256 ? await deps.testData.file(deps, t.outputSha256) : t.output,
      transcript: !t.hidden,
    });
  }
  return out;
}

/**
 * A problem's checker that failed is logged for admins with what it said (its stderr, its exit status: the tests'
 * judgeMessage) and counted, once per failed test.
 */
function reportCheckerFailures(deps: WorkerDeps, job: Job, running: SubmissionRow, result: RunResult) {
  const failed = result.tests.flatMap((t, position) => (t.status === "Judge Error" ? [{ position, t }] : []));
  if (failed.length === 0) return;
  deps.metrics.checkerFailures.inc(failed.length);
  jobLog(deps.log, job).error(
    {
      problemId: running.problemId,
      tests: failed.map((f) => f.position + 1),
      checker: failed[0]!.t.judgeMessage,
    },
    `submission ${running.id}: the checker of problem ${running.problemId} failed on ${failed.length} test(s): ` +
      (failed[0]!.t.judgeMessage ?? "no message"),
  );
}

/** Everything after the verdict, recomputed from Postgres so repeating it is harmless. */
async function finish(deps: WorkerDeps, submissionId: string) {
  const sub = await getSubmission(deps.db, submissionId);
  if (!sub || !isFinal(sub.status)) return;
  if (sub.status === "Accepted" && sub.judgedAt) {
    const day = utcDay(sub.judgedAt);
    await Promise.all([
      refreshLeaderboard(deps, sub.userId, day),
      markSolvedToday(deps, sub.userId, day),
      markSolvedProblem(deps, sub.userId, sub.problemId),
      queueMeasurement(deps, sub),
    ]);
  }
  const ranked = sub.contestId ? await rankContestVerdict(deps, sub.contestId, sub.userId) : false;
  await publishFinal(deps, sub.userId, {
    id: sub.id,
    kind: "submission",
    problemId: sub.problemId,
    status: sub.status,
    currentTest: null,
    totalTests: sub.totalCount,
    passedCount: sub.passedCount,
  });
  // After the user's own update: the throttled board push to everyone watching.
  if (sub.contestId && ranked) await onContestVerdict(deps, sub.contestId, sub.userId);
  // A system-tested try's final verdict: the round's system test may be done now (issue 28).
  if (sub.contestId && sub.systemTest === "DONE") await afterSystemTestVerdict(deps, sub.contestId);
  return { status: sub.status };
}
