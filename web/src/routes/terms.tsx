import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/terms")({
  component: () => <PlaceholderPage title="Terms" />,
});
