import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { useAuthUser } from "@/features/auth/hooks/use-auth-user.ts";
import { contestProblemQueryOptions } from "@/features/contests/api/get-contest-problem.ts";
import { contestQueryOptions } from "@/features/contests/api/get-contests.ts";
import { ContestProblemPage } from "@/features/contests/components/contest-problem-page.tsx";
import { DiscussionPanel } from "@/features/discussions/components/discussion-panel.tsx";

export const Route = createFileRoute("/_authenticated/contest/$contestId/$problemId")({
  // `?mode=upsolve`: after the end, submit outside the ranking (issue 26).
  validateSearch: z.object({ mode: z.enum(["upsolve"]).optional() }),
  // Started, not awaited: the page shows its own skeleton.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(contestQueryOptions(params.contestId));
    void context.queryClient.prefetchQuery(contestProblemQueryOptions(params.contestId, params.problemId));
  },
  component: ContestProblemScreen,
});

/** The route composes the contests and discussions features (which do not import each other). */
function ContestProblemScreen() {
  const { contestId, problemId } = Route.useParams();
  const { mode } = Route.useSearch();
  const user = useAuthUser();
  const userId = user?.id ?? "anonymous";
  return (
    <ContestProblemPage
      contestId={contestId}
      problemId={problemId}
      userId={userId}
      upsolve={mode === "upsolve"}
      discussion={
        <DiscussionPanel
          key={`${userId}/${problemId}`}
          problemId={problemId}
          viewerId={userId}
          isAdmin={user?.role === "ADMIN"}
        />
      }
    />
  );
}
