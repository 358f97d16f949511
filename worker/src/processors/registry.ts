import { JUDGE_JOBS, type JudgeJobName } from "@grindstone/shared/server";
import type { Job } from "bullmq";
import type { WorkerDeps } from "../judge/deps.ts";
import { withJobLog } from "../judge/job-log.ts";
import { judgeRun } from "./judge-run.ts";
import { judgeSubmission } from "./judge-submission.ts";

type Processor = (job: Job) => Promise<unknown>;

/** One processor per job name; the worker looks the job's name up here and fails loudly on an unknown one. */
export function createRegistry(deps: WorkerDeps): Record<JudgeJobName, Processor> {
  return {
    [JUDGE_JOBS.submission]: withJobLog(deps.log, judgeSubmission(deps)),
    [JUDGE_JOBS.run]: withJobLog(deps.log, judgeRun(deps)),
  };
}
