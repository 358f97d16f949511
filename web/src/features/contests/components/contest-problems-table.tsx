import type { ContestStatus } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";
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
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-800">
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead className="bg-slate-900/80 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
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
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {problems.map(({ problemId, position, problem }) => (
            <tr key={problemId} data-testid="contest-problem-row" className="bg-slate-900/30">
              <td className="px-4 py-3">
                {solvedIds.has(problemId) ? (
                  <span data-testid="solved-tick" className="inline-flex text-emerald-400">
                    <CheckIcon className="size-5" />
                    <span className="sr-only">Solved</span>
                  </span>
                ) : (
                  <span className="sr-only">Not solved</span>
                )}
              </td>
              <td className="px-4 py-3 font-medium">
                <Link
                  to="/contest/$contestId/$problemId"
                  params={{ contestId: contest.id, problemId }}
                  className="text-slate-100 hover:text-amber-300 focus-visible:outline-2 focus-visible:outline-amber-400"
                >
                  <span className="mr-2 font-mono text-slate-400">{problemLetter(position)}.</span>
                  {problem.title}
                </Link>
              </td>
              <td className="px-4 py-3 text-xs text-slate-300">
                {status === "LIVE" && problem.tags.length === 0 ? (
                  <span className="text-slate-400" title="Tags are shown once the contest ends">
                    After the contest
                  </span>
                ) : (
                  upperList(problem.tags)
                )}
              </td>
              <td className="px-4 py-3 text-xs text-sky-300">{upperList(problem.companies)}</td>
              <td className="px-4 py-3">
                <DifficultyBadge difficulty={problem.difficulty} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
