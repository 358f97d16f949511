import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/_authenticated/profile")({
  component: () => (
    <PlaceholderPage title="Profile" subtitle="Your streak, activity, submissions and solved problems." />
  ),
});
