import { isConnectionError } from "@grindstone/db/availability";
import { logUnlessDown } from "@grindstone/shared/connection-watch";
import type { Logger } from "@grindstone/shared/logger";
import {
  bullPrefix,
  CONTEST_JOBS,
  CONTEST_QUEUE,
  CONTEST_RECONCILE_EVERY_MS,
  PROBLEM_DIFFICULTY_EVERY_MS,
} from "@grindstone/shared/server";
import { type Queue, UnrecoverableError, Worker } from "bullmq";
import type Redis from "ioredis";
import type { WorkerDeps } from "../judge/deps.ts";
import { jobLog } from "../judge/job-log.ts";
import { createContestRegistry } from "./registry.ts";

export const RECONCILE_SCHEDULER_ID = "contest-reconcile";
export const DIFFICULTY_SCHEDULER_ID = "problem-difficulty";
/**
 * A job scheduler lives in Redis, so it is lost with the data (the reconciliation is there to repair): each worker
 * upserts it again this often (the same `every` keeps the same next run, so an upsert never postpones it).
 */
const RESCHEDULE_MS = 5 * 60_000;

type Options = { concurrency?: number; lockDuration?: number; stalledInterval?: number; label?: string };

/**
 * The contest queue's worker, beside the judge worker in the same process. Its jobs are short (a few queries and
 * Redis calls), so a modest concurrency keeps one slow contest from holding up another's transition without
 * taking many database connections. `connection` is its own (BullMQ blocks on it).
 */
export function startContestWorker(deps: WorkerDeps, connection: Redis, opts: Options = {}) {
  const label = opts.label ?? "worker: contests";
  const registry = createContestRegistry(deps);
  const worker = new Worker(
    CONTEST_QUEUE,
    async (job, token) => {
      const processor = registry[job.name as keyof typeof registry];
      if (!processor) throw new UnrecoverableError(`no processor for contest job "${job.name}"`);
      return processor(job, token);
    },
    {
      connection,
      prefix: bullPrefix(deps.env.REDIS_PREFIX),
      concurrency: opts.concurrency ?? 4,
      lockDuration: opts.lockDuration ?? 30_000,
      // A job taken by a worker that died goes back to the queue once its lock lapses, for another worker.
      stalledInterval: opts.stalledInterval ?? 15_000,
      maxStalledCount: 3,
    },
  );
  logUnlessDown(worker, connection, label, deps.log);
  worker.on("failed", (job, err) => {
    // Postgres unreachable: the circuit logged the outage once; the retry (or the reconciliation) follows.
    if (isConnectionError(err) || isConnectionError((err as { cause?: unknown }).cause)) return;
    jobLog(deps.log, job).error({ reason: err.message }, `${label}: job ${job?.name} failed: ${err.message}`);
  });
  return worker;
}

/**
 * Registers the repeating reconciliation (idempotent across workers) now and again every few minutes; after a
 * failure (Redis down at start) it tries again sooner.
 */
export const keepReconcileScheduled = (queue: Queue, log: Logger) =>
  keepScheduled(queue, log, {
    id: RECONCILE_SCHEDULER_ID,
    every: CONTEST_RECONCILE_EVERY_MS,
    name: CONTEST_JOBS.reconcile,
    label: "contests: scheduling the reconciliation",
  });

/** The same for the refit of problems' difficulty ratings (issue 27, learning/difficulty-job.ts). */
export const keepDifficultyScheduled = (queue: Queue, log: Logger) =>
  keepScheduled(queue, log, {
    id: DIFFICULTY_SCHEDULER_ID,
    every: PROBLEM_DIFFICULTY_EVERY_MS,
    name: CONTEST_JOBS.problemDifficulty,
    label: "learning: scheduling the difficulty refit",
  });

/**
 * A repeating job on the contest queue, under a fixed scheduler id so every worker upserting it makes one schedule
 * (the same `every` keeps the same next run, so an upsert never postpones it).
 */
function keepScheduled(
  queue: Queue,
  log: Logger,
  job: { id: string; every: number; name: string; label: string },
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const upsert = async () => {
    let next = RESCHEDULE_MS;
    try {
      await queue.upsertJobScheduler(
        job.id,
        { every: job.every },
        { name: job.name, opts: { removeOnComplete: true, removeOnFail: 50 } },
      );
    } catch (err) {
      const reason = (err as Error).message;
      log.error({ reason }, `${job.label} failed, retrying in 10 s: ${reason}`);
      next = 10_000;
    }
    if (!stopped) timer = setTimeout(upsert, next);
  };
  void upsert();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
