import { JUDGE_JOBS } from "@grindstone/shared/server";
import type { Job, Queue } from "bullmq";

/**
 * Makes sure a submission has a live judge job (jobId = submission id, so only one can exist): a waiting, delayed or
 * active one is left alone, a finished or failed one is replaced. `onReplace` hears of the job being replaced first
 * (its failure reason goes with it). Safe on many workers at once. Returns whether a job was added.
 */
export async function ensureJudgeJob(
  queue: Queue,
  submissionId: string,
  priority: number,
  onReplace?: (job: Job, state: string) => void,
) {
  const job = await queue.getJob(submissionId);
  if (job) {
    const state = await job.getState();
    if (state !== "completed" && state !== "failed" && state !== "unknown") return false;
    onReplace?.(job, state);
    await job.remove().catch(() => {});
  }
  await queue.add(JUDGE_JOBS.submission, { submissionId }, { jobId: submissionId, priority });
  return true;
}
