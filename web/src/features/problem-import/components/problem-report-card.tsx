import type { ImportedProblemReport } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import { TYPE_LABEL } from "../lib/report.ts";
import { StatusBadge, VerifiedBadge, VisibilityBadge } from "./badges.tsx";
import { VerificationTable } from "./verification-table.tsx";

interface ProblemReportCardProps {
  line: ImportedProblemReport;
  onVisibility: (problemId: string, isPublic: boolean) => void;
  /** This line's Publish / Hide call is in flight. */
  changing: boolean;
}

/** One package's line of the report: what became of it, what verification found, and what the admin can do next. */
export function ProblemReportCard({ line, onVisibility, changing }: ProblemReportCardProps) {
  const headingId = useId();
  const name = line.title ?? line.path;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="package-report"
      data-path={line.path}
      className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words text-white">
            {name}
          </h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-slate-400">Path</dt>
            <dd className="min-w-0 font-mono text-xs leading-5 break-all text-slate-300">{line.path}</dd>
            {line.type ? (
              <>
                <dt className="text-slate-400">Type</dt>
                <dd className="text-slate-300">{TYPE_LABEL[line.type]}</dd>
              </>
            ) : null}
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={line.status} />
          {line.status === "failed" ? null : <VerifiedBadge verified={line.verified} />}
          {line.id ? <VisibilityBadge isPublic={line.isPublic} /> : null}
        </div>
      </div>

      {line.verified === "mismatch" && line.id ? (
        <p className="mt-3 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-200">
          Verification found mismatches: check before publishing.
        </p>
      ) : null}

      {line.id && line.status !== "failed" ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to="/problem/$id" params={{ id: line.id }} className={buttonClass("secondary", "sm")}>
            Open<span className="sr-only"> {name}</span>
          </Link>
          <Link to="/update-problem/$id" params={{ id: line.id }} className={buttonClass("secondary", "sm")}>
            Edit<span className="sr-only"> {name}</span>
          </Link>
          <button
            type="button"
            disabled={changing}
            onClick={() => line.id && onVisibility(line.id, !line.isPublic)}
            className={buttonClass(line.isPublic ? "secondary" : "primary", "sm")}
          >
            {changing ? <Spinner className="size-4" label="Saving" /> : null}
            {line.isPublic ? "Hide" : "Publish"}
            <span className="sr-only"> {name}</span>
          </button>
        </div>
      ) : null}

      <MessageList title="Errors" items={line.errors} tone="text-rose-200" testId="package-errors" />
      <MessageList
        title="Warnings"
        items={line.warnings}
        tone="text-amber-200/90"
        testId="package-warnings"
      />
      <VerificationTable entries={line.verification} open={line.verified === "mismatch"} />
    </article>
  );
}

function MessageList({
  title,
  items,
  tone,
  testId,
}: {
  title: string;
  items: string[];
  tone: string;
  testId: string;
}) {
  if (items.length === 0) return null;
  return (
    <div className="mt-4" data-testid={testId}>
      <h4 className="text-sm font-semibold text-slate-200">
        {title} ({items.length})
      </h4>
      <ul className={`mt-1 list-disc space-y-1 pl-5 text-sm break-words ${tone}`}>
        {items.map((item, i) => (
          // Messages may repeat (two tests with the same problem); their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
