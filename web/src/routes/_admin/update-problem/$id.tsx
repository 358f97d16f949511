import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/_admin/update-problem/$id")({
  component: Screen,
});

function Screen() {
  const params = Route.useParams();
  return <PlaceholderPage title="Update Problem" subtitle={`Problem ${params.id}`} />;
}
