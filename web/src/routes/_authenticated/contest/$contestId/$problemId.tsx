import { createFileRoute } from "@tanstack/react-router";
import { useAuthUser } from "@/features/auth/hooks/use-auth-user.ts";
import { contestProblemQueryOptions } from "@/features/contests/api/get-contest-problem.ts";
import { contestQueryOptions } from "@/features/contests/api/get-contests.ts";
import { ContestProblemPage } from "@/features/contests/components/contest-problem-page.tsx";
import { DiscussionPanel } from "@/features/discussions/components/discussion-panel.tsx";

export const Route = createFileRoute("/_authenticated/contest/$contestId/$problemId")({
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
  const user = useAuthUser();
  const userId = user?.id ?? "anonymous";
  return (
    <ContestProblemPage
      contestId={contestId}
      problemId={problemId}
      userId={userId}
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
