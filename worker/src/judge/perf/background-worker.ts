import { isConnectionError } from "@grindstone/db/availability";
import { logUnlessDown } from "@grindstone/shared/connection-watch";
import { BACKGROUND_JOBS, BACKGROUND_QUEUE, bullPrefix } from "@grindstone/shared/server";
import { type Queue, Worker } from "bullmq";
import type Redis from "ioredis";
import type { WorkerDeps } from "../deps.ts";
import { jobLog, withJobLog } from "../job-log.ts";
import { JudgeTestCache } from "../test-cache.ts";
import { measureSubmission } from "./measure-submission.ts";

/**
 * The background queue's worker (BACKGROUND_QUEUE): one job at a time, so a measurement holds at most one sandbox
 * slot and never one of the judge queue's job places. `judgeQueue` is read to step aside while judging waits.
 */
export function startBackgroundWorker(deps: WorkerDeps, connection: Redis, judgeQueue: Queue) {
  const measure = measureSubmission(deps, new JudgeTestCache(), judgeQueue);
  const worker = new Worker(
    BACKGROUND_QUEUE,
    async (job, token) => {
      if (job.name === BACKGROUND_JOBS.perf) return withJobLog(deps.log, (j) => measure(j, token))(job);
      throw new Error(`no processor for job "${job.name}"`);
    },
    { connection, prefix: bullPrefix(deps.env.REDIS_PREFIX), concurrency: 1 },
  );
  logUnlessDown(worker, connection, "worker: background", deps.log);
  worker.on("failed", (job, err) => {
    // Postgres unreachable with a retry still to come: the circuit breaker logged the outage once (as the judge
    // worker relies on). Logged here too, an outage wrote every caught measurement's failed query, its figures and
    // a stack, once per attempt (perf-postgres-restart.test.ts). A measurement lost for good is still logged.
    const retrying = job !== undefined && job.attemptsMade < (job.opts.attempts ?? 1);
    if (retrying && isConnectionError(err)) return;
    jobLog(deps.log, job).warn(
      { err, attempt: job?.attemptsMade ?? 0 },
      `${job?.name} failed: ${err.message}`,
    );
  });
  return worker;
}
