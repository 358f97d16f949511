import type { Job } from "bullmq";
import type { WorkerMetrics } from "./worker-metrics.ts";

type ActiveEvents = { on(event: "active", listener: (job: Job) => void): unknown };

/**
 * Observes judge_job_wait_seconds as each job starts. A delayed job (a contest's start, a retry's backoff) is
 * waiting only once its delay is over, so that is where the wait is counted from.
 */
export function observeJobWait(worker: ActiveEvents, metrics: WorkerMetrics, queue: string) {
  worker.on("active", (job) => {
    if (!job.processedOn) return;
    const due = job.timestamp + (job.delay ?? 0);
    metrics.jobWait.observe({ queue }, Math.max(0, job.processedOn - due) / 1000);
  });
}
