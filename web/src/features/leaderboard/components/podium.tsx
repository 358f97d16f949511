import type { LeaderboardEntry } from "@grindstone/shared";
import { CrownIcon } from "@/components/ui/action-icons.tsx";
import { getInitials } from "@/lib/initials.ts";
import { medalRank } from "../utils/ranks.ts";
import { Medal } from "./medal.tsx";
import { SolvedCount } from "./solved-count.tsx";

// Places 1–3 in order (how a phone stacks them); from `sm` up they stand 2 · 1 · 3, so the champion is in
// the middle, raised (spec §2.10). A place's rank can be lower than the place when counts tie (1, 2, 2).
const LAYOUT = [
  { place: 1, order: "sm:order-2", lift: "sm:mt-0", ring: "ring-amber-400/80", step: "h-28" },
  { place: 2, order: "sm:order-1", lift: "sm:mt-10", ring: "ring-slate-300/60", step: "h-20" },
  { place: 3, order: "sm:order-3", lift: "sm:mt-16", ring: "ring-orange-700/70", step: "h-14" },
] as const;

export function Podium({ entries, ranks }: { entries: LeaderboardEntry[]; ranks: number[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-3 sm:items-end" aria-label="Podium" data-testid="podium">
      {LAYOUT.map(({ place, order, lift, ring, step }) => {
        const entry = entries[place - 1];
        if (!entry) {
          // Keep the podium's shape while fewer than three people have solved something today.
          return (
            <li
              key={`empty-${place}`}
              value={place}
              className={`hidden flex-col items-center sm:flex ${order} ${lift}`}
            >
              <div className="flex w-full flex-col items-center rounded-2xl border border-dashed border-slate-800 px-4 py-10 text-center text-sm text-slate-400">
                <Medal rank={place} className="text-3xl opacity-40" />
                <p className="mt-3">Open spot</p>
              </div>
              <div
                aria-hidden="true"
                className={`mt-2 flex w-full items-center justify-center rounded-t-xl bg-slate-800/30 text-2xl font-black text-slate-700 ${step}`}
              >
                {place}
              </div>
            </li>
          );
        }
        // Ties only ever lower a place's rank (1, 2, 2), so it still earns a medal.
        const rank = medalRank(ranks[place - 1] ?? place) ?? place;
        const champion = rank === 1;
        return (
          <li
            key={entry.userId}
            value={rank}
            data-testid={`podium-rank-${place}`}
            className={`flex flex-col items-center ${order} ${lift}`}
          >
            <div
              className={`relative flex w-full flex-col items-center rounded-2xl border bg-slate-900/70 px-4 pt-6 pb-5 text-center shadow-xl ${
                champion ? "border-amber-400/40 shadow-amber-500/10" : "border-slate-800 shadow-black/30"
              }`}
            >
              {champion ? (
                <span className="absolute -top-3 inline-flex items-center gap-1 rounded-full bg-linear-to-r from-amber-400 to-orange-500 px-3 py-0.5 text-xs font-bold text-slate-950">
                  <CrownIcon className="size-3.5" /> Champion
                </span>
              ) : null}
              <Medal rank={rank} />
              <span className="sr-only">
                Rank <span data-testid="leaderboard-rank">{rank}</span>
              </span>
              <span
                className={`mt-3 flex items-center justify-center rounded-full bg-linear-to-br from-amber-400 to-pink-500 font-bold text-slate-950 ring-4 ${ring} ${
                  champion ? "size-20 text-2xl" : "size-16 text-xl"
                }`}
              >
                {getInitials(entry.userName)}
              </span>
              <p className="mt-3 max-w-full truncate font-semibold text-white" data-testid="leaderboard-name">
                {entry.userName}
              </p>
              <SolvedCount count={entry.solvedCount} className="mt-1 text-sm" />
            </div>
            <div
              aria-hidden="true"
              className={`mt-2 hidden w-full items-center justify-center rounded-t-xl bg-slate-800/60 text-2xl font-black text-slate-600 sm:flex ${step}`}
            >
              {rank}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
