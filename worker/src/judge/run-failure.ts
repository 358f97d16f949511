import {
  JUDGE_JOBS,
  judgeRunPayload,
  RUN_TTL_SECONDS,
  runKey,
  runResultKey,
  runSpecSchema,
  type StoredRunResult,
} from "@grindstone/shared/server";
import type { Job, Queue } from "bullmq";
import type { WorkerDeps } from "./deps.ts";
import { jobLog } from "./job-log.ts";
import { publishFinal } from "./publish.ts";

/**
 * Whether BullMQ has just moved `job` to the failed set for good rather than scheduling a retry: the same rule as
 * its Job.shouldRetryJob (UnrecoverableError, or the attempts spent). A job that stalled more often than
 * maxStalledCount is failed the same way, with an UnrecoverableError, by the next worker that takes it.
 */
export function failedForGood(job: Pick<Job, "attemptsMade" | "opts">, err: Error) {
  return err.name === "UnrecoverableError" || job.attemptsMade >= (job.opts.attempts ?? 1);
}

const INTERNAL_ERROR: StoredRunResult = { status: "Internal Error", compileOutput: null, results: [] };

/**
 * The end of a Run whose job failed for good. A submission in that state is still Queued in Postgres and the sweeper
 * brings it to a verdict; a Run lives only in Redis and has no sweeper to wait for, so it gets its final answer here
 * at once: Internal Error (never the learner's fault) stored as its result, for whoever polls it, then the same
 * publishFinal as every verdict: the socket update, the wake-up of a held request, and the user's in-flight slot back.
 * Idempotent: the result is stored with SET NX and only the call that stored it announces, so a duplicate failure
 * event (or the sweep after the listener) repeats nothing; a Run that already has a result keeps it. Returns whether
 * this call ended the Run.
 */
export async function endFailedRun(deps: WorkerDeps, runId: string, reason: string) {
  const prefix = deps.env.REDIS_PREFIX;
  const rawSpec = await deps.redis.get(runKey(prefix, runId));
  // Expired (RUN_TTL_SECONDS): its in-flight entry lapsed long ago and nobody is waiting for it any more.
  if (!rawSpec) return false;
  const spec = runSpecSchema.parse(JSON.parse(rawSpec));
  const stored = await deps.redis.set(
    runResultKey(prefix, runId),
    JSON.stringify(INTERNAL_ERROR),
    "EX",
    RUN_TTL_SECONDS,
    "NX",
  );
  if (stored !== "OK") return false;
  deps.log.error({ runId, reason }, `run ${runId}: Internal Error, its job failed for good: ${reason}`);
  await publishFinal(deps, spec.userId, {
    id: runId,
    kind: "run",
    problemId: spec.problemId,
    status: INTERNAL_ERROR.status,
    currentTest: null,
    totalTests: spec.stdin.length,
    passedCount: 0,
  });
  return true;
}

/** The judge worker's "failed" listener for Runs: ends the Run when its job will not be tried again. */
export async function onRunJobFailed(deps: WorkerDeps, job: Job, err: Error) {
  if (job.name !== JUDGE_JOBS.run || !failedForGood(job, err)) return;
  const parsed = judgeRunPayload.safeParse(job.data);
  if (!parsed.success) return;
  await endFailedRun(deps, parsed.data.runId, err.message).catch((e: Error) =>
    jobLog(deps.log, job).error(
      { reason: e.message },
      `run ${parsed.data.runId} failed for good and could not be ended now, the sweeper will: ${e.message}`,
    ),
  );
}

// The newest failed jobs each sweep looks at: the listener ends almost every failed Run at once, so these only catch
// one whose listener never ran (its worker died right after failing it, or Redis blinked), within one sweep.
const SWEEP_FAILED_JOBS = 100;

/** Ends every recently failed Run still without a result; what the listener missed. Returns how many it ended. */
export async function sweepFailedRuns(deps: WorkerDeps, queue: Queue) {
  const failed = await queue.getJobs(["failed"], 0, SWEEP_FAILED_JOBS - 1);
  let ended = 0;
  for (const job of failed) {
    if (job?.name !== JUDGE_JOBS.run) continue;
    const parsed = judgeRunPayload.safeParse(job.data);
    if (!parsed.success) continue;
    if (await endFailedRun(deps, parsed.data.runId, job.failedReason || "unknown")) ended++;
  }
  return ended;
}
