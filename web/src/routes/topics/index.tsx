import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/topics/")({
  component: () => <PlaceholderPage title="Topics" subtitle="Structured tracks from beginner to advanced." />,
});
