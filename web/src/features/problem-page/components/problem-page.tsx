import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { problemQueryOptions } from "../api/get-problem.ts";
import { ProblemSkeleton } from "./problem-skeleton.tsx";
import { ProblemWorkspace } from "./problem-workspace.tsx";

/**
 * `discussion` is the Discussion tab's content, from the discussions feature; `afterAccepted` what follows an
 * Accepted submission's result (the suggestions feature's next problems). Both passed in by the route.
 */
export function ProblemPage({
  problemId,
  userId,
  discussion,
  afterAccepted,
  challenge,
}: {
  problemId: string;
  userId: string;
  discussion: ReactNode;
  afterAccepted?: (submissionId: string) => ReactNode;
  /** "Challenge the tests" (the challenges feature), under the statement. */
  challenge?: ReactNode;
}) {
  const { data: problem, isPending, isError, refetch } = useQuery(problemQueryOptions(problemId));

  return (
    <section className="mx-auto max-w-[1600px] px-4 py-4 sm:px-6 sm:py-8 lg:px-8">
      {isPending ? (
        <ProblemSkeleton />
      ) : isError ? (
        <Notice title="The problem could not be loaded" text="Please try again in a moment.">
          <button type="button" className={buttonClass("primary")} onClick={() => void refetch()}>
            Try again
          </button>
        </Notice>
      ) : problem === null ? (
        <Notice title="Problem not found" text="It may have been removed, or the link is wrong.">
          <Link to="/problems" className={buttonClass("primary")}>
            Back to problems
          </Link>
        </Notice>
      ) : (
        <ProblemWorkspace
          key={`${userId}/${problem.id}`}
          problem={problem}
          userId={userId}
          discussion={discussion}
          afterAccepted={afterAccepted}
          challenge={challenge}
        />
      )}
    </section>
  );
}

function Notice({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg rounded-3xl border border-dashed border-slate-700 bg-slate-900/40 p-12 text-center">
      <h1 className="text-2xl font-semibold text-white">{title}</h1>
      <p className="mt-2 text-slate-400">{text}</p>
      <div className="mt-6 flex justify-center">{children}</div>
    </div>
  );
}
