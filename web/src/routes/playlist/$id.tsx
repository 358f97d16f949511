import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/playlist/$id")({
  component: Screen,
});

function Screen() {
  const params = Route.useParams();
  return <PlaceholderPage title="Playlist" subtitle={`Playlist ${params.id}`} />;
}
