import { createFileRoute } from "@tanstack/react-router";
import { pickableProblemsQueryOptions } from "@/features/contests/api/create-contest.ts";
import { contestQueryOptions } from "@/features/contests/api/get-contests.ts";
import { UpdateContestPage } from "@/features/contests/components/update-contest-page.tsx";

export const Route = createFileRoute("/_admin/update-contest/$id")({
  // Prefetch without waiting; the page shows a spinner, then the prefilled form (or why it cannot be edited).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(contestQueryOptions(params.id));
    void context.queryClient.prefetchQuery(pickableProblemsQueryOptions());
  },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  // Keyed by id: another contest's edit starts from its own values.
  return <UpdateContestPage key={id} id={id} />;
}
