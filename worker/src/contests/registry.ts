import { CONTEST_JOBS } from "@grindstone/shared/server";
import type { Job } from "bullmq";
import type { WorkerDeps } from "../judge/deps.ts";
import { refitProblemDifficulties } from "../learning/difficulty-job.ts";
import { contestPlagiarism } from "../plagiarism/plagiarism-job.ts";
import { contestPushBoard } from "./board-push.ts";
import { rateDueContests } from "./ratings/rating-job.ts";
import { reconcileContests } from "./reconcile.ts";
import { contestSystemTest } from "./system-test/system-test-job.ts";
import { contestTransition } from "./transition.ts";
import { virtualRunEnd } from "./virtual/finish-run.ts";

type ContestJobName = (typeof CONTEST_JOBS)[keyof typeof CONTEST_JOBS];
export type ContestProcessor = (job: Job, token?: string) => Promise<unknown>;

/** One processor per contest job name, like the judge queue's registry. */
export function createContestRegistry(deps: WorkerDeps): Record<ContestJobName, ContestProcessor> {
  return {
    [CONTEST_JOBS.transition]: contestTransition(deps),
    [CONTEST_JOBS.reconcile]: () => reconcileContests(deps),
    [CONTEST_JOBS.pushBoard]: contestPushBoard(deps),
    [CONTEST_JOBS.rate]: () => rateDueContests(deps),
    [CONTEST_JOBS.virtualEnd]: virtualRunEnd(deps),
    [CONTEST_JOBS.plagiarism]: contestPlagiarism(deps),
    [CONTEST_JOBS.problemDifficulty]: () => refitProblemDifficulties(deps),
    [CONTEST_JOBS.systemTest]: contestSystemTest(deps),
  };
}
