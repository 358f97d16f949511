import type { Suggestion } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";

/** Suggested problems: the title links to the problem; its label, estimated rating and why, on one more line. */
export function SuggestionList({ suggestions }: { suggestions: Suggestion[] }) {
  return (
    <ul className="divide-y divide-slate-800" data-testid="suggestion-list">
      {suggestions.map((s) => (
        <li key={s.problemId} className="py-2 first:pt-0 last:pb-0" data-testid="suggestion">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              to="/problem/$id"
              params={{ id: s.problemId }}
              className="min-w-0 font-semibold break-words text-slate-100 underline-offset-2 transition hover:text-amber-300 hover:underline focus-visible:underline"
            >
              {s.title}
            </Link>
            <DifficultyBadge difficulty={s.difficulty} />
          </div>
          <p className="mt-0.5 text-sm text-slate-300" data-testid="suggestion-reason">
            {s.reason}
          </p>
        </li>
      ))}
    </ul>
  );
}
