import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { AnalyticsSections } from "./analytics-sections.tsx";
import { percent } from "./analytics-series.ts";
import { userAnalyticsQueryOptions } from "./get-user-analytics.ts";

/** /profile/analytics: the signed-in learner's progress, drawn (issue 27). */
export function AnalyticsPage({ userId }: { userId: string }) {
  const { data, isPending, isError } = useQuery(userAnalyticsQueryOptions(userId));
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <header className="space-y-2">
        <Link
          to="/profile"
          className="rounded text-sm text-slate-400 hover:text-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
        >
          ← Back to profile
        </Link>
        <h1 className="text-2xl font-bold text-white">Your progress</h1>
        <p className="text-sm text-slate-400">
          Practice and contest submissions alike. Runs, submissions still being judged and the judge's own
          errors are not counted.
        </p>
      </header>
      {isPending ? (
        <Skeleton className="h-64 w-full rounded-2xl" />
      ) : isError ? (
        <p className="text-sm text-rose-200">Your progress analytics could not be loaded.</p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-3 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6">
            <Total label="Solved" value={String(data.totals.solved)} testId="analytics-total-solved" />
            <Total
              label="Submissions"
              value={String(data.totals.submissions)}
              testId="analytics-total-submissions"
            />
            <Total
              label="Accepted"
              value={
                data.totals.submissions === 0 ? "–" : percent(data.totals.accepted / data.totals.submissions)
              }
              testId="analytics-total-rate"
            />
          </dl>
          <AnalyticsSections data={data} />
        </>
      )}
    </section>
  );
}

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-400 sm:text-sm">{label}</dt>
      <dd data-testid={testId} className="mt-1 text-2xl font-bold tabular-nums text-slate-100">
        {value}
      </dd>
    </div>
  );
}
