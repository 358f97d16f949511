import type { ProblemListItem } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { BookmarkPlusIcon, PencilIcon, TrashIcon } from "@/components/ui/action-icons.tsx";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";
import { CheckIcon } from "@/components/ui/icons.tsx";
import { TagPill } from "@/components/ui/tag-pill.tsx";

interface ProblemsTableProps {
  problems: ProblemListItem[];
  isAdmin: boolean;
  onSaveToPlaylist: (problem: ProblemListItem) => void;
  onDelete: (problem: ProblemListItem) => void;
}

const iconButton =
  "rounded-lg p-2 text-slate-400 transition hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400";

export function ProblemsTable({ problems, isAdmin, onSaveToPlaylist, onDelete }: ProblemsTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-800 bg-slate-900/40">
      <table className="w-full min-w-[760px] text-left text-sm">
        <thead className="border-b border-slate-800 bg-slate-900/80 text-xs tracking-wide text-slate-400 uppercase">
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
              <td colSpan={6} className="px-4 py-12 text-center text-slate-400">
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
                  {problem.isSolved ? (
                    <span
                      role="img"
                      aria-label="Solved"
                      data-testid="solved-mark"
                      className="inline-flex size-6 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-400"
                    >
                      <CheckIcon className="size-4" />
                    </span>
                  ) : (
                    <span
                      role="img"
                      aria-label="Not solved"
                      className="inline-block size-5 rounded-full border-2 border-slate-700"
                    />
                  )}
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
                  <div className="flex items-center justify-end gap-1">
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Save ${problem.title} to a playlist`}
                      title="Save to playlist"
                      onClick={() => onSaveToPlaylist(problem)}
                    >
                      <BookmarkPlusIcon className="size-4" />
                    </button>
                    {isAdmin ? (
                      <>
                        <Link
                          to="/update-problem/$id"
                          params={{ id: problem.id }}
                          className={iconButton}
                          aria-label={`Edit ${problem.title}`}
                          title="Edit"
                        >
                          <PencilIcon className="size-4" />
                        </Link>
                        <button
                          type="button"
                          className={`${iconButton} hover:text-rose-300`}
                          aria-label={`Delete ${problem.title}`}
                          title="Delete"
                          onClick={() => onDelete(problem)}
                        >
                          <TrashIcon className="size-4" />
                        </button>
                      </>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
