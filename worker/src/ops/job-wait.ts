import type { Job } from "bullmq";
import type { WorkerMetrics } from "./worker-metrics.ts";

type ActiveEvents = { on(event: "active", listener: (job: Job) => void): unknown };

/**
 * Observes judge_job_wait_seconds as each job starts for the first time (a retry's wait would include its earlier
 * attempts and backoff). A delayed job (a contest's start) waits only once its delay is over: counted from there.
 */
export function observeJobWait(worker: ActiveEvents, metrics: WorkerMetrics, queue: string) {
  worker.on("active", (job) => {
    if (!job.processedOn || job.attemptsStarted > 1) return;
    const due = job.timestamp + (job.delay ?? 0);
    metrics.jobWait.observe({ queue }, Math.max(0, job.processedOn - due) / 1000);
  });
}
