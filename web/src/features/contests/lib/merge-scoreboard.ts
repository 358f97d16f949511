import type { ScoreboardDelta, ScoreboardResponse, ScoreboardRow } from "@grindstone/shared";

const better = (a: ScoreboardRow, b: ScoreboardRow) =>
  b.solved - a.solved || a.penalty - b.penalty || a.rank - b.rank;

/**
 * Folds a delta (changed rows with their server ranks) into one cached page, so the page never shows two people at
 * the same rank with different scores while the refetch that follows every delta is on its way:
 * - changed rows replace theirs; a changed row whose rank now falls on this page joins it, one that left it goes;
 * - the page is re-sorted by solved ↓, penalty ↑ (then the server's order, which also knows the last-Accepted time);
 * - ranks are re-derived by position: a row ties with the one above only if both standings are equal and the server
 *   ranked them equal; page one starts at 1, later pages keep their first row's server rank.
 * The caller's own row is replaced wherever it ranks.
 */
export function mergeScoreboard(page: ScoreboardResponse, delta: ScoreboardDelta): ScoreboardResponse {
  const changed = new Map(delta.rows.map((r) => [r.userId, r]));
  if (changed.size === 0) return { ...page, frozen: delta.frozen };
  const offset = (page.page - 1) * page.size;
  const onPage = (r: ScoreboardRow) => r.rank > offset && r.rank <= offset + page.size;
  // A delta carries the standing; what only the page has (a rating change, upsolved cells) stays until the refetch.
  const updated = (r: ScoreboardRow) => {
    const c = changed.get(r.userId);
    return c ? { ...r, ...c } : r;
  };
  const kept = page.rows.map(updated).filter((r) => !changed.has(r.userId) || onPage(r));
  const present = new Set(kept.map((r) => r.userId));
  const joined = delta.rows.filter((r) => !present.has(r.userId) && onPage(r));
  const sorted = [...kept, ...joined].sort(better).slice(0, page.size);
  const ranked: ScoreboardRow[] = [];
  sorted.forEach((row, i) => {
    const prev = sorted[i - 1];
    const prevRanked = ranked[i - 1];
    let rank: number;
    if (!prev || !prevRanked) rank = page.page === 1 ? 1 : row.rank;
    else if (prev.solved === row.solved && prev.penalty === row.penalty && prev.rank === row.rank)
      rank = prevRanked.rank;
    else rank = offset + i + 1;
    ranked.push({ ...row, rank });
  });
  const me = page.me ? updated(page.me) : null;
  const meOnPage = me ? ranked.find((r) => r.userId === me.userId) : undefined;
  return { ...page, rows: ranked, me: meOnPage ? { ...me!, rank: meOnPage.rank } : me, frozen: delta.frozen };
}
