import { users } from "@grindstone/db";
import { daySolversOf, userDayStanding } from "@grindstone/db/queries/leaderboard";
import {
  LEADERBOARD_TTL_SECONDS,
  leaderboardKey,
  leaderboardScore,
  SOLVED_SET_TTL_SECONDS,
  solvedDayKey,
  solvedSetKey,
  utcDay,
} from "@grindstone/shared/server";
import { eq } from "drizzle-orm";
import type { WorkerDeps } from "./deps.ts";

/**
 * Sets the user's score for the day from Postgres (ZADD, not ZINCRBY): re-running it after a crash or a duplicate
 * delivery writes the same value, so the leaderboard counts each first solve exactly once. `GT`: only ever raise it.
 * Two verdict jobs of one user race (read Postgres, then write); the slower one may carry the older, lower count,
 * and an unconditional ZADD let it overwrite the newer one for good. The score grows with the count, so the
 * highest write is the latest truth. (A legitimate decrease goes through a rebuild that rewrites the day: the API's
 * when an admin hides a problem, `bun run ops:rebuild-leaderboard` after a deleted one.)
 */
export async function refreshLeaderboard(deps: WorkerDeps, userId: string, day: string) {
  const [standing, [user]] = await Promise.all([
    userDayStanding(deps.db, userId, day),
    deps.db.select({ name: users.name }).from(users).where(eq(users.id, userId)),
  ]);
  const userName = user?.name ?? "";
  if (standing.solved === 0 || !standing.lastAt) return;
  const key = leaderboardKey(deps.env.REDIS_PREFIX, day);
  await deps.redis
    .multi()
    .zadd(key, "GT", leaderboardScore(standing.solved, standing.lastAt), userId)
    .hset(`${key}:names`, userId, userName)
    .expire(key, LEADERBOARD_TTL_SECONDS)
    .expire(`${key}:names`, LEADERBOARD_TTL_SECONDS)
    .exec();
}

/**
 * A contest's end made its hidden problems public, so today's solves of them count from now on (a hidden problem's
 * solves do not: userDayStanding). Only raises scores, so the same ZADD GT as a verdict does it, idempotently.
 */
export async function countReleasedSolves(deps: WorkerDeps, problemIds: string[]) {
  const day = utcDay(deps.clock());
  const solvers = await daySolversOf(deps.db, problemIds, day);
  await Promise.all(solvers.map((userId) => refreshLeaderboard(deps, userId, day)));
}

/** The streak's "solved today?" check reads this set; Postgres (solve_days) holds the same fact durably. */
export async function markSolvedToday(deps: WorkerDeps, userId: string, day: string) {
  const key = solvedDayKey(deps.env.REDIS_PREFIX, day);
  await deps.redis.multi().sadd(key, userId).expire(key, LEADERBOARD_TTL_SECONDS).exec();
}

/** Mirrors the solve into the user's solved set (read by the problems list); idempotent. */
export async function markSolvedProblem(deps: WorkerDeps, userId: string, problemId: string) {
  const key = solvedSetKey(deps.env.REDIS_PREFIX, userId);
  await deps.redis.multi().sadd(key, problemId).expire(key, SOLVED_SET_TTL_SECONDS).exec();
}
