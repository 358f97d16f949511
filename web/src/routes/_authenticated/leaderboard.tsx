import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/_authenticated/leaderboard")({
  component: () => (
    <PlaceholderPage title="Daily Leaderboard" subtitle="Top performers based on problems solved today" />
  ),
});
