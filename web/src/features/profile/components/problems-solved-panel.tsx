import { DIFFICULTIES, type ProblemListItem } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import {
  difficultyColumn,
  type ProblemColumn,
  ProblemTable,
  pillsColumn,
} from "@/components/problem/problem-table.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";

const COUNT_STYLE = { EASY: "text-emerald-300", MEDIUM: "text-yellow-300", HARD: "text-rose-300" } as const;
const COUNT_LABEL = { EASY: "Easy", MEDIUM: "Medium", HARD: "Hard" } as const;

/** Title, Difficulty, Tags, and a link to the problem. */
const SOLVED_COLUMNS: ProblemColumn<ProblemListItem>[] = [
  { header: "Title", cellClassName: "font-medium text-slate-100", cell: (p) => p.title },
  difficultyColumn((p) => p.difficulty),
  pillsColumn("Tags", (p) => p.tags),
  {
    header: <span className="sr-only">Open</span>,
    className: "text-right",
    cell: (p) => (
      <Link
        to="/problem/$id"
        params={{ id: p.id }}
        className="font-semibold text-amber-400 hover:text-amber-300"
      >
        View
      </Link>
    ),
  },
];

/** Spec §2.7: the solved problems with totals per difficulty, or an empty state with links to practise. */
export function ProblemsSolvedPanel({ problems }: { problems: ProblemListItem[] | undefined }) {
  return (
    <section
      aria-labelledby="problems-solved-heading"
      className="rounded-2xl border border-slate-800 bg-slate-900/50 p-6"
      data-testid="problems-solved"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="problems-solved-heading" className="text-lg font-semibold text-white">
          Problems Solved
        </h2>
        {problems ? (
          <dl className="flex flex-wrap gap-4 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-slate-400">Total</dt>
              <dd className="font-semibold text-white" data-testid="solved-total">
                {problems.length}
              </dd>
            </div>
            {DIFFICULTIES.map((d) => (
              <div key={d} className="flex gap-1.5">
                <dt className="text-slate-400">{COUNT_LABEL[d]}</dt>
                <dd className={`font-semibold ${COUNT_STYLE[d]}`} data-testid={`solved-${d.toLowerCase()}`}>
                  {problems.filter((p) => p.difficulty === d).length}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>

      {problems === undefined ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading solved problems" />
        </div>
      ) : problems.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-700 p-8 text-center">
          <p className="font-semibold text-slate-200">No problems solved yet</p>
          <Link
            to="/"
            className="mt-3 inline-block text-sm font-semibold text-amber-400 hover:text-amber-300"
          >
            View Problems
          </Link>
        </div>
      ) : (
        <ProblemTable
          rows={problems}
          rowKey={(p) => p.id}
          rowProps={() => ({ "data-testid": "solved-problem-row" })}
          columns={SOLVED_COLUMNS}
          minWidth="min-w-[520px]"
          dense
        />
      )}
      <div className="mt-4 text-right">
        <Link to="/problems" className="text-sm font-semibold text-amber-400 hover:text-amber-300">
          Solve more problems
        </Link>
      </div>
    </section>
  );
}
