import type { LeaderboardEntry } from "@grindstone/shared";

/**
 * Competition ranking ("1, 2, 2, 4"): equal counts share a rank and the next count skips the places they
 * took. `entries` come sorted by count, highest first (the API's order).
 */
export function competitionRanks(entries: LeaderboardEntry[]): number[] {
  const ranks: number[] = [];
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    ranks.push(previous && previous.solvedCount === entry.solvedCount ? (ranks[i - 1] ?? i + 1) : i + 1);
  });
  return ranks;
}

const MEDAL_RANKS = [1, 2, 3] as const;

/** A rank that earns a medal (1, 2 or 3), or undefined for any other. */
export const medalRank = (rank: number) => MEDAL_RANKS.find((medal) => medal === rank);
