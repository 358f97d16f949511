import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/_authenticated/contests")({
  component: () => (
    <PlaceholderPage title="Contests" subtitle="Register for timed contests and compete live." />
  ),
});
