import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/_authenticated/contest/$contestId/$problemId")({
  component: Screen,
});

function Screen() {
  const params = Route.useParams();
  return (
    <PlaceholderPage
      title="Contest Problem"
      subtitle={`Contest ${params.contestId}, problem ${params.problemId}`}
    />
  );
}
