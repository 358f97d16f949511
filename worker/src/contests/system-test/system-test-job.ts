import {
  beginSystemTest,
  countUnjudgedRoundTries,
  finishSystemTestIfDone,
  getContestRound,
  pendingSystemTests,
  systemTestProgress,
} from "@grindstone/db/queries/system-test";
import {
  type ContestSystemTestEvent,
  contestAdminRoom,
  contestRoom,
  SYSTEM_TEST_PROGRESS_EVERY_MS,
} from "@grindstone/shared";
import { bumpContestVersion } from "@grindstone/shared/contest-ranking";
import {
  JUDGE_PRIORITY,
  requestRating,
  SYSTEM_TEST_RECHECK_MS,
  systemTestPayload,
} from "@grindstone/shared/server";
import { DelayedError, type Job, UnrecoverableError } from "bullmq";
import type { WorkerDeps } from "../../judge/deps.ts";
import { ensureJudgeJob } from "../../judge/ensure-judge-job.ts";

/**
 * The system test of a round with pretests (issue 28), `contest-{id}-system-test`. The job only says "look at this
 * contest now"; Postgres says what is left, so a duplicate or a late delivery does no harm:
 * - not started: once no try received before the end waits for its pretest verdict, start it (beginSystemTest, a
 *   compare-and-set: once whichever worker runs it), else look again in a moment;
 * - running: make sure every try still waiting has a judge job (a lost one is added again, at the lowest priority,
 *   so live contests and practice go first), and finish it when none waits.
 * The reconciliation asks again while an ended round's system test is not DONE.
 */
export const contestSystemTest = (deps: WorkerDeps) => async (job: Job, token?: string) => {
  const parsed = systemTestPayload.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError("invalid contest-system-test payload");
  const { contestId } = parsed.data;
  const round = await getContestRound(deps.db, contestId);
  if (!round?.pretests) return { done: "no pretests" };
  if (deps.clock().getTime() < round.endTime.getTime()) return { done: "not ended" };
  if (round.systemTestStatus === "DONE") return { done: "system test done" };
  if (round.systemTestStatus === "NONE") {
    const unjudged = await countUnjudgedRoundTries(deps.db, round);
    if (unjudged > 0 && token) {
      await job.moveToDelayed(Date.now() + SYSTEM_TEST_RECHECK_MS, token);
      throw new DelayedError();
    }
    if (unjudged > 0) return { done: "tries still judged on pretests" };
    const begun = await beginSystemTest(deps.db, contestId);
    if (begun)
      deps.log.info(
        { contestId, tests: begun.toTest.length, skipped: begun.skipped },
        `contest ${contestId}: system test of ${begun.toTest.length} submission(s) begins`,
      );
    // No try passed the pretests: DONE at once, and what follows DONE follows now.
    if (begun?.toTest.length === 0) {
      await systemTestDone(deps, contestId);
      return { pending: 0, added: 0 };
    }
  }
  const pending = await pendingSystemTests(deps.db, contestId);
  let added = 0;
  for (const p of pending) {
    if (await ensureJudgeJob(deps.judgeQueue, p.id, JUDGE_PRIORITY.systemTest)) added++;
  }
  await afterSystemTestVerdict(deps, contestId, { force: true });
  return { pending: pending.length, added };
};

/**
 * After a system-tested try's final verdict (judge-submission's finish) and after each pass of the job: the contest
 * finishes its system test when none waits (then ratings and the final standings follow), else the room hears the
 * progress at most every SYSTEM_TEST_PROGRESS_EVERY_MS.
 */
export async function afterSystemTestVerdict(
  deps: WorkerDeps,
  contestId: string,
  opts: { force?: boolean } = {},
) {
  if (await finishSystemTestIfDone(deps.db, contestId)) {
    await systemTestDone(deps, contestId);
    return;
  }
  const key = `${deps.env.REDIS_PREFIX}:contest:${contestId}:system-test-progress`;
  if (opts.force || (await deps.redis.set(key, "1", "PX", SYSTEM_TEST_PROGRESS_EVERY_MS, "NX")))
    await emitProgress(deps, contestId);
}

/** Once, by the caller whose change made it DONE: final pages, the ratings, and the room told. */
async function systemTestDone(deps: WorkerDeps, contestId: string) {
  // Cached scoreboard pages are keyed by the contest's version: the final standings replace the provisional ones.
  await bumpContestVersion(deps.redis, deps.env.REDIS_PREFIX, contestId);
  await requestRating(deps.contestQueue, contestId);
  await emitProgress(deps, contestId);
  deps.log.info({ contestId }, `contest ${contestId}: system test done, standings final`);
}

async function emitProgress(deps: WorkerDeps, contestId: string) {
  const round = await getContestRound(deps.db, contestId);
  if (!round) return;
  const progress = await systemTestProgress(deps.db, contestId);
  const event: ContestSystemTestEvent = { contestId, status: round.systemTestStatus, ...progress };
  deps.emitter.to(contestRoom(contestId)).to(contestAdminRoom(contestId)).emit("contestSystemTest", event);
}
