import { findPendingSubmissions, findStuckSubmissions } from "@grindstone/db/queries/submissions";
import { JUDGE_PRIORITY } from "@grindstone/shared/server";
import type { Queue } from "bullmq";
import type { WorkerDeps } from "./deps.ts";
import { ensureJudgeJob } from "./ensure-judge-job.ts";
import { holdInflight } from "./inflight.ts";
import { jobLog } from "./job-log.ts";
import { sweepMeasurements } from "./perf/sweep-measurements.ts";
import { sweepFailedRuns } from "./run-failure.ts";

/**
 * Re-enqueues submissions stuck in Queued or Running (the enqueue after insert failed, Redis lost the job, or a
 * job exhausted its retries while Postgres was down). A live job for the id is left alone; a finished or failed
 * one is replaced. Safe on many workers at once: jobId = submission id, so only one job can exist per submission.
 * Each sweep also keeps the in-flight entry of every unfinished submission counting: between a failed job and its
 * replacement minutes pass, and the user's cap must hold until the verdict (or Internal Error, past the attempts
 * cap) frees the entry. Runs have no row to sweep: the sweep only ends a failed Run the failed listener missed.
 */
export async function sweepOnce(deps: WorkerDeps, queue: Queue, now = Date.now()) {
  const pending = await findPendingSubmissions(deps.db);
  await Promise.all([
    ...pending.map((p) => holdInflight(deps, p.userId, p.id)),
    sweepFailedRuns(deps, queue),
    sweepMeasurements(deps, new Date(now - deps.env.STUCK_AFTER_MS)),
  ]);
  const stuck = await findStuckSubmissions(deps.db, new Date(now - deps.env.STUCK_AFTER_MS));
  let requeued = 0;
  for (const s of stuck) {
    const priority = s.contestId ? JUDGE_PRIORITY.contest : JUDGE_PRIORITY.practice;
    const added = await ensureJudgeJob(queue, s.id, priority, (job, state) => {
      // The reason goes with the job it belonged to: log it before the replacement (markRunning counts the attempts).
      if (state === "failed")
        jobLog(deps.log, job).warn(
          { attempts: job.attemptsMade, reason: job.failedReason },
          `sweeper: submission ${s.id} failed its job after ${job.attemptsMade} attempt(s): ` +
            `${job.failedReason}; re-enqueued`,
        );
    });
    if (added) requeued++;
  }
  return requeued;
}

export function startSweeper(deps: WorkerDeps, queue: Queue) {
  // Logged once per state change: during an outage every sweep fails the same way.
  let failing = false;
  const timer = setInterval(() => {
    sweepOnce(deps, queue)
      .then((n) => {
        if (failing) deps.log.info("sweeper: working again");
        failing = false;
        if (n > 0) deps.log.info({ requeued: n }, `sweeper re-enqueued ${n} stuck submission(s)`);
      })
      .catch((err) => {
        if (!failing)
          deps.log.error({ reason: (err as Error).message }, `sweeper: ${(err as Error).message}`);
        failing = true;
      });
  }, deps.env.SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
