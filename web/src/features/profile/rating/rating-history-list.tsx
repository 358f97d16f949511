import { Link } from "@tanstack/react-router";
import { deltaTone, signedDelta } from "@/lib/rating-delta.ts";
import { formatDay, type RatingPoint } from "./rating-points.ts";

/**
 * Every rated contest, newest first, with what the chart shows for it: the end date, the rank and old → new. The
 * chart's accessible twin: a screen reader reads this list, and each title is a link to the contest.
 */
export function RatingHistoryList({ points }: { points: RatingPoint[] }) {
  return (
    <ol aria-label="Rating history" data-testid="rating-history" className="divide-y divide-slate-800">
      {[...points].reverse().map((p) => (
        <li
          key={p.contestId}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5"
        >
          <span className="min-w-0">
            <Link
              to="/contest/$id"
              params={{ id: p.contestId }}
              className="font-medium break-words text-slate-100 hover:text-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
            >
              {p.title}
            </Link>
            <span className="block text-xs text-slate-400">
              {formatDay(p.at)} · rank {p.rank}
            </span>
          </span>
          <span className="font-mono text-sm tabular-nums text-slate-200" data-testid="rating-history-change">
            {p.oldRating} → {p.newRating}{" "}
            <span className={`font-semibold ${deltaTone(p.delta)}`}>({signedDelta(p.delta)})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
