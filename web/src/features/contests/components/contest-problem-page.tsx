import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { contestProblemQueryOptions } from "../api/get-contest-problem.ts";
import { contestQueryOptions } from "../api/get-contests.ts";
import { useClarificationAlerts } from "../clarifications/hooks/use-clarification-feed.ts";
import { useContestEvents } from "../hooks/use-contest-events.ts";
import { ContestProblemWorkspace } from "./contest-problem-workspace.tsx";

/**
 * /contest/{contestId}/{problemId} (spec §2.13). The problem comes through the contest (the server applies the
 * visibility rule); when it refuses (not registered, not started), the page says why and links back.
 */
export function ContestProblemPage({
  contestId,
  problemId,
  userId,
  discussion,
  upsolve = false,
}: {
  contestId: string;
  problemId: string;
  userId: string;
  discussion: ReactNode;
  upsolve?: boolean;
}) {
  const contest = useQuery(contestQueryOptions(contestId));
  const problem = useQuery(contestProblemQueryOptions(contestId, problemId));
  useContestEvents();
  useClarificationAlerts(contestId);

  let content: ReactNode;
  if (contest.isPending || problem.isPending) content = <WorkspaceSkeleton />;
  else if (contest.isError || problem.isError) {
    content = (
      <Notice title="The problem could not be loaded" contestId={contestId}>
        <button
          type="button"
          className={buttonClass("primary")}
          onClick={() => {
            void contest.refetch();
            void problem.refetch();
          }}
        >
          Try again
        </button>
      </Notice>
    );
  } else if ("refused" in problem.data) {
    content = <Notice title={problem.data.refused} contestId={contestId} />;
  } else {
    content = (
      <ContestProblemWorkspace
        key={`${userId}/${problemId}`}
        contest={contest.data}
        problem={problem.data.problem}
        userId={userId}
        discussion={discussion}
        upsolve={upsolve}
      />
    );
  }
  return <section className="mx-auto max-w-[1600px] px-4 py-4 sm:px-6 sm:py-8 lg:px-8">{content}</section>;
}

function Notice({ title, contestId, children }: { title: string; contestId: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg rounded-3xl border border-dashed border-slate-700 bg-slate-900/40 p-12 text-center">
      <h1 className="text-2xl font-semibold text-white" data-testid="contest-problem-refused">
        {title}
      </h1>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {children}
        <Link to="/contest/$id" params={{ id: contestId }} className={buttonClass("secondary")}>
          Back to the contest
        </Link>
      </div>
    </div>
  );
}

function WorkspaceSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading problem" className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
      <Skeleton className="h-[600px] w-full rounded-2xl" />
    </div>
  );
}
