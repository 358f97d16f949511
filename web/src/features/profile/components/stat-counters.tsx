interface StatCountersProps {
  solved: number | undefined;
  submissions: number | undefined;
  streak: number | undefined;
}

/** Spec §2.7: three counters. Undefined means still loading (or failed: the toast says so). */
export function StatCounters({ solved, submissions, streak }: StatCountersProps) {
  const stats = [
    { label: "Problems Solved", value: solved, testId: "stat-problems-solved", accent: "text-emerald-400" },
    { label: "Submissions", value: submissions, testId: "stat-submissions", accent: "text-sky-400" },
    {
      label: "Current Streak",
      value: streak,
      testId: "stat-current-streak",
      accent: "text-amber-400",
      unit: streak === 1 ? "day" : "days",
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-2xl border border-slate-800 bg-slate-900/50 p-5">
          <dt className="text-sm text-slate-400">{stat.label}</dt>
          <dd className={`mt-2 text-3xl font-bold ${stat.accent}`}>
            <span data-testid={stat.testId}>{stat.value ?? "–"}</span>
            {stat.unit ? (
              <span className="ml-1.5 text-base font-medium text-slate-400">{stat.unit}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
