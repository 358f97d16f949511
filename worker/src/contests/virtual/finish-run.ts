import {
  finishOverdueRuns,
  finishRun,
  getRun,
  type VirtualRunRow,
} from "@grindstone/db/queries/contest-virtual";
import { userRoom } from "@grindstone/shared";
import { virtualEndPayload } from "@grindstone/shared/server";
import { DelayedError, type Job, UnrecoverableError } from "bullmq";
import type { WorkerDeps } from "../../judge/deps.ts";

/**
 * A virtual run's end job (`virtual-{runId}-end`). The run's row is the clock: the job only says "look at this run
 * now", so an early delivery waits for `endsAt`, a late one finishes it, and a duplicate finds it finished. Whoever
 * wins the compare-and-set on `finishedAt` (this job or the reconciliation) tells the user.
 */
export const virtualRunEnd = (deps: WorkerDeps) => async (job: Job, token?: string) => {
  const parsed = virtualEndPayload.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError("invalid contest-virtual-end payload");
  const run = await getRun(deps.db, parsed.data.runId);
  if (!run) return { done: "run deleted" };
  if (run.finishedAt) return { done: "already finished" };
  const waitMs = run.endsAt.getTime() - deps.clock().getTime();
  if (waitMs > 0 && token) {
    await job.moveToDelayed(Date.now() + waitMs, token);
    throw new DelayedError();
  }
  if (waitMs > 0) return { done: "not due" };
  const finished = await finishRun(deps.db, run.id, deps.clock());
  if (finished) announceFinished(deps, finished);
  return { finished: finished !== null };
};

/** The reconciliation's part: every run whose clock ran out while its job was lost (Redis flushed, worker killed). */
export async function finishOverdueVirtualRuns(deps: WorkerDeps) {
  const finished = await finishOverdueRuns(deps.db, deps.clock());
  for (const run of finished) announceFinished(deps, run);
  return finished.length;
}

function announceFinished(deps: WorkerDeps, run: VirtualRunRow) {
  deps.emitter
    .to(userRoom(run.userId))
    .emit("virtualRunFinished", { contestId: run.contestId, runId: run.id });
}
