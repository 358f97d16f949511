import type { SubmissionUpdate } from "@grindstone/shared";
import { JUDGE_ATTEMPTS } from "@grindstone/shared/server";
import type { Job } from "bullmq";
import { InfrastructureError, type RunRequest, type RunResult } from "../runners/runner.ts";
import type { WorkerDeps } from "./deps.ts";
import { jobLog } from "./job-log.ts";
import { publishProgress } from "./publish.ts";

type Progress = Pick<SubmissionUpdate, "id" | "kind" | "problemId" | "totalTests">;

/**
 * Runs the tests with "Running test k of N" pushed to the user. A failure of ours (InfrastructureError) is thrown
 * so BullMQ retries the job; only on the last attempt does it come back as null, meaning Internal Error, which is
 * never the user's fault and never counted as an attempt.
 */
export async function runWithProgress(
  deps: WorkerDeps,
  job: Job,
  userId: string,
  progress: Progress,
  req: Omit<RunRequest, "onTestStart">,
): Promise<RunResult | null> {
  publishProgress(deps, userId, { ...progress, status: "Running", currentTest: null, passedCount: null });
  try {
    return await deps.runner.run({
      ...req,
      onTestStart: (i, n) =>
        publishProgress(deps, userId, {
          ...progress,
          totalTests: n,
          status: "Running",
          currentTest: i + 1,
          passedCount: null,
        }),
    });
  } catch (err) {
    const attempt = job.attemptsMade + 1;
    if (!(err instanceof InfrastructureError) || attempt < (job.opts.attempts ?? JUDGE_ATTEMPTS)) throw err;
    jobLog(deps.log, job).error(
      { attempt, reason: err.message },
      `${progress.kind} ${progress.id}: giving up after ${attempt} attempts: ${err.message}`,
    );
    return null;
  }
}
