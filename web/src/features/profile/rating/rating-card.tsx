import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useMemo } from "react";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { userRatingQueryOptions } from "./get-user-rating.ts";
import { RatingHistoryList } from "./rating-history-list.tsx";
import { ratingPoints } from "./rating-points.ts";

// Recharts is the profile's heaviest dependency: fetched after the page paints, and only when there is a history.
const RatingChart = lazy(() => import("./rating-chart.tsx"));

/**
 * Issue 26: the user's contest rating (docs/ratings.md): current and best, how many contests counted, and the
 * history as a chart with the same facts listed beside it.
 */
export function RatingCard({ userId }: { userId: string }) {
  const { data, isPending, isError } = useQuery(userRatingQueryOptions(userId));
  const points = useMemo(() => ratingPoints(data?.contests ?? []), [data]);
  const from = points[0];
  const to = points.at(-1);
  return (
    <section
      aria-labelledby="rating-heading"
      data-testid="rating-card"
      className="min-w-0 rounded-2xl border border-slate-800 bg-slate-900/50 p-5 sm:p-6"
    >
      <h2 id="rating-heading" className="text-lg font-semibold text-white">
        Rating
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        <Stat label="Current" value={data?.rating} testId="rating-current" accent="text-amber-300" />
        <Stat label="Max" value={data?.maxRating} testId="rating-max" accent="text-violet-300" />
        <Stat label="Rated contests" value={data?.contests.length} testId="rating-contests" />
      </dl>
      {isPending ? (
        <Skeleton className="mt-5 h-56 w-full rounded-xl" />
      ) : isError ? (
        <p className="mt-5 text-sm text-rose-200">The rating history could not be loaded.</p>
      ) : points.length === 0 || !from || !to ? (
        <p data-testid="rating-empty" className="mt-5 text-sm text-slate-400">
          No rated contests yet. Take part in a rated contest to get a rating.
        </p>
      ) : (
        <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
          <figure
            role="img"
            aria-label={`Rating chart: ${points.length} rated ${points.length === 1 ? "contest" : "contests"}, from ${from.oldRating} to ${to.newRating}. Each contest is listed in the rating history.`}
            data-testid="rating-chart"
            className="h-56 min-w-0 sm:h-64"
          >
            <Suspense fallback={<Skeleton className="h-full w-full rounded-xl" />}>
              <RatingChart points={points} />
            </Suspense>
          </figure>
          <div className="min-w-0">
            <h3 className="text-sm font-medium text-slate-300">Rating history</h3>
            <RatingHistoryList points={points} />
          </div>
        </div>
      )}
    </section>
  );
}

function Stat({
  label,
  value,
  testId,
  accent = "text-slate-100",
}: {
  label: string;
  value: number | null | undefined;
  testId: string;
  accent?: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-400 sm:text-sm">{label}</dt>
      <dd data-testid={testId} className={`mt-1 text-2xl font-bold tabular-nums ${accent}`}>
        {value ?? "–"}
      </dd>
    </div>
  );
}
