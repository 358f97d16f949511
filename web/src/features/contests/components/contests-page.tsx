import { compareContestsForList } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { type ClockedContest, contestsQueryOptions } from "../api/get-contests.ts";
import { useContestEvents } from "../hooks/use-contest-events.ts";
import { useRegister } from "../hooks/use-register.ts";
import { useServerNow } from "../hooks/use-server-now.ts";
import { serverOffset } from "../lib/server-clock.ts";
import { effectiveStatus } from "../lib/status.ts";
import { ContestCard } from "./contest-card.tsx";
import { ContestsSkeleton } from "./contests-skeleton.tsx";

/**
 * The server's order (LIVE, UPCOMING by start, ENDED most recent first), kept as cards change status on the server's
 * clock between fetches: a contest that just started moves up to the live ones without a refetch.
 */
function inListOrder(contests: ClockedContest[], now: number): ClockedContest[] {
  const shown = (c: ClockedContest) => ({ ...c, status: effectiveStatus(c, now) });
  return [...contests].sort((a, b) => compareContestsForList(shown(a), shown(b)));
}

/** /contests (spec §2.11): one card per contest, a clock ticking every second against the server's. */
export function ContestsPage({ me }: { me: { id: string; username: string } }) {
  const { data: contests, isPending, isError, refetch } = useQuery(contestsQueryOptions());
  const first = contests?.[0];
  const now = useServerNow(first ? serverOffset(first) : 0);
  const register = useRegister(me);
  useContestEvents();

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">Contests</h1>
        <p className="mt-2 text-lg text-slate-400">Register for timed contests and compete live.</p>
      </header>
      <div className="mt-10">
        {isPending ? (
          <ContestsSkeleton />
        ) : isError ? (
          <div className="rounded-2xl border border-rose-500/30 bg-rose-500/5 p-6 text-center text-rose-200">
            <p>The contests could not be loaded.</p>
            <button type="button" className="mt-3 underline" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : contests.length === 0 ? (
          <div className="rounded-3xl border border-dashed border-slate-700 bg-slate-900/40 p-12 text-center">
            <p className="text-xl font-semibold text-slate-200">No contests yet</p>
            <p className="mt-2 text-slate-400">Check back soon for the next one.</p>
          </div>
        ) : (
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {inListOrder(contests, now).map((c) => (
              <ContestCard key={c.id} contest={c} now={now} onRegister={(id) => register.mutate(id)} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
