import type { ProblemDetail } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";
import { CheckIcon } from "@/components/ui/icons.tsx";
import { TagPill } from "@/components/ui/tag-pill.tsx";
import { submissionCountQueryOptions } from "@/judge/api/get-submissions.ts";

const dateFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });

/** Spec §2.6: title, "Updated" with the date, and the user's submission count for this problem. */
export function ProblemHeader({ problem }: { problem: ProblemDetail }) {
  const count = useQuery(submissionCountQueryOptions(problem.id));
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-white">{problem.title}</h1>
        <DifficultyBadge difficulty={problem.difficulty} />
        {problem.isSolved ? (
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
        <span>Acceptance {problem.acceptance.toFixed(1)}%</span>
      </p>
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
    </header>
  );
}
