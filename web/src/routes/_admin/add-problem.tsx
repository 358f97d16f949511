import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/_admin/add-problem")({
  component: () => (
    <PlaceholderPage
      title="Add Problem"
      subtitle="Create a new problem with test cases, examples and reference solutions."
    />
  ),
});
