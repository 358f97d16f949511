import { createFileRoute } from "@tanstack/react-router";
import { problemQueryOptions } from "@/features/problem-page/api/get-problem.ts";
import { ProblemPage } from "@/features/problem-page/components/problem-page.tsx";

export const Route = createFileRoute("/_authenticated/problem/$id")({
  // Started, not awaited: the page shows its own two-pane skeleton (spec §2.6).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(problemQueryOptions(params.id));
  },
  component: ProblemScreen,
});

function ProblemScreen() {
  const { id } = Route.useParams();
  return <ProblemPage problemId={id} />;
}
