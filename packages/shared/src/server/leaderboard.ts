/**
 * The daily leaderboard lives in a Redis sorted set per UTC day. Its score packs "distinct problems first solved
 * that day" and "when the user reached that count" so that ties go to whoever got there first:
 * score = count * 1e8 + (1e8 - 1 - msIntoDay). A day has 86.4e6 ms < 1e8, and doubles hold it exactly.
 */
const SLOT = 100_000_000;

export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

export const leaderboardKey = (redisPrefix: string, day: string) => `${redisPrefix}:leaderboard:${day}`;

/** Users with at least one Accepted on a UTC day: backs the streak's check for today. */
export const solvedDayKey = (redisPrefix: string, day: string) => `${redisPrefix}:solved-day:${day}`;

/** Leaderboard keys outlive their day by a little, for late readers; history lives in Postgres. */
export const LEADERBOARD_TTL_SECONDS = 3 * 24 * 3600;

export function leaderboardScore(count: number, reachedAt: Date) {
  const msIntoDay = reachedAt.getTime() - Date.parse(`${utcDay(reachedAt)}T00:00:00.000Z`);
  return count * SLOT + (SLOT - 1 - msIntoDay);
}

export const countFromScore = (score: number) => Math.floor(score / SLOT);

/**
 * The problem ids a user has solved, mirrored from Postgres for the problems list. It counts as complete only when
 * it holds SOLVED_SET_LOADED (the API writes that after loading from Postgres); the worker adds to it freely.
 */
export const solvedSetKey = (redisPrefix: string, userId: string) => `${redisPrefix}:solved:${userId}`;
export const SOLVED_SET_LOADED = "loaded";
export const SOLVED_SET_TTL_SECONDS = 24 * 3600;

/**
 * Bumped whenever a problem is created, edited or deleted, or a contest's window changes (it decides when hidden
 * problems are released), so every API instance rebuilds its problem list, existence memo and scoreboard titles.
 */
export const problemsVersionKey = (redisPrefix: string) => `${redisPrefix}:problems:version`;
