import { findStalePerformance, savePerformance } from "@grindstone/db/queries/performance";
import { perfJobId } from "@grindstone/shared/server";
import type { WorkerDeps } from "../deps.ts";
import { queueMeasurement } from "./queue-measurement.ts";

/**
 * The sweeper's part for measurements: a PENDING row whose job Redis lost (a restart without persistence) gets its job
 * again; one whose job failed for good (our failure, every retry) is FAILED with the reason, so "measuring…" ends.
 * A job still waiting or delayed (stepping aside for judging) is left alone: during a long contest that is expected.
 */
export async function sweepMeasurements(deps: WorkerDeps, olderThan: Date) {
  let requeued = 0;
  for (const { submissionId } of await findStalePerformance(deps.db, olderThan)) {
    const job = await deps.backgroundQueue.getJob(perfJobId(submissionId));
    const state = job ? await job.getState() : "unknown";
    if (state === "failed") {
      await savePerformance(
        deps.db,
        submissionId,
        { status: "FAILED", testPosition: null, runs: 0, message: "The measurement could not be run" },
        deps.clock(),
      );
      continue;
    }
    if (state !== "unknown" && state !== "completed") continue;
    await job?.remove().catch(() => {});
    await queueMeasurement(deps, { id: submissionId });
    requeued++;
  }
  return requeued;
}
