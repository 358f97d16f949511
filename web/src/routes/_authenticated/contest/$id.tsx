import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/_authenticated/contest/$id")({
  component: Screen,
});

function Screen() {
  const params = Route.useParams();
  return <PlaceholderPage title="Contest" subtitle={`Contest ${params.id}`} />;
}
