import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { RelativeTime } from "@/components/ui/relative-time.tsx";
import { FullPageSpinner } from "@/components/ui/spinner.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { importQueryOptions } from "../api/imports.ts";
import { useSetVisibility } from "../hooks/use-set-visibility.ts";
import { countsText } from "../lib/report.ts";
import { ImportStatusBadge } from "./badges.tsx";
import { ImportProgress } from "./import-progress.tsx";
import { ProblemReportCard } from "./problem-report-card.tsx";

/** /import-problems/{importId}: one import's live report, polled while the worker runs it. */
export function ImportReportPage({ importId }: { importId: string }) {
  const report = useQuery(importQueryOptions(importId));
  const visibility = useSetVisibility(importId);

  if (report.isPending) return <FullPageSpinner />;

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to="/import-problems" className="text-sm text-sky-400 underline">
        ← All imports
      </Link>
      <header className="mt-3">
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">Import report</h1>
        {report.data ? (
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-400">
            <ImportStatusBadge status={report.data.status} />
            <span className="min-w-0 font-mono text-xs break-all text-slate-300" data-testid="import-source">
              {report.data.source}
            </span>
            <span>
              started <RelativeTime iso={report.data.createdAt} />
            </span>
            <span>{report.data.verify ? "with verification" : "without verification"}</span>
          </div>
        ) : null}
      </header>

      {report.isError ? (
        <p
          role="alert"
          className="mt-8 rounded-xl border border-rose-500/40 bg-rose-500/10 p-4 text-rose-200"
        >
          {errorMessage(report.error, "This import could not be loaded.")}
        </p>
      ) : null}

      {report.data ? (
        <div className="mt-6 space-y-4">
          <ImportProgress view={report.data} />
          {report.data.status === "failed" && report.data.error ? (
            <div role="alert" className="rounded-xl border border-rose-500/40 bg-rose-500/10 p-4 text-sm">
              <p className="font-semibold text-rose-200">The import failed</p>
              <p
                className="mt-1 whitespace-pre-wrap break-words text-rose-100/90"
                data-testid="import-failure"
              >
                {report.data.error}
              </p>
            </div>
          ) : null}
          {report.data.problems.length > 0 ? (
            <>
              <h2 className="pt-2 text-xl font-semibold text-white">
                Packages{" "}
                <span className="text-base font-normal text-slate-400">
                  ({countsText(report.data.problems)})
                </span>
              </h2>
              <ul className="space-y-4">
                {report.data.problems.map((line) => (
                  <li key={line.path}>
                    <ProblemReportCard
                      line={line}
                      changing={visibility.isPending && visibility.variables?.problemId === line.id}
                      onVisibility={(problemId, isPublic) => visibility.mutate({ problemId, isPublic })}
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
