import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/_authenticated/problem/$id")({
  component: Screen,
});

function Screen() {
  const params = Route.useParams();
  return <PlaceholderPage title="Problem" subtitle={`Problem ${params.id}`} />;
}
