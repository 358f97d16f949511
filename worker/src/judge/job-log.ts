import type { Logger } from "@grindstone/shared/logger";
import type { Job } from "bullmq";

type JobData = { submissionId?: unknown; runId?: unknown; reqId?: unknown };

/**
 * A job's logger: every line carries the job's id and name, the submission or run it judges, and the reqId of the
 * API request that queued it, so one submission can be followed from its HTTP request to its verdict.
 */
export function jobLog(log: Logger, job: Pick<Job, "id" | "name" | "data"> | undefined): Logger {
  if (!job) return log;
  const data = (job.data ?? {}) as JobData;
  const fields: Record<string, unknown> = { jobId: job.id, job: job.name };
  for (const key of ["submissionId", "runId", "reqId"] as const) {
    if (typeof data[key] === "string") fields[key] = data[key];
  }
  return log.child(fields);
}

/**
 * Wraps a processor with one line per finished job (info: how long it took, and attempt numbers past the first), so
 * the worker's side of a request is as visible as the API's access line. Failures are logged by the worker's
 * "failed" listener, once, with the reason.
 */
export function withJobLog<J extends Job, R>(log: Logger, processor: (job: J) => Promise<R>) {
  return async (job: J) => {
    const started = performance.now();
    const result = await processor(job);
    const durationMs = Math.round(performance.now() - started);
    const status = (result as { status?: unknown } | undefined)?.status;
    jobLog(log, job).info(
      { durationMs, attempt: job.attemptsMade + 1, ...(typeof status === "string" ? { status } : {}) },
      `${job.name} done in ${durationMs}ms`,
    );
    return result;
  };
}
