import type { Playlist } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";

/** Every playlist query starts with this, so a change to any playlist refreshes all of them at once. */
export const playlistsQueryKey = ["playlists"] as const;

/** GET /playlist: the signed-in user's own playlists. */
export async function getMyPlaylists(): Promise<Playlist[]> {
  const { playlists } = await call(api.playlist.$get());
  return playlists;
}

/** GET /playlist/public: everyone's public playlists (the problems page's carousel). */
export async function getPublicPlaylists(): Promise<Playlist[]> {
  const { playlists } = await call(api.playlist.public.$get());
  return playlists;
}

export const myPlaylistsQueryOptions = () =>
  queryOptions({
    queryKey: [...playlistsQueryKey, "mine"],
    queryFn: getMyPlaylists,
    meta: { errorToast: { fallback: "Failed to fetch playlists", useServerMessage: false } },
  });

export const publicPlaylistsQueryOptions = () =>
  queryOptions({
    queryKey: [...playlistsQueryKey, "public"],
    queryFn: getPublicPlaylists,
    meta: { errorToast: { fallback: "Failed to fetch playlists", useServerMessage: false } },
  });
