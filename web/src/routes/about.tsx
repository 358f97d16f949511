import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/about")({
  component: () => (
    <PlaceholderPage title="About" subtitle="Grindstone is built to practise and shaped by challenge." />
  ),
});
