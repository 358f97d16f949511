import { CONTEST_JOBS } from "@grindstone/shared/server";
import type { Job } from "bullmq";
import type { WorkerDeps } from "../judge/deps.ts";
import { contestPushBoard } from "./board-push.ts";
import { reconcileContests } from "./reconcile.ts";
import { contestTransition } from "./transition.ts";

type ContestJobName = (typeof CONTEST_JOBS)[keyof typeof CONTEST_JOBS];
export type ContestProcessor = (job: Job, token?: string) => Promise<unknown>;

/** One processor per contest job name, like the judge queue's registry. */
export function createContestRegistry(deps: WorkerDeps): Record<ContestJobName, ContestProcessor> {
  return {
    [CONTEST_JOBS.transition]: contestTransition(deps),
    [CONTEST_JOBS.reconcile]: () => reconcileContests(deps),
    [CONTEST_JOBS.pushBoard]: contestPushBoard(deps),
  };
}
