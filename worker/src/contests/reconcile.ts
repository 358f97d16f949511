import { listStandings, rankedStanding } from "@grindstone/db/queries/contest-board";
import {
  type ContestPhaseRow,
  contestsToReconcile,
  countStandings,
  phaseRank,
} from "@grindstone/db/queries/contest-phase";
import { contestsToRate } from "@grindstone/db/queries/contest-ratings";
import { boardIsComplete, dropBoard, setStandings } from "@grindstone/shared/contest-ranking";
import { type ScheduleQueue, scheduleContest } from "@grindstone/shared/contest-schedule";
import { type ContestTransition, requestRating, requestSystemTest } from "@grindstone/shared/server";
import type { WorkerDeps } from "../judge/deps.ts";
import { dirtyKey, requestPush } from "./board-push.ts";
import { advanceContest } from "./transition.ts";
import { finishOverdueVirtualRuns } from "./virtual/finish-run.ts";

/** An ended contest's board is still read (and worth repairing) for this long. */
const RECENTLY_ENDED_MS = 24 * 60 * 60_000;

/**
 * The repeating repair (every CONTEST_RECONCILE_EVERY_MS): whatever Redis lost or a crash skipped, Postgres says
 * what should be. Per contest: apply the transitions the clock has reached, announce what was not announced,
 * re-add lost transition jobs, rebuild an incomplete ranking and flush users left dirty. One contest failing does
 * not stop the others; the job fails afterwards so the error is logged.
 */
export async function reconcileContests(deps: WorkerDeps) {
  const now = deps.clock();
  const rows = await contestsToReconcile(deps.db, new Date(now.getTime() - RECENTLY_ENDED_MS));
  const failures: unknown[] = [];
  // Virtual runs end by their rows' clock even when their end job was lost (virtual/finish-run.ts).
  await finishOverdueVirtualRuns(deps).catch((err) => failures.push(err));
  for (const row of rows) {
    try {
      await reconcileOne(deps, row);
    } catch (err) {
      failures.push(err);
    }
  }
  // A rating request lost with Redis, or one that came while a pass was finishing: ask again (one job id, so cheap).
  if ((await contestsToRate(deps.db, now, 1)).length > 0) await requestRating(deps.contestQueue);
  if (failures.length > 0) {
    throw new Error(`reconcile: ${failures.length} of ${rows.length} contests failed`, {
      cause: failures[0],
    });
  }
  return { contests: rows.length };
}

async function reconcileOne(deps: WorkerDeps, row: ContestPhaseRow) {
  const now = deps.clock();
  const current = (await advanceContest(deps, row.id)) ?? row;
  if (current.phase !== "ENDED") await scheduleContest(unappliedOnly(deps, current.phase), current, now);
  // A round with pretests whose system test was never asked for, or lost judge jobs: its job repairs both.
  if (current.phase === "ENDED" && current.pretests && current.systemTestStatus !== "DONE")
    await requestSystemTest(deps.contestQueue, row.id);
  if (now.getTime() >= current.startTime.getTime()) await repairBoard(deps, row.id);
}

const TRANSITION_PHASE: Record<ContestTransition, string> = { start: "LIVE", freeze: "FROZEN", end: "ENDED" };

/**
 * `scheduleContest` adds all three jobs; a transition already applied needs none (its job was removed when it
 * completed), so only the ones still ahead are re-added. An existing job id makes the add a no-op.
 */
function unappliedOnly(deps: WorkerDeps, phase: string): ScheduleQueue {
  const queue = deps.contestQueue;
  return {
    add: (name, data, opts) =>
      phaseRank(TRANSITION_PHASE[data.transition]) <= phaseRank(phase)
        ? Promise.resolve(null)
        : queue.add(name, data, opts),
    remove: (jobId) => queue.remove(jobId),
  };
}

async function repairBoard(deps: WorkerDeps, contestId: string) {
  const prefix = deps.env.REDIS_PREFIX;
  const expected = await countStandings(deps.db, contestId);
  if (!(await boardIsComplete(deps.redis, prefix, contestId, expected))) {
    // Dropped whole first: a member the versions hash still remembers would refuse the rebuild's equal version.
    // Standings are read after the drop, so they are at least as new as anything a verdict writes meanwhile.
    await dropBoard(deps.redis, prefix, contestId);
    const standings = await listStandings(deps.db, contestId);
    await setStandings(deps.redis, prefix, contestId, standings.map(rankedStanding));
  }
  if ((await deps.redis.scard(dirtyKey(prefix, contestId))) > 0) await requestPush(deps, contestId);
}
