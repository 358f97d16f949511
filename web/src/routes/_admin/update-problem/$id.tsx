import { createFileRoute } from "@tanstack/react-router";
import { adminProblemQueryOptions } from "@/features/admin/api/problems.ts";
import { UpdateProblemPage } from "@/features/admin/components/update-problem-page.tsx";

export const Route = createFileRoute("/_admin/update-problem/$id")({
  // Prefetch without waiting; the page shows a spinner, then the prefilled form (or why it could not load).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(adminProblemQueryOptions(params.id));
  },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <UpdateProblemPage id={id} />;
}
