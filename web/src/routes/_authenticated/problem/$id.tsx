import { createFileRoute } from "@tanstack/react-router";
import { useAuthUser } from "@/features/auth/hooks/use-auth-user.ts";
import { ChallengePanel } from "@/features/challenges/components/challenge-panel.tsx";
import { DiscussionPanel } from "@/features/discussions/components/discussion-panel.tsx";
import { problemQueryOptions } from "@/features/problem-page/api/get-problem.ts";
import { ProblemPage } from "@/features/problem-page/components/problem-page.tsx";
import { NextAfterAccept } from "@/features/suggestions/components/next-after-accept.tsx";

export const Route = createFileRoute("/_authenticated/problem/$id")({
  // Started, not awaited: the page shows its own two-pane skeleton (spec §2.6).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(problemQueryOptions(params.id));
  },
  component: ProblemScreen,
});

/**
 * The signed-in user's id scopes the editor's drafts and tells the discussion which messages are one's own; the
 * route composes the features (auth, problem page, discussions, suggestions), which do not import each other.
 */
function ProblemScreen() {
  const { id } = Route.useParams();
  const user = useAuthUser();
  const userId = user?.id ?? "anonymous";
  return (
    <ProblemPage
      problemId={id}
      userId={userId}
      afterAccepted={(submissionId) => <NextAfterAccept submissionId={submissionId} />}
      challenge={<ChallengePanel key={`${userId}/${id}`} problemId={id} />}
      discussion={
        <DiscussionPanel
          key={`${userId}/${id}`}
          problemId={id}
          viewerId={userId}
          isAdmin={user?.role === "ADMIN"}
        />
      }
    />
  );
}
