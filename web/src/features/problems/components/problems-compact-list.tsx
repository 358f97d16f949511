import { Link } from "@tanstack/react-router";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";
import { ProblemActions } from "./problem-actions.tsx";
import type { ProblemsTableProps } from "./problems-table.tsx";
import { SolvedMark } from "./solved-mark.tsx";

/**
 * The problems on a phone: one compact row each with what a learner picks by (solved mark, title,
 * difficulty) and the row's actions; tags and companies are left to the problem page and the filters.
 */
export function ProblemsCompactList({ problems, isAdmin, onSaveToPlaylist, onDelete }: ProblemsTableProps) {
  if (problems.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-800 bg-slate-900/40 px-4 py-12 text-center text-slate-300">
        No problems match these filters.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-800/80 rounded-2xl border border-slate-800 bg-slate-900/40">
      {problems.map((problem) => (
        <li
          key={problem.id}
          data-testid="problem-row"
          data-solved={problem.isSolved}
          className="flex items-center gap-3 py-2 pr-1 pl-3"
        >
          <SolvedMark solved={problem.isSolved} />
          <div className="min-w-0 flex-1">
            <Link
              to="/problem/$id"
              params={{ id: problem.id }}
              className="block truncate font-semibold text-slate-100 hover:text-amber-300"
            >
              {problem.title}
            </Link>
            <DifficultyBadge difficulty={problem.difficulty} />
          </div>
          <ProblemActions
            problem={problem}
            isAdmin={isAdmin}
            onSaveToPlaylist={onSaveToPlaylist}
            onDelete={onDelete}
          />
        </li>
      ))}
    </ul>
  );
}
