import { createFileRoute } from "@tanstack/react-router";
import { useAuthUser } from "@/features/auth/hooks/use-auth-user.ts";
import { problemQueryOptions } from "@/features/problem-page/api/get-problem.ts";
import { ProblemPage } from "@/features/problem-page/components/problem-page.tsx";

export const Route = createFileRoute("/_authenticated/problem/$id")({
  // Started, not awaited: the page shows its own two-pane skeleton (spec §2.6).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(problemQueryOptions(params.id));
  },
  component: ProblemScreen,
});

/** The signed-in user's id scopes the editor's drafts (the auth feature stays out of the problem page). */
function ProblemScreen() {
  const { id } = Route.useParams();
  const user = useAuthUser();
  return <ProblemPage problemId={id} userId={user?.id ?? "anonymous"} />;
}
