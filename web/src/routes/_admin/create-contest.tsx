import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/_admin/create-contest")({
  component: () => (
    <PlaceholderPage title="Create Contest" subtitle="Set the contest details and pick its problems." />
  ),
});
