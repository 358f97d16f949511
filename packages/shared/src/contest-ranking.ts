import type { Standing } from "./contest-scoring.ts";
import { standingScore } from "./contests.ts";
import { contestBoardKey, contestVersionKey } from "./server/contest-queue.ts";

/**
 * A contest's ranking in Redis: two sorted sets (live, and as at the freeze) scored by `standingScore`, plus a hash
 * of the standing version each member was written at. Postgres (contest_standings) is the truth; these are rebuilt
 * from it whenever they are missing. Used by the worker (after a verdict), the API (registration, reads) and the
 * reconciliation job. Not exported from the package index (the web bundle never needs it).
 */

/** The part of an ioredis client this needs (structural, so packages/shared does not depend on ioredis). */
export type RedisCaller = { call(command: string, ...args: (string | number)[]): Promise<unknown> };

export type RankedStanding = { userId: string; version: number; live: Standing; frozen: Standing };

const versionsKey = (prefix: string, contestId: string) => `${prefix}:contest:${contestId}:board:versions`;
const keysOf = (prefix: string, contestId: string) => [
  contestBoardKey(prefix, contestId, "live"),
  contestBoardKey(prefix, contestId, "frozen"),
  versionsKey(prefix, contestId),
  contestVersionKey(prefix, contestId),
];

// Writes each (member, version, live score, frozen score) only if its version is newer than the stored one: two
// workers finishing verdicts of the same user in either order leave the newer standing, never the older. Any write
// bumps the contest's version (KEYS[4]), which every API instance's cached board pages are keyed by.
const SET_IF_NEWER = `
local changed = 0
for i = 1, #ARGV, 4 do
  local member, version = ARGV[i], tonumber(ARGV[i + 1])
  local held = tonumber(redis.call('HGET', KEYS[3], member) or '-1')
  if version > held then
    redis.call('ZADD', KEYS[1], ARGV[i + 2], member)
    redis.call('ZADD', KEYS[2], ARGV[i + 3], member)
    redis.call('HSET', KEYS[3], member, version)
    changed = 1
  end
end
if changed == 1 then redis.call('INCR', KEYS[4]) end
return changed`;

const argsOf = (s: RankedStanding) => [s.userId, s.version, standingScore(s.live), standingScore(s.frozen)];

export async function setStandings(
  redis: RedisCaller,
  prefix: string,
  contestId: string,
  list: RankedStanding[],
) {
  // Chunked: one script call holds Redis for its whole run, so a 10,000-user rebuild is cut into short ones.
  for (let i = 0; i < list.length; i += 500) {
    const args = list.slice(i, i + 500).flatMap(argsOf);
    await redis.call("EVAL", SET_IF_NEWER, 4, ...keysOf(prefix, contestId), ...args);
  }
}

/** True when the ranking holds as many members as Postgres has standings (else it is rebuilt). */
export async function boardIsComplete(
  redis: RedisCaller,
  prefix: string,
  contestId: string,
  expected: number,
) {
  const [live, frozen] = keysOf(prefix, contestId);
  const [a, b] = (await Promise.all([redis.call("ZCARD", live!), redis.call("ZCARD", frozen!)])) as number[];
  return a === expected && b === expected;
}

export type RankedMember = { userId: string; score: number };

/** A page of the board, best first. */
export async function readBoard(
  redis: RedisCaller,
  prefix: string,
  contestId: string,
  view: "live" | "frozen",
  offset: number,
  count: number,
): Promise<RankedMember[]> {
  const flat = (await redis.call(
    "ZRANGE",
    contestBoardKey(prefix, contestId, view),
    offset,
    offset + count - 1,
    "REV",
    "WITHSCORES",
  )) as string[];
  const out: RankedMember[] = [];
  for (let i = 0; i < flat.length; i += 2) out.push({ userId: flat[i]!, score: Number(flat[i + 1]) });
  return out;
}

export async function boardSize(
  redis: RedisCaller,
  prefix: string,
  contestId: string,
  view: "live" | "frozen",
) {
  return Number(await redis.call("ZCARD", contestBoardKey(prefix, contestId, view)));
}

/** 1 + how many members score strictly higher: equal standings share a rank. */
export async function rankOfScore(
  redis: RedisCaller,
  prefix: string,
  contestId: string,
  view: "live" | "frozen",
  score: number,
) {
  return (
    1 + Number(await redis.call("ZCOUNT", contestBoardKey(prefix, contestId, view), `(${score}`, "+inf"))
  );
}

export async function memberScore(
  redis: RedisCaller,
  prefix: string,
  contestId: string,
  view: "live" | "frozen",
  userId: string,
) {
  const s = await redis.call("ZSCORE", contestBoardKey(prefix, contestId, view), userId);
  return s === null ? null : Number(s);
}

/**
 * Ranks for a page read in order from `offset`: the first from ZCOUNT (it may tie with the page before), the rest
 * by comparing scores: a tie shares the rank above, a lower score's rank is its position (all above score higher).
 */
export function pageRanks(offset: number, firstRank: number, members: RankedMember[]): number[] {
  const ranks: number[] = [];
  members.forEach((m, i) => {
    if (i === 0) ranks.push(firstRank);
    else ranks.push(m.score === members[i - 1]!.score ? ranks[i - 1]! : offset + i + 1);
  });
  return ranks;
}

export async function dropBoard(redis: RedisCaller, prefix: string, contestId: string) {
  await redis.call("DEL", ...keysOf(prefix, contestId).slice(0, 3));
  await bumpContestVersion(redis, prefix, contestId);
}

/** Something a contest view shows changed outside the ranking (an admin edit): cached pages are rebuilt. */
export async function bumpContestVersion(redis: RedisCaller, prefix: string, contestId: string) {
  await redis.call("INCR", contestVersionKey(prefix, contestId));
}

/**
 * Takes one member off both rankings (a disqualification): its version is forgotten too, so reinstating it later
 * writes it back through `setStandings` like a new member.
 */
export async function removeFromBoard(redis: RedisCaller, prefix: string, contestId: string, userId: string) {
  const [live, frozen, versions] = keysOf(prefix, contestId);
  await redis.call("ZREM", live!, userId);
  await redis.call("ZREM", frozen!, userId);
  await redis.call("HDEL", versions!, userId);
  await bumpContestVersion(redis, prefix, contestId);
}
