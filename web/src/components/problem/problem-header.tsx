import type { ProblemDetail } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";
import { CheckIcon } from "@/components/ui/icons.tsx";
import { TagPill } from "@/components/ui/tag-pill.tsx";
import { submissionCountQueryOptions } from "@/judge/api/get-submissions.ts";

const dateFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });

/**
 * A problem's header: title, difficulty, "Updated" with the date, and the user's submission count for it. The
 * practice page (spec §2.6) adds the Solved mark, the acceptance rate, tags and companies; a contest (spec §2.13)
 * shows none of those while it runs, and puts its way back above the title and "Practise this problem" below.
 */
export function ProblemHeader({
  problem,
  variant,
  breadcrumb,
  children,
}: {
  problem: ProblemDetail;
  variant: "practice" | "contest";
  /** Above the title. */
  breadcrumb?: ReactNode;
  /** Below the rest. */
  children?: ReactNode;
}) {
  const count = useQuery(submissionCountQueryOptions(problem.id));
  const practice = variant === "practice";
  return (
    <header className="space-y-3">
      {breadcrumb}
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words text-white">{problem.title}</h1>
        <DifficultyBadge difficulty={problem.difficulty} />
        {practice && problem.isSolved ? (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-400">
            <CheckIcon className="size-4" /> Solved
          </span>
        ) : null}
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-400">
        <span>
          Updated <time dateTime={problem.updatedAt}>{dateFormat.format(new Date(problem.updatedAt))}</time>
        </span>
        <span data-testid="submission-count">
          {count.data === undefined
            ? "Submissions: …"
            : `${count.data} ${count.data === 1 ? "Submission" : "Submissions"}`}
        </span>
        {practice ? <span>Acceptance {problem.acceptance.toFixed(1)}%</span> : null}
      </p>
      {practice ? (
        <div className="flex flex-wrap gap-1.5">
          {problem.tags.map((tag) => (
            <TagPill key={tag}>{tag}</TagPill>
          ))}
          {problem.companies.map((company) => (
            <TagPill key={company} tone="sky">
              {company}
            </TagPill>
          ))}
        </div>
      ) : null}
      {children}
    </header>
  );
}
