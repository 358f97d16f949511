import { createFileRoute } from "@tanstack/react-router";
import { myPlaylistsQueryOptions } from "@/features/playlists/api/get-playlists.ts";
import { PlaylistsPage } from "@/features/playlists/components/playlists-page.tsx";

export const Route = createFileRoute("/_authenticated/playlists")({
  // Prefetch without waiting: the page shows its own skeleton (spec §2.8) instead of the route spinner.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myPlaylistsQueryOptions());
  },
  component: PlaylistsPage,
});
