import { dayStandings } from "@grindstone/db/queries/leaderboard";
import { LEADERBOARD_LIMIT, type LeaderboardEntry } from "@grindstone/shared";
import {
  countFromScore,
  LEADERBOARD_TTL_SECONDS,
  leaderboardKey,
  leaderboardScore,
  utcDay,
} from "@grindstone/shared/server";
import type { AppContext } from "../../context.ts";

/**
 * Rebuilds a day's sorted set from Postgres (the source of truth). Written to a temporary key and renamed, so
 * readers never see a half-built board; a marker records that the day was built even if nobody solved anything.
 */
export async function rebuildLeaderboard(ctx: Pick<AppContext, "db" | "redis" | "env">, day: string) {
  const key = leaderboardKey(ctx.env.REDIS_PREFIX, day);
  const standings = await dayStandings(ctx.db, day);
  const tmp = `${key}:rebuild:${crypto.randomUUID()}`;
  const tx = ctx.redis.multi();
  if (standings.length > 0) {
    for (let i = 0; i < standings.length; i += 1000) {
      const chunk = standings.slice(i, i + 1000);
      tx.zadd(tmp, ...chunk.flatMap((s) => [leaderboardScore(s.solved, s.lastAt!), s.userId]));
      tx.hset(`${tmp}:names`, Object.fromEntries(chunk.map((s) => [s.userId, s.name])));
    }
    tx.rename(tmp, key).rename(`${tmp}:names`, `${key}:names`);
    tx.expire(key, LEADERBOARD_TTL_SECONDS).expire(`${key}:names`, LEADERBOARD_TTL_SECONDS);
  } else {
    // Nobody counts any more (the only solves were of a problem now hidden): the old board must not stay.
    tx.del(key, `${key}:names`);
  }
  tx.set(`${key}:built`, "1", "EX", LEADERBOARD_TTL_SECONDS);
  await tx.exec();
  return standings.length;
}

/**
 * A problem was hidden or made visible: today's solves of it stop or start counting (queries/leaderboard.ts), and the
 * change can lower scores, which the verdict path's ZADD GT never does, so today's board is rebuilt from Postgres.
 * This instance drops its copy at once; every other one reads the rebuilt board within its FRESH_MS.
 */
export async function onProblemVisibilityChanged(ctx: AppContext) {
  await rebuildLeaderboard(ctx, utcDay(ctx.clock()));
  ctx.caches.leaderboard.board = null;
}

/**
 * Each instance reuses a day's top list for up to a second, already serialised: under heavy polling (a contest's last
 * minutes) that turns thousands of identical Redis reads into one per second per instance, and a second of
 * staleness is invisible. The requests that find it older share one refresh.
 */
const FRESH_MS = 1000;
type Board = { at: number; day: string; body: string };
/** This instance's board and the refresh in flight: ctx.caches.leaderboard. */
export const createLeaderboardCache = () => ({
  board: null as Board | null,
  refreshing: null as Promise<Board> | null,
});
export type LeaderboardCache = ReturnType<typeof createLeaderboardCache>;

function refresh(ctx: AppContext, day: string): Promise<Board> {
  const state = ctx.caches.leaderboard;
  state.refreshing ??= readLeaderboard(ctx, day)
    .then((entries) => {
      const board = { at: Date.now(), day, body: JSON.stringify({ leaderboard: entries }) };
      if (!state.board || state.board.day !== day || state.board.at <= board.at) state.board = board;
      return board;
    })
    .finally(() => {
      state.refreshing = null;
    });
  return state.refreshing.then((b) => (b.day === day ? b : refresh(ctx, day)));
}

/** Today's board (`{ leaderboard }`, serialised); rebuilt from Postgres automatically when the day's key is missing. */
export function getTodayLeaderboardBody(ctx: AppContext): string | Promise<string> {
  const day = utcDay(ctx.clock());
  const { board } = ctx.caches.leaderboard;
  if (board && board.day === day && Date.now() - board.at < FRESH_MS) return board.body;
  return refresh(ctx, day).then((b) => b.body);
}

async function readLeaderboard(ctx: AppContext, day: string): Promise<LeaderboardEntry[]> {
  const key = leaderboardKey(ctx.env.REDIS_PREFIX, day);
  let [exists, built] = await Promise.all([ctx.redis.exists(key), ctx.redis.exists(`${key}:built`)]);
  if (!exists && !built) {
    await rebuildLeaderboard(ctx, day);
    exists = await ctx.redis.exists(key);
  }
  if (!exists) return [];
  // Highest score first; ties are already broken inside the score (earlier finisher ranks higher).
  const flat = await ctx.redis.zrange(key, 0, LEADERBOARD_LIMIT - 1, "REV", "WITHSCORES");
  const ids = flat.filter((_, i) => i % 2 === 0);
  const names = ids.length > 0 ? await ctx.redis.hmget(`${key}:names`, ...ids) : [];
  return ids.map((userId, i) => ({
    userId,
    userName: names[i] ?? "",
    solvedCount: countFromScore(Number(flat[i * 2 + 1])),
  }));
}
