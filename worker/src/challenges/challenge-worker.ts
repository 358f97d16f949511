import { logUnlessDown } from "@grindstone/shared/connection-watch";
import { bullPrefix, CHALLENGE_JOBS, CHALLENGE_QUEUE } from "@grindstone/shared/server";
import { type Job, Worker } from "bullmq";
import type Redis from "ioredis";
import type { WorkerDeps } from "../judge/deps.ts";
import { type CountableJudgeQueue, judgeIdleGate } from "../judge/idle-gate.ts";
import { jobLog, withJobLog } from "../judge/job-log.ts";
import { rejudgeChallenge } from "./rejudge-challenge.ts";
import { validateChallenge } from "./validate-challenge.ts";

/** One processor per challenge job name. */
export function challengeProcessors(deps: WorkerDeps, gate: () => Promise<void>) {
  return {
    [CHALLENGE_JOBS.validate]: withJobLog(deps.log, validateChallenge(deps, gate)),
    [CHALLENGE_JOBS.rejudge]: withJobLog(deps.log, rejudgeChallenge(deps, gate)),
  } as Record<string, (job: Job) => Promise<unknown>>;
}

/**
 * The challenge queue's worker (issue 27): one job at a time per process, and each sandbox run of a job waits until
 * the judge queue has nothing waiting (idle-gate.ts), so challenges use only slots live judging leaves idle. Its own
 * queue rather than a low BullMQ priority on the judge queue: a prioritized job still takes one of the judge worker's
 * job slots for its whole length (a challenge runs every accepted submission), where this worker holds a sandbox
 * slot for one test at a time and only when nobody waits.
 */
export function startChallengeWorker(deps: WorkerDeps, connection: Redis, judgeQueue: CountableJudgeQueue) {
  const abort = new AbortController();
  const processors = challengeProcessors(deps, judgeIdleGate(judgeQueue, abort.signal));
  const worker = new Worker(
    CHALLENGE_QUEUE,
    async (job) => {
      const processor = processors[job.name];
      if (!processor) throw new Error(`no processor for job "${job.name}"`);
      return processor(job);
    },
    { connection, prefix: bullPrefix(deps.env.REDIS_PREFIX), concurrency: 1 },
  );
  logUnlessDown(worker, connection, "worker: challenges", deps.log);
  worker.on("failed", (job, err) =>
    jobLog(deps.log, job).error(
      { reason: err.message },
      `challenge ${job?.data?.challengeId}: ${err.message}`,
    ),
  );
  return {
    worker,
    /** A job waiting at the gate stops waiting (it is retried later); one running a test finishes that test. */
    async close() {
      abort.abort(new Error("the worker is shutting down"));
      await worker.close();
    },
  };
}
