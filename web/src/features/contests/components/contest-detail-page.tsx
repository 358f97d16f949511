import { type ContestStatus, SYSTEM_TEST_TEXT } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { TabStrip } from "@/components/ui/tab-strip.tsx";
import { type ClockedContest, contestQueryOptions } from "../api/get-contests.ts";
import { ClarificationsPanel } from "../clarifications/components/clarifications-panel.tsx";
import { ClarificationsTabLabel } from "../clarifications/components/clarifications-tab-label.tsx";
import { useClarificationFeed } from "../clarifications/hooks/use-clarification-feed.ts";
import { useContestEvents, useRefetchOnTransition } from "../hooks/use-contest-events.ts";
import { useRegister } from "../hooks/use-register.ts";
import { useServerNow } from "../hooks/use-server-now.ts";
import { serverOffset } from "../lib/server-clock.ts";
import { countdownTarget, effectiveStatus } from "../lib/status.ts";
import { RatedToggle } from "../ratings/rated-toggle.tsx";
import { RatingBadge } from "../ratings/rating-badge.tsx";
import { SystemTestNotice } from "../system-test/system-test-notice.tsx";
import { standingsProvisional } from "../system-test/system-test-phase.ts";
import { AfterEndActions } from "../virtual/components/after-end-actions.tsx";
import { EndedStandings } from "../virtual/components/ended-standings.tsx";
import { ContestActions } from "./contest-actions.tsx";
import { ContestCountdown } from "./contest-countdown.tsx";
import { ContestProblemsTable } from "./contest-problems-table.tsx";
import { ContestStats } from "./contest-stats.tsx";
import { ContestStatusBadge } from "./contest-status-badge.tsx";
import { StandingsPanel } from "./standings-panel.tsx";

type Me = { id: string; username: string; isAdmin: boolean };

/**
 * /contest/{id} (spec §2.12), plus a live Standings tab that anyone signed in may watch (the problems stay hidden
 * from non-participants until the end: the server decides). An ended contest opens on its final standings.
 */
export function ContestDetailPage({ contestId, me }: { contestId: string; me: Me }) {
  const { data: contest, isPending, isError, refetch } = useQuery(contestQueryOptions(contestId));
  useContestEvents();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      {isPending ? (
        <DetailSkeleton />
      ) : isError ? (
        <div className="mx-auto max-w-lg rounded-3xl border border-dashed border-slate-700 bg-slate-900/40 p-12 text-center">
          <h1 className="text-2xl font-semibold text-white">The contest could not be loaded</h1>
          <div className="mt-6 flex justify-center gap-3">
            <button type="button" className={buttonClass("primary")} onClick={() => void refetch()}>
              Try again
            </button>
            <Link to="/contests" className={buttonClass("secondary")}>
              All contests
            </Link>
          </div>
        </div>
      ) : (
        <ContestDetail contest={contest} me={me} />
      )}
    </section>
  );
}

const TABS = ["Problems", "Standings", "Clarifications"] as const;

function ContestDetail({ contest, me }: { contest: ClockedContest; me: Me }) {
  const now = useServerNow(serverOffset(contest));
  const status = effectiveStatus(contest, now);
  useRefetchOnTransition(contest, status);
  const target = countdownTarget(contest, status);
  const register = useRegister(me);
  const [tab, setTab] = useState<(typeof TABS)[number]>(status === "ENDED" ? "Standings" : "Problems");
  const clarifications = useClarificationFeed(contest.id, me, tab === "Clarifications", tab);
  const provisional = standingsProvisional(contest, status);
  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <ContestStatusBadge status={status} />
            <DifficultyBadge difficulty={contest.difficulty} />
            <RatingBadge contest={contest} status={status} />
            {contest.registered ? (
              <span className="text-sm font-medium text-emerald-300">Registered</span>
            ) : null}
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight break-words text-white sm:text-4xl">
            {contest.title}
          </h1>
          <p className="mt-3 max-w-3xl break-words whitespace-pre-line text-slate-300">
            {contest.description}
          </p>
          <SystemTestNotice contest={contest} status={status} />
        </div>
        <div className="flex shrink-0 flex-col gap-3 md:items-end">
          <ContestCountdown status={status} left={target === null ? 0 : target - now} />
          <ContestActions contest={contest} status={status} isAdmin={me.isAdmin} />
          {status === "ENDED" ? <AfterEndActions contest={contest} /> : null}
          {me.isAdmin && status === "ENDED" ? <RatedToggle contest={contest} /> : null}
        </div>
      </header>
      <ContestStats contest={contest} />
      <TabStrip
        tabs={TABS}
        active={tab}
        onSelect={setTab}
        label="Contest"
        renderTab={(t) =>
          t === "Clarifications" ? <ClarificationsTabLabel unread={clarifications.unread} /> : t
        }
      >
        {tab === "Clarifications" ? (
          <ClarificationsPanel contest={contest} status={status} isAdmin={me.isAdmin} feed={clarifications} />
        ) : tab === "Problems" ? (
          <>
            <h2 className="mb-4 text-xl font-semibold text-white">Contest Problems</h2>
            <ContestProblemsTable
              contest={contest}
              status={status}
              registering={register.isPending}
              onRegister={() => register.mutate(contest.id)}
            />
          </>
        ) : (
          <>
            <h2 className="mb-1 text-xl font-semibold text-white">{standingsHeading(status, provisional)}</h2>
            <p className="mb-4 text-sm text-slate-400" data-testid="standings-note">
              {provisional ? SYSTEM_TEST_TEXT.provisional : standingsNote(status, contest.registered)}
            </p>
            {status === "ENDED" ? (
              <EndedStandings contestId={contest.id} myId={me.id} />
            ) : (
              <StandingsPanel contestId={contest.id} myId={me.id} />
            )}
          </>
        )}
      </TabStrip>
    </div>
  );
}

function standingsHeading(status: ContestStatus, provisional: boolean): string {
  if (status === "ENDED") return provisional ? "Provisional Standings" : "Final Standings";
  return status === "LIVE" ? "Live Standings" : "Standings";
}

function standingsNote(status: ContestStatus, registered: boolean): string {
  if (status === "ENDED") return "The contest is over: these are its final results.";
  if (status === "UPCOMING") return "Everyone registered starts at zero; the board goes live at the start.";
  return registered
    ? "Updated live as verdicts arrive."
    : "You are watching as a spectator: updated live as verdicts arrive.";
}

function DetailSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading contest" className="space-y-6">
      <Skeleton className="h-5 w-32 rounded-full" />
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {["a", "b", "c", "d"].map((k) => (
          <Skeleton key={k} className="h-20 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}
