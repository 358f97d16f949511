import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/_admin/dashboard")({
  component: () => (
    <PlaceholderPage title="Dashboard" subtitle="Manage users and monitor platform statistics" />
  ),
});
