import type { PlagiarismPair } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import { plagiarismReportQueryOptions } from "../api/plagiarism.ts";
import { useRunCheck } from "../hooks/use-plagiarism.ts";
import { PairView } from "./pair-view.tsx";

const STATUS_TEXT = {
  QUEUED: "Queued",
  RUNNING: "Running",
  DONE: "Done",
  FAILED: "Failed",
} as const;

/** The admin's plagiarism screen of one contest: the latest report's pairs, most similar first, and one pair open. */
export function PlagiarismPage({ contestId, pairId }: { contestId: string; pairId?: string }) {
  const { data, isPending } = useQuery(plagiarismReportQueryOptions(contestId));
  const run = useRunCheck(contestId);
  const report = data?.report ?? null;
  const busy = report?.status === "QUEUED" || report?.status === "RUNNING";
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 pt-24 pb-16">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link
            to="/contest/$id"
            params={{ id: contestId }}
            className="text-sm text-amber-300 hover:underline"
          >
            ← Back to the contest
          </Link>
          <h1 className="mt-1 text-2xl font-bold text-white">Plagiarism report</h1>
          <p data-testid="report-status" className="text-sm text-slate-400">
            {report
              ? `${STATUS_TEXT[report.status]} · ${report.submissions} submissions compared${report.engine ? ` (Dolos on ${report.engine})` : ""}${report.error ? ` · ${report.error}` : ""}`
              : "No report yet."}
          </p>
        </div>
        <button
          type="button"
          disabled={run.isPending || busy}
          onClick={() => run.mutate()}
          className={buttonClass("primary", "sm")}
        >
          {run.isPending || busy ? <Spinner className="size-4" label="Checking" /> : null}
          Run check
        </button>
      </header>
      {isPending ? <Spinner className="size-6" label="Loading the report" /> : null}
      {data ? (
        <PairsTable
          contestId={contestId}
          pairs={data.pairs}
          openId={pairId}
          done={report?.status === "DONE"}
        />
      ) : null}
      {pairId ? <PairView key={pairId} contestId={contestId} pairId={pairId} /> : null}
    </main>
  );
}

function PairsTable({
  contestId,
  pairs,
  openId,
  done,
}: {
  contestId: string;
  pairs: PlagiarismPair[];
  openId?: string;
  done: boolean;
}) {
  if (pairs.length === 0)
    return (
      <p className="rounded-2xl border border-slate-800 p-6 text-sm text-slate-400">
        {done ? "No pair of submissions is above the similarity threshold." : "No pairs yet."}
      </p>
    );
  const name = (side: PlagiarismPair["left"]) =>
    `${side.username}${side.disqualified ? " (disqualified)" : ""}`;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Similar pairs, most similar first</caption>
        <thead className="bg-slate-900/60 text-xs uppercase text-slate-400">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-4">
              Similarity
            </th>
            <th scope="col" className="px-2 py-2 sm:px-4">
              Problem
            </th>
            <th scope="col" className="px-2 py-2 sm:px-4">
              Participants
            </th>
            <th scope="col" className="px-2 py-2 sm:px-4">
              <span className="sr-only">Review</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((p) => (
            <tr
              key={p.id}
              aria-current={p.id === openId ? "true" : undefined}
              className={
                p.id === openId ? "border-t border-slate-800 bg-slate-800/50" : "border-t border-slate-800"
              }
            >
              <td className="px-2 py-2 sm:px-4 font-semibold text-white">
                {Math.round(p.similarity * 100)}%
              </td>
              <td className="px-2 py-2 sm:px-4 text-slate-300">
                {p.problemLabel}
                {/* A phone shows the letter only, so the row keeps its Review button in view. */}
                <span className="hidden sm:inline"> · {p.problemTitle}</span>
              </td>
              <td className="px-2 py-2 sm:px-4 text-slate-300">
                {name(p.left)} and {name(p.right)}
              </td>
              <td className="px-2 py-2 sm:px-4 text-right">
                <Link
                  to="/contest-plagiarism/$id"
                  params={{ id: contestId }}
                  search={{ pair: p.id }}
                  className={buttonClass("secondary", "sm")}
                  aria-label={`Review ${p.left.username} and ${p.right.username}`}
                >
                  Review
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
