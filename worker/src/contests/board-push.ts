import {
  type BoardEntry,
  type BoardView,
  contestProblemColumns,
  loadBoardEntries,
  rankedStanding,
  toBoardRow,
} from "@grindstone/db/queries/contest-board";
import { getStanding } from "@grindstone/db/queries/contest-phase";
import { getContestScoring } from "@grindstone/db/queries/contest-scores";
import {
  contestAdminRoom,
  contestRoom,
  isFrozen,
  SCOREBOARD_PUSH_INTERVAL_MS,
  type ScoreboardDelta,
  type ScoreboardRow,
  standingScore,
  userRoom,
} from "@grindstone/shared";
import { memberScore, rankOfScore, setStandings } from "@grindstone/shared/contest-ranking";
import { CONTEST_JOBS, contestPushPayload } from "@grindstone/shared/server";
import { DelayedError, type Job, UnrecoverableError } from "bullmq";
import type { WorkerDeps } from "../judge/deps.ts";

/**
 * Scoreboard deltas, at most one push per contest per SCOREBOARD_PUSH_INTERVAL_MS. A verdict marks its user dirty
 * and asks for a push; the first ask in a window pushes at once (leading edge), later ones leave one delayed push
 * job for the end of the window, which sends every user that changed meanwhile in one delta.
 */

export const dirtyKey = (prefix: string, contestId: string) => `${prefix}:contest:${contestId}:dirty`;
const pushLockKey = (prefix: string, contestId: string) => `${prefix}:contest:${contestId}:push`;
export const pushJobId = (contestId: string) => `contest-${contestId}-push`;

/**
 * After a contest verdict (judge-submission's finish), before it is announced: the user's ranking from their
 * standing as Postgres holds it, version-guarded so verdicts finishing in any order leave the newest. A learner who
 * reads the standings right after their answer finds themselves already ranked (and the board's cached pages, keyed
 * by the version this bumps, rebuilt). Safe to repeat; the push follows in onContestVerdict.
 */
export async function rankContestVerdict(deps: WorkerDeps, contestId: string, userId: string) {
  const standing = await getStanding(deps.db, contestId, userId);
  if (!standing) return false; // not registered: the try is not on the board
  await setStandings(deps.redis, deps.env.REDIS_PREFIX, contestId, [rankedStanding(standing)]);
  return true;
}

/** After the verdict's announcement: the user's row joins the next (throttled) scoreboard delta. */
export async function onContestVerdict(deps: WorkerDeps, contestId: string, userId: string) {
  await deps.redis.sadd(dirtyKey(deps.env.REDIS_PREFIX, contestId), userId);
  await requestPush(deps, contestId);
}

/** Pushes now if no push went out in this window, else makes sure one delayed push follows at its end. */
export async function requestPush(deps: WorkerDeps, contestId: string) {
  const lock = pushLockKey(deps.env.REDIS_PREFIX, contestId);
  if (await deps.redis.set(lock, "1", "PX", SCOREBOARD_PUSH_INTERVAL_MS, "NX")) {
    await pushBoard(deps, contestId);
    return;
  }
  const delay = Math.max(1, await deps.redis.pttl(lock));
  // A repeat add while the job waits is a no-op (same id); removed once done so the next window can add it again.
  await deps.contestQueue.add(
    CONTEST_JOBS.pushBoard,
    { contestId },
    { jobId: pushJobId(contestId), delay, attempts: 3, removeOnComplete: true, removeOnFail: true },
  );
}

/**
 * The delayed push job: takes the window's lock like a verdict would (a verdict may have pushed since this was
 * added), else waits for the lock to lapse. Dirty users that arrived while it pushed (their verdict found this job
 * still active, so its add was a no-op) get another round; the reconciliation catches a rare last straggler.
 */
export const contestPushBoard = (deps: WorkerDeps) => async (job: Job, token?: string) => {
  const parsed = contestPushPayload.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError("invalid contest-push-board payload");
  const { contestId } = parsed.data;
  const prefix = deps.env.REDIS_PREFIX;
  const lock = pushLockKey(prefix, contestId);
  if ((await deps.redis.scard(dirtyKey(prefix, contestId))) === 0) return { pushed: 0 };
  let pushed = 0;
  if (await deps.redis.set(lock, "1", "PX", SCOREBOARD_PUSH_INTERVAL_MS, "NX")) {
    pushed = await pushBoard(deps, contestId);
    if ((await deps.redis.scard(dirtyKey(prefix, contestId))) === 0) return { pushed };
  }
  if (!token) return { pushed };
  await job.moveToDelayed(Date.now() + Math.max(1, await deps.redis.pttl(lock)), token);
  throw new DelayedError();
};

/**
 * Sends the rows of every dirty user: live rows to the contest room; during a freeze the frozen view to the room
 * (admins excepted), live rows to the admin room, and each user their own live row (after the room's, so it is
 * the last one their client sees). Returns how many users it sent.
 */
export async function pushBoard(deps: WorkerDeps, contestId: string) {
  const prefix = deps.env.REDIS_PREFIX;
  const key = dirtyKey(prefix, contestId);
  const userIds = await popAll(deps, key);
  if (userIds.length === 0) return 0;
  try {
    return await sendRows(deps, contestId, userIds);
  } catch (err) {
    await deps.redis.sadd(key, ...userIds); // not sent: back for the next push
    throw err;
  }
}

async function sendRows(deps: WorkerDeps, contestId: string, userIds: string[]) {
  const prefix = deps.env.REDIS_PREFIX;
  const contest = await getContestScoring(deps.db, contestId);
  if (!contest) return 0;
  const [entries, columns] = await Promise.all([
    loadBoardEntries(deps.db, contestId, userIds),
    contestProblemColumns(deps.db, contestId),
  ]);
  const list = [...entries.values()];
  // The ranking may have lost a member (Redis restarted): these rows are ranked against what Postgres holds.
  await setStandings(
    deps.redis,
    prefix,
    contestId,
    list.map((e) => rankedStanding(e.standing)),
  );
  const live = await rankedRows(deps, contestId, list, columns, "live");
  const delta = (frozen: boolean, rows: ScoreboardRow[]): ScoreboardDelta => ({ contestId, frozen, rows });
  if (!isFrozen(contest, deps.clock())) {
    deps.emitter.to(contestRoom(contestId)).emit("scoreboardUpdate", delta(false, live));
    return list.length;
  }
  const frozen = await rankedRows(deps, contestId, list, columns, "frozen");
  deps.emitter
    .to(contestRoom(contestId))
    .except(contestAdminRoom(contestId))
    .emit("scoreboardUpdate", delta(true, frozen));
  deps.emitter.to(contestAdminRoom(contestId)).emit("scoreboardUpdate", delta(false, live));
  // `frozen: true` as the user's scoreboard response says it: their board is frozen, their own row is live.
  for (const row of live) deps.emitter.to(userRoom(row.userId)).emit("scoreboardUpdate", delta(true, [row]));
  return list.length;
}

async function rankedRows(
  deps: WorkerDeps,
  contestId: string,
  list: BoardEntry[],
  columns: { problemId: string }[],
  view: BoardView,
) {
  const prefix = deps.env.REDIS_PREFIX;
  return Promise.all(
    list.map(async (entry) => {
      const own = rankedStanding(entry.standing)[view];
      const score =
        (await memberScore(deps.redis, prefix, contestId, view, entry.userId)) ?? standingScore(own);
      const rank = await rankOfScore(deps.redis, prefix, contestId, view, score);
      return toBoardRow(entry, columns, view, rank);
    }),
  );
}

/** Every member of the set, taken out (a user marked during the push stays for the next one). */
async function popAll(deps: WorkerDeps, key: string) {
  const out: string[] = [];
  for (;;) {
    const batch = await deps.redis.spop(key, 1000);
    out.push(...batch);
    if (batch.length < 1000) return out;
  }
}
