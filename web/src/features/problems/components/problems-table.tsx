import type { ProblemListItem } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";
import { TagPill } from "@/components/ui/tag-pill.tsx";
import { ProblemActions } from "./problem-actions.tsx";
import { SolvedMark } from "./solved-mark.tsx";

export interface ProblemsTableProps {
  problems: ProblemListItem[];
  isAdmin: boolean;
  onSaveToPlaylist: (problem: ProblemListItem) => void;
  onDelete: (problem: ProblemListItem) => void;
}

export function ProblemsTable({ problems, isAdmin, onSaveToPlaylist, onDelete }: ProblemsTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-800 bg-slate-900/40">
      <table className="w-full min-w-[760px] text-left text-sm">
        <thead className="border-b border-slate-800 bg-slate-900/80 text-xs tracking-wide text-slate-300 uppercase">
          <tr>
            <th scope="col" className="w-16 px-4 py-3 text-center">
              Solved
            </th>
            <th scope="col" className="px-4 py-3">
              Title
            </th>
            <th scope="col" className="px-4 py-3">
              Tags
            </th>
            <th scope="col" className="px-4 py-3">
              Companies
            </th>
            <th scope="col" className="px-4 py-3">
              Difficulty
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800/80">
          {problems.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-4 py-12 text-center text-slate-300">
                No problems match these filters.
              </td>
            </tr>
          ) : (
            problems.map((problem) => (
              <tr
                key={problem.id}
                data-testid="problem-row"
                data-solved={problem.isSolved}
                className="transition hover:bg-slate-800/30"
              >
                <td className="px-4 py-3 text-center">
                  <SolvedMark solved={problem.isSolved} />
                </td>
                <td className="px-4 py-3">
                  <Link
                    to="/problem/$id"
                    params={{ id: problem.id }}
                    className="font-semibold text-slate-100 transition hover:text-amber-300"
                  >
                    {problem.title}
                  </Link>
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1.5">
                    {problem.tags.map((tag) => (
                      <TagPill key={tag}>{tag}</TagPill>
                    ))}
                  </div>
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1.5">
                    {problem.companies.map((company) => (
                      <TagPill key={company} tone="sky">
                        {company}
                      </TagPill>
                    ))}
                  </div>
                </td>
                <td className="px-4 py-3">
                  <DifficultyBadge difficulty={problem.difficulty} />
                </td>
                <td className="px-4 py-3">
                  <ProblemActions
                    problem={problem}
                    isAdmin={isAdmin}
                    onSaveToPlaylist={onSaveToPlaylist}
                    onDelete={onDelete}
                  />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
