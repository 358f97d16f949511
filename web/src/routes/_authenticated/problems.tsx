import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/_authenticated/problems")({
  component: () => (
    <PlaceholderPage
      title="Problems"
      subtitle="Browse, filter and search problems, then open one to solve it."
    />
  ),
});
