import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";
import type { ClockedContest } from "../api/get-contests.ts";
import { cardCountdown, spokenCountdown } from "../lib/countdown.ts";
import { durationMinutes, formatStart } from "../lib/format.ts";
import { countdownTarget, effectiveStatus } from "../lib/status.ts";
import { ContestStatusBadge } from "./contest-status-badge.tsx";

/**
 * Spec §2.11: title, description, status, start, duration, problem count, countdown and one button: "Contest
 * Ended" (disabled), "Go to Contest" when registered, else "Register Now". `now` is the server's clock.
 */
export function ContestCard({
  contest,
  now,
  onRegister,
}: {
  contest: ClockedContest;
  now: number;
  onRegister: (contestId: string) => void;
}) {
  const status = effectiveStatus(contest, now);
  const target = countdownTarget(contest, status);
  const left = target === null ? 0 : target - now;
  const titleId = `contest-${contest.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="contest-card"
      className="flex flex-col rounded-2xl border border-slate-800 bg-slate-900/50 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <ContestStatusBadge status={status} />
        <DifficultyBadge difficulty={contest.difficulty} />
      </div>
      <h2 id={titleId} className="mt-3 text-xl font-semibold break-words text-white">
        {contest.title}
      </h2>
      <p className="mt-2 line-clamp-3 text-sm break-words text-slate-300">{contest.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label="Starts" value={formatStart(contest.startTime)} wide />
        <Fact label="Duration" value={`${durationMinutes(contest)} min`} />
        <Fact label="Problems" value={String(contest.problemCount)} />
        <div className="col-span-2">
          <dt className="text-slate-400">
            {status === "UPCOMING" ? "Starts in" : status === "LIVE" ? "Ends in" : "Status"}
          </dt>
          <dd data-testid="contest-countdown" className="font-mono text-lg font-semibold text-amber-300">
            {target === null ? (
              "Ended"
            ) : (
              <>
                <span aria-hidden="true">{cardCountdown(left)}</span>
                <span className="sr-only">{spokenCountdown(left)}</span>
              </>
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-auto pt-5">
        {status === "ENDED" ? (
          <button type="button" disabled className={`${buttonClass("secondary")} w-full`}>
            Contest Ended
          </button>
        ) : contest.registered ? (
          <Link to="/contest/$id" params={{ id: contest.id }} className={`${buttonClass("primary")} w-full`}>
            Go to Contest
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => onRegister(contest.id)}
            aria-describedby={titleId}
            className={`${buttonClass("primary")} w-full`}
          >
            Register Now
          </button>
        )}
      </div>
    </article>
  );
}

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2" : ""}>
      <dt className="text-slate-400">{label}</dt>
      <dd className="font-medium text-slate-100">{value}</dd>
    </div>
  );
}
