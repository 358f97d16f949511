import type { Playlist } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, api, call } from "@/lib/api-client.ts";
import { playlistsQueryKey } from "./get-playlists.ts";

/**
 * GET /playlist/{id}. A playlist that does not exist, is someone else's private one (the API answers 404
 * so as not to reveal it), has a malformed id, or needs a sign-in the visitor lacks resolves to null:
 * the screen says "Playlist Not Found" rather than reporting a failure.
 */
export async function getPlaylist(id: string): Promise<Playlist | null> {
  try {
    const { playlist } = await call(api.playlist[":id"].$get({ param: { id: encodeURIComponent(id) } }));
    return playlist;
  } catch (error) {
    if (error instanceof ApiError && [400, 401, 403, 404].includes(error.status)) return null;
    throw error;
  }
}

export const playlistQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...playlistsQueryKey, "detail", id],
    queryFn: () => getPlaylist(id),
    meta: { errorToast: { fallback: "Failed to fetch playlist details", useServerMessage: false } },
  });
