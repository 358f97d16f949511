import { useQuery } from "@tanstack/react-query";
import { contestSummaryQueryOptions } from "../api/contest-stats.ts";
import type { ClockedContest } from "../api/get-contests.ts";

/**
 * Spec §2.12: Problems Solved (the caller's, in this contest), Total Submissions (the caller's), Total Problems,
 * Participants (registrations, "-" when none).
 */
export function ContestStats({ contest }: { contest: ClockedContest }) {
  const { data: summary } = useQuery(contestSummaryQueryOptions(contest.id));
  const participants = summary?.participants ?? contest.participants;
  const stats = [
    { label: "Problems Solved", value: summary ? String(summary.totalSolved) : "…" },
    { label: "Total Submissions", value: summary ? String(summary.totalSubmissions) : "…" },
    { label: "Total Problems", value: String(summary?.totalProblems ?? contest.problemCount) },
    { label: "Participants", value: participants > 0 ? String(participants) : "-" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="contest-stats">
      {stats.map((s) => (
        <div key={s.label} className="rounded-2xl border border-slate-800 bg-slate-900/50 p-4">
          <dt className="text-sm text-slate-400">{s.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-white tabular-nums">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
