import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/topics/$topic")({
  component: Screen,
});

function Screen() {
  const params = Route.useParams();
  return <PlaceholderPage title="Topics" subtitle={`Topic: ${params.topic}`} />;
}
