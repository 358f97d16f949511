import type { Playlist } from "@grindstone/shared";
import { apiRequest } from "@/lib/api-client.ts";

export interface PlaylistProblemsChange {
  playlistId: string;
  problemIds: string[];
}

type PlaylistResponse = { playlist: Playlist; message: string };

/** POST /playlist/{id}/add-problem. */
export function addProblemsToPlaylist({ playlistId, problemIds }: PlaylistProblemsChange) {
  return apiRequest(`/playlist/${encodeURIComponent(playlistId)}/add-problem`, {
    method: "POST",
    body: { problemIds },
  }) as Promise<PlaylistResponse>;
}

/** POST /playlist/{id}/remove-problems. */
export function removeProblemsFromPlaylist({ playlistId, problemIds }: PlaylistProblemsChange) {
  return apiRequest(`/playlist/${encodeURIComponent(playlistId)}/remove-problems`, {
    method: "POST",
    body: { problemIds },
  }) as Promise<PlaylistResponse>;
}
