import type { ImportView } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { RelativeTime } from "@/components/ui/relative-time.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { importsQueryOptions } from "../api/imports.ts";
import { countsText, progressText } from "../lib/report.ts";
import { ImportStatusBadge } from "./badges.tsx";

/** The 20 most recent imports, newest first, each opening its report. */
export function RecentImports() {
  const imports = useQuery(importsQueryOptions());
  return (
    <section
      aria-labelledby="recent-imports-heading"
      className="rounded-2xl border border-slate-800 bg-slate-900/60"
    >
      <h2
        id="recent-imports-heading"
        className="border-b border-slate-800 p-5 text-xl font-semibold text-white"
      >
        Recent imports
      </h2>
      {imports.isPending ? (
        <div className="space-y-3 p-5">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : imports.data && imports.data.length > 0 ? (
        <ul className="divide-y divide-slate-800" data-testid="recent-imports">
          {imports.data.map((view) => (
            <ImportRow key={view.id} view={view} />
          ))}
        </ul>
      ) : (
        <p className="p-5 text-sm text-slate-400">
          {imports.isError ? "Imports could not be loaded." : "No imports yet."}
        </p>
      )}
    </section>
  );
}

function ImportRow({ view }: { view: ImportView }) {
  const summary =
    view.status === "running" ? progressText(view) : countsText(view.problems) || progressText(view);
  return (
    <li>
      <Link
        to="/import-problems/$importId"
        params={{ importId: view.id }}
        className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3 transition hover:bg-slate-800/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-400"
      >
        <span className="min-w-0 flex-1 basis-48 font-mono text-sm break-all text-slate-100">
          {view.source}
        </span>
        <ImportStatusBadge status={view.status} />
        <span className="text-sm text-slate-400">{summary}</span>
        <RelativeTime iso={view.createdAt} className="text-sm text-slate-400" />
      </Link>
    </li>
  );
}
