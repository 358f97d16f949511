import { queuePerformance } from "@grindstone/db/queries/performance";
import { BACKGROUND_JOB_OPTIONS, BACKGROUND_JOBS, perfJobId } from "@grindstone/shared/server";
import type { WorkerDeps } from "../deps.ts";

/**
 * After an Accepted verdict: the PENDING row (so the result panel can say "measuring") and the background job. Both
 * idempotent (the row's primary key, the job's id), like everything after a verdict.
 */
export async function queueMeasurement(
  deps: Pick<WorkerDeps, "db" | "backgroundQueue">,
  sub: { id: string; problemId: string; language: string },
) {
  await queuePerformance(deps.db, sub);
  await deps.backgroundQueue.add(
    BACKGROUND_JOBS.perf,
    { submissionId: sub.id },
    { ...BACKGROUND_JOB_OPTIONS, jobId: perfJobId(sub.id) },
  );
}
