import { BACKGROUND_JOB_OPTIONS, BACKGROUND_JOBS, perfJobId } from "@grindstone/shared/server";
import type { WorkerDeps } from "../deps.ts";

/**
 * After an Accepted verdict, and from the sweeper for a job Redis lost: the background job that measures it. Its
 * PENDING row is already there (recordVerdict writes it in the verdict's own transaction). Idempotent by the job's
 * id, like everything after a verdict.
 */
export async function queueMeasurement(deps: Pick<WorkerDeps, "backgroundQueue">, sub: { id: string }) {
  await deps.backgroundQueue.add(
    BACKGROUND_JOBS.perf,
    { submissionId: sub.id },
    { ...BACKGROUND_JOB_OPTIONS, jobId: perfJobId(sub.id) },
  );
}
