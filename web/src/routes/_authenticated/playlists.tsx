import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "@/components/layout/placeholder-page.tsx";

export const Route = createFileRoute("/_authenticated/playlists")({
  component: () => (
    <PlaceholderPage title="My Playlists" subtitle="Organize and track your coding practice" />
  ),
});
