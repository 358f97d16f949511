import { createFileRoute } from "@tanstack/react-router";
import { playlistQueryOptions } from "@/features/playlists/api/get-playlist.ts";
import { PlaylistDetailPage } from "@/features/playlists/components/playlist-detail-page.tsx";

/** Spec §2.1: this route has no sign-in check; the API decides who may see which playlist. */
export const Route = createFileRoute("/playlist/$id")({
  // Prefetch without waiting, so the page itself shows "Loading..." (spec §2.9).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(playlistQueryOptions(params.id));
  },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <PlaylistDetailPage id={id} />;
}
