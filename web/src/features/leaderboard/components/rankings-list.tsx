import type { LeaderboardEntry } from "@grindstone/shared";
import { getInitials } from "@/lib/initials.ts";
import { SolvedCount } from "./solved-count.tsx";

interface RankingsListProps {
  entries: LeaderboardEntry[];
  /** Each entry's competition rank (ties share one). */
  ranks: number[];
  /** The place of the first entry in the list (4: the podium holds the first three). */
  firstPlace: number;
}

/** Places 4 onward under "Rankings 4–N", N being the last place shown (spec §2.10); each row shows its rank. */
export function RankingsList({ entries, ranks, firstPlace }: RankingsListProps) {
  if (entries.length === 0) return null;
  const lastPlace = firstPlace + entries.length - 1;
  return (
    <section className="mt-12" aria-labelledby="rankings-heading">
      <h2 id="rankings-heading" className="mb-4 text-lg font-semibold text-white">
        Rankings {firstPlace}–{lastPlace}
      </h2>
      <ol className="space-y-2" data-testid="rankings-list">
        {entries.map((entry, i) => (
          <li
            key={entry.userId}
            value={ranks[i]}
            className="flex items-center gap-4 rounded-2xl border border-slate-800 bg-slate-900/60 px-4 py-3"
          >
            <span className="w-8 text-center text-sm font-bold tabular-nums text-slate-300">
              #<span data-testid="leaderboard-rank">{ranks[i]}</span>
            </span>
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-800 text-sm font-bold text-slate-200">
              {getInitials(entry.userName)}
            </span>
            <span
              className="min-w-0 flex-1 truncate font-medium text-slate-100"
              data-testid="leaderboard-name"
            >
              {entry.userName}
            </span>
            <SolvedCount count={entry.solvedCount} className="text-sm" />
          </li>
        ))}
      </ol>
    </section>
  );
}
