import { getPerformance, savePerformance } from "@grindstone/db/queries/performance";
import { getProblemPolicy, getSubmission, getSubmissionResults } from "@grindstone/db/queries/submissions";
import { PERF_RUNS, userRoom } from "@grindstone/shared";
import { BACKGROUND_BUSY_DELAY_MS, perfJobPayload } from "@grindstone/shared/server";
import { DelayedError, type Job, type Queue, UnrecoverableError } from "bullmq";
import { runTestsOf } from "../../processors/judge-submission.ts";
import { RunnerBusyError } from "../../runners/runner.ts";
import type { WorkerDeps } from "../deps.ts";
import { judgeQueueIdle } from "../idle-gate.ts";
import type { JudgeTestCache } from "../test-cache.ts";
import { figuresOf, heaviestTest } from "./measure.ts";

/**
 * Measures one accepted submission (the `submission-perf` job): its heaviest test PERF_RUNS times, one after another
 * in one sandbox box, while nothing else wants the sandbox. Idempotent: the figures are written once, conditionally
 * on the row still being PENDING, so a duplicate delivery measures at most once more and stores nothing.
 */
export function measureSubmission(deps: WorkerDeps, tests: JudgeTestCache, judgeQueue: Queue) {
  return async (job: Job, token?: string) => {
    const parsed = perfJobPayload.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError("invalid submission-perf payload");
    const { submissionId } = parsed.data;
    const row = await getPerformance(deps.db, submissionId);
    if (row?.status !== "PENDING") return { skipped: row?.status ?? "no row" };
    const sub = await getSubmission(deps.db, submissionId);
    if (sub?.status !== "Accepted")
      throw new UnrecoverableError(`submission ${submissionId} is not Accepted`);

    const stepAside = async () => {
      // Delayed, not failed: a busy judge is the expected case during a contest, and costs no attempt.
      await job.moveToDelayed(Date.now() + BACKGROUND_BUSY_DELAY_MS + Math.random() * 1000, token);
      throw new DelayedError();
    };
    // Judging anywhere goes first: a submission waiting in the queue will want a slot here soon.
    if (!(await judgeQueueIdle(judgeQueue))) return stepAside();

    const problem = await getProblemPolicy(deps.db, sub.problemId);
    if (!problem) throw new UnrecoverableError(`problem ${sub.problemId} does not exist`);
    const position = heaviestTest(await getSubmissionResults(deps.db, submissionId));
    const all = await tests.get(deps, sub.problemId, problem.updatedAt);
    const test = position === null ? undefined : all[position];
    if (position === null || !test)
      return save(deps, sub, {
        status: "FAILED",
        testPosition: position,
        runs: 0,
        message: "No test to measure",
      });
    const [runTest] = await runTestsOf(deps, [test]);
    let result: Awaited<ReturnType<WorkerDeps["runner"]["run"]>>;
    try {
      result = await deps.runner.run({
        language: sub.language,
        sourceCode: sub.sourceCode,
        // The same test again and again in one lane: the box, files and caches are the same for every run.
        tests: Array.from({ length: PERF_RUNS }, () => ({ ...runTest!, transcript: false })),
        policy: problem.policy,
        background: true,
      });
    } catch (err) {
      if (err instanceof RunnerBusyError) return stepAside();
      throw err;
    }
    const figures =
      result.status === "Compilation Error"
        ? {
            status: "FAILED" as const,
            testPosition: position,
            runs: 0,
            message: "It did not compile this time",
          }
        : figuresOf(position, result.tests);
    return save(deps, sub, figures);
  };
}

/**
 * Stores the figures if the row is still PENDING and tells the page; the result is what this delivery did. A
 * duplicate that lost the race (its job lost by Redis and queued again while it ran) used to report the status it
 * measured, so the job's result and its "done" log line said MEASURED for a delivery that stored nothing.
 */
async function save(
  deps: WorkerDeps,
  sub: { id: string; userId: string; problemId: string },
  figures: Parameters<typeof savePerformance>[2],
) {
  if (!(await savePerformance(deps.db, sub.id, figures, deps.clock())))
    return { skipped: "stored by another delivery" };
  deps.emitter
    .to(userRoom(sub.userId))
    .emit("submissionPerformance", { id: sub.id, problemId: sub.problemId, status: figures.status });
  return { status: figures.status };
}
