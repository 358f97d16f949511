import { useQuery } from "@tanstack/react-query";
import { TrophyIcon } from "@/components/ui/action-icons.tsx";
import { todayLeaderboardQueryOptions } from "../api/get-today-leaderboard.ts";
import { competitionRanks } from "../utils/ranks.ts";
import { LeaderboardSkeleton } from "./leaderboard-skeleton.tsx";
import { Podium } from "./podium.tsx";
import { RankingsList } from "./rankings-list.tsx";

/** Spec §9: the podium holds ranks 1–3; the list starts at rank 4. */
const PODIUM_SIZE = 3;

/** /leaderboard (spec §2.10): today's top solvers. */
export function LeaderboardPage() {
  const { data: entries, isPending, isError } = useQuery(todayLeaderboardQueryOptions());
  const ranks = entries ? competitionRanks(entries) : [];

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-linear-to-br from-amber-400/20 to-pink-500/20 text-amber-300">
          <TrophyIcon className="size-7" />
        </span>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-white">Daily Leaderboard</h1>
        <p className="mt-2 text-lg text-slate-400">Top performers based on problems solved today</p>
      </header>

      <div className="mt-12">
        {isPending ? (
          <LeaderboardSkeleton />
        ) : isError ? (
          <p className="rounded-2xl border border-rose-500/30 bg-rose-500/5 p-6 text-center text-rose-200">
            The leaderboard could not be loaded.
          </p>
        ) : entries.length === 0 ? (
          <div className="rounded-3xl border border-dashed border-slate-700 bg-slate-900/40 p-12 text-center">
            <p className="text-xl font-semibold text-slate-200">No solves yet today</p>
            <p className="mt-2 text-slate-400">Solve a problem to claim the top spot.</p>
          </div>
        ) : (
          <>
            <Podium entries={entries.slice(0, PODIUM_SIZE)} ranks={ranks.slice(0, PODIUM_SIZE)} />
            <RankingsList
              entries={entries.slice(PODIUM_SIZE)}
              ranks={ranks.slice(PODIUM_SIZE)}
              firstPlace={PODIUM_SIZE + 1}
            />
          </>
        )}
      </div>
    </section>
  );
}
