import { contestProblemColumns } from "@grindstone/db/queries/contest-board";
import {
  advancePhase,
  type ContestPhaseRow,
  duePhase,
  getContestPhase,
  phaseRank,
} from "@grindstone/db/queries/contest-phase";
import { transitionTimes } from "@grindstone/shared/contest-schedule";
import {
  CONTEST_JOBS,
  type ContestTransition,
  contestTransitionPayload,
  plagiarismJobId,
  requestRating,
  requestSystemTest,
} from "@grindstone/shared/server";
import { DelayedError, type Job, UnrecoverableError } from "bullmq";
import type { WorkerDeps } from "../judge/deps.ts";
import { countReleasedSolves } from "../judge/leaderboard.ts";
import { announce } from "./announce.ts";

/**
 * The start, freeze and end jobs (`contest-{id}-{transition}`). The job only says "look at this contest now": what
 * is due comes from the contest's row and the clock, so a job that survived an edit never fires early, a late job
 * applies everything that is due by then, and a duplicate finds nothing left to do.
 */
export const contestTransition = (deps: WorkerDeps) => async (job: Job, token?: string) => {
  const parsed = contestTransitionPayload.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError("invalid contest-transition payload");
  const { contestId, transition } = parsed.data;
  const row = await getContestPhase(deps.db, contestId);
  if (!row) return { done: "contest deleted" };
  const waitMs = msUntilDue(row, transition, deps.clock());
  if (waitMs > 0 && token) {
    // An edit moved the time later and this (older) job survived the reschedule: wait for the row's time. The job
    // keeps its id, so it is still the one the next reschedule replaces.
    await job.moveToDelayed(Date.now() + waitMs, token);
    throw new DelayedError();
  }
  if (waitMs > 0) return { done: "not due" };
  return { phase: (await advanceContest(deps, contestId))?.phase };
};

/** How long until the row says this transition is due (a freeze the contest no longer has is due at once). */
function msUntilDue(row: ContestPhaseRow, transition: ContestTransition, now: Date) {
  const at = transitionTimes(row)[transition];
  return at ? at.getTime() - now.getTime() : 0;
}

/**
 * Applies every transition the clock has reached (UPCOMING → LIVE → FROZEN → ENDED, jumping when late) by a
 * compare-and-set on `phase`, then announces. Shared by the transition jobs and the reconciliation.
 */
export async function advanceContest(deps: WorkerDeps, contestId: string) {
  let row = await getContestPhase(deps.db, contestId);
  // A lost compare-and-set means another worker moved the phase: read again and go on from there.
  for (let round = 0; row && round < 4; round++) {
    const due = duePhase(row, deps.clock());
    if (phaseRank(due) <= phaseRank(row.phase)) break;
    if (await advancePhase(deps.db, contestId, row.phase, due)) {
      row = { ...row, phase: due };
      // Reaching ENDED made the contest's hidden problems public: today's solves of them now count on the board.
      // Best effort: the phase is committed, so a retry would not come back here (`ops:rebuild-leaderboard` repairs).
      if (due === "ENDED") {
        await enqueueEndReport(deps, contestId);
        await contestProblemColumns(deps.db, contestId)
          .then((columns) =>
            countReleasedSolves(
              deps,
              columns.map((c) => c.problemId),
            ),
          )
          .catch((err: Error) =>
            deps.log.error(
              { contestId, reason: err.message },
              `contest ${contestId} ended: its problems' solves today not counted on the leaderboard: ${err.message}`,
            ),
          );
        // A round with pretests: its system test (the job finds nothing to do for one without). Best effort: the
        // reconciliation asks again while an ended round's system test is not done.
        await requestSystemTest(deps.contestQueue, contestId).catch((err: Error) =>
          deps.log.error(
            { contestId, reason: err.message },
            `contest ${contestId} ended: system test not requested yet: ${err.message}`,
          ),
        );
        // Best effort too: the reconciliation asks again while an ended contest is still PENDING.
        await requestRating(deps.contestQueue, contestId).catch((err: Error) =>
          deps.log.error(
            { contestId, reason: err.message },
            `contest ${contestId} ended: rating not requested yet: ${err.message}`,
          ),
        );
      }
      break;
    }
    row = await getContestPhase(deps.db, contestId);
  }
  if (!row) return null;
  await announce(deps, contestId);
  return row;
}

/** The plagiarism report every ended contest gets (issue 26), once: its job id is the contest's. Best effort. */
async function enqueueEndReport(deps: WorkerDeps, contestId: string) {
  const data = { contestId };
  await deps.contestQueue
    .add(CONTEST_JOBS.plagiarism, data, {
      jobId: plagiarismJobId(data),
      attempts: 3,
      backoff: { type: "exponential", delay: 10_000 },
      removeOnComplete: 100,
      removeOnFail: 100,
    })
    .catch((err: Error) =>
      deps.log.error(
        { contestId, reason: err.message },
        `contest ${contestId}: plagiarism report not queued`,
      ),
    );
}
