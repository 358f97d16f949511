import type { ScoreboardDelta, ScoreboardResponse, ScoreboardRow } from "@grindstone/shared";

/**
 * Folds a delta (changed rows with their new ranks) into one cached page: rows already on the page are replaced
 * and the page is re-sorted by rank; the caller's own row is replaced wherever it ranks. Rows that moved onto or
 * off this page are left to the refetch that follows every delta (see use-live-scoreboard).
 */
export function mergeScoreboard(page: ScoreboardResponse, delta: ScoreboardDelta): ScoreboardResponse {
  const changed = new Map(delta.rows.map((r) => [r.userId, r]));
  if (changed.size === 0) return { ...page, frozen: delta.frozen };
  const rows = page.rows
    .map((r) => changed.get(r.userId) ?? r)
    .sort((a: ScoreboardRow, b: ScoreboardRow) => a.rank - b.rank);
  const me = page.me ? (changed.get(page.me.userId) ?? page.me) : null;
  return { ...page, rows, me, frozen: delta.frozen };
}
