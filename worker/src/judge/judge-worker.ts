import { isConnectionError } from "@grindstone/db/availability";
import { logUnlessDown } from "@grindstone/shared/connection-watch";
import { bullPrefix, JUDGE_QUEUE } from "@grindstone/shared/server";
import { Worker } from "bullmq";
import type Redis from "ioredis";
import { createRegistry } from "../processors/registry.ts";
import type { WorkerDeps } from "./deps.ts";
import { jobLog } from "./job-log.ts";
import { onRunJobFailed } from "./run-failure.ts";

/**
 * The judge queue's worker: each job goes to its processor by name (processors/registry.ts), and a Run whose job
 * fails for good is ended at once (run-failure.ts). `connection` is its own (BullMQ blocks on it).
 */
export function startJudgeWorker(deps: WorkerDeps, connection: Redis) {
  const registry = createRegistry(deps);
  const lockMs = deps.env.WORKER_LOCK_MS;
  const worker = new Worker(
    JUDGE_QUEUE,
    async (job) => {
      const processor = registry[job.name as keyof typeof registry];
      if (!processor) throw new Error(`no processor for job "${job.name}"`);
      return processor(job);
    },
    {
      connection,
      prefix: bullPrefix(deps.env.REDIS_PREFIX),
      // Sandbox slots bound the CPU work; twice as many jobs lets one job's database and compile steps overlap
      // another's tests, so the slots never sit idle between jobs.
      concurrency: deps.env.WORKER_CONCURRENCY * 2,
      lockDuration: lockMs,
      // A job whose worker died is retried this many times before it fails; the sweeper catches the rest.
      maxStalledCount: 3,
      stalledInterval: Math.max(1000, Math.floor(lockMs / 2)),
    },
  );
  logUnlessDown(worker, connection, "worker", deps.log);
  worker.on("failed", (job, err) => {
    if (job) void onRunJobFailed(deps, job, err);
    // A job failed because Postgres is unreachable: the circuit already logged the outage once; the retry is planned.
    if (isConnectionError(err) || isConnectionError((err as { cause?: unknown }).cause)) return;
    jobLog(deps.log, job).error(
      { err, attempt: job?.attemptsMade ?? 0 },
      `${job?.name} failed: ${err.message}`,
    );
  });
  return worker;
}
