import type { ContestStatus } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { difficultyColumn, type ProblemColumn, ProblemTable } from "@/components/problem/problem-table.tsx";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { CheckIcon } from "@/components/ui/icons.tsx";
import { contestSolvedQueryOptions } from "../api/contest-stats.ts";
import type { ClockedContest } from "../api/get-contests.ts";
import { problemLetter } from "../lib/labels.ts";

/**
 * Spec §2.12 "Contest Problems": Solved tick, Title (to the contest problem), Tags and Companies upper case,
 * Difficulty. The server sends the problems only once the caller may see them; until then this says why.
 */
export function ContestProblemsTable({
  contest,
  status,
  onRegister,
  registering,
}: {
  contest: ClockedContest;
  status: ContestStatus;
  onRegister: () => void;
  registering: boolean;
}) {
  const solved = useQuery({ ...contestSolvedQueryOptions(contest.id), enabled: contest.registered });
  const solvedIds = new Set(solved.data?.map((s) => s.problemId));
  const problems = [...contest.problems].sort((a, b) => a.position - b.position);

  if (problems.length === 0) {
    return (
      <HiddenProblems contest={contest} status={status} onRegister={onRegister} registering={registering} />
    );
  }
  const columns: ProblemColumn<ContestProblem>[] = [
    {
      header: "Solved",
      cell: ({ problemId }) =>
        solvedIds.has(problemId) ? (
          <span data-testid="solved-tick" className="inline-flex text-emerald-400">
            <CheckIcon className="size-5" />
            <span className="sr-only">Solved</span>
          </span>
        ) : (
          <span className="sr-only">Not solved</span>
        ),
    },
    {
      header: "Title",
      cellClassName: "font-medium",
      cell: ({ problemId, position, problem }) => (
        <Link
          to="/contest/$contestId/$problemId"
          params={{ contestId: contest.id, problemId }}
          className="text-slate-100 hover:text-amber-300 focus-visible:outline-2 focus-visible:outline-amber-400"
        >
          <span className="mr-2 font-mono text-slate-400">{problemLetter(position)}.</span>
          {problem.title}
        </Link>
      ),
    },
    {
      header: "Tags",
      cellClassName: "text-xs text-slate-300",
      cell: ({ problem }) =>
        status === "LIVE" && problem.tags.length === 0 ? (
          <span className="text-slate-400" title="Tags are shown once the contest ends">
            After the contest
          </span>
        ) : (
          upperList(problem.tags)
        ),
    },
    {
      header: "Companies",
      cellClassName: "text-xs text-sky-300",
      cell: ({ problem }) => upperList(problem.companies),
    },
    difficultyColumn(({ problem }) => problem.difficulty),
  ];
  return (
    <ProblemTable
      rows={problems}
      rowKey={(row) => row.problemId}
      rowProps={() => ({ "data-testid": "contest-problem-row" })}
      columns={columns}
    />
  );
}

type ContestProblem = ClockedContest["problems"][number];

const upperList = (items: string[]) => (items.length ? items.map((i) => i.toUpperCase()).join(", ") : "—");

function HiddenProblems({
  contest,
  status,
  onRegister,
  registering,
}: {
  contest: ClockedContest;
  status: ContestStatus;
  onRegister: () => void;
  registering: boolean;
}) {
  const count = `${contest.problemCount} ${contest.problemCount === 1 ? "problem" : "problems"}`;
  const why =
    status === "UPCOMING"
      ? contest.registered
        ? `You are registered. The ${count} appear here when the contest starts.`
        : `The ${count} appear when the contest starts, for registered participants.`
      : status === "LIVE" && !contest.registered
        ? `Register to see the ${count} and take part.`
        : "The problems are on their way…";
  return (
    <div
      data-testid="problems-hidden"
      className="rounded-2xl border border-dashed border-slate-700 bg-slate-900/40 p-8 text-center"
    >
      <p className="text-slate-300">{why}</p>
      {!contest.registered && status !== "ENDED" ? (
        <button
          type="button"
          disabled={registering}
          onClick={onRegister}
          className={`${buttonClass("primary")} mt-4`}
        >
          Register Now
        </button>
      ) : null}
    </div>
  );
}
