import { api, call } from "@/lib/api-client.ts";

export interface PlaylistProblemsChange {
  playlistId: string;
  problemIds: string[];
}

/** POST /playlist/{id}/add-problem. */
export function addProblemsToPlaylist({ playlistId, problemIds }: PlaylistProblemsChange) {
  return call(
    api.playlist[":id"]["add-problem"].$post({
      param: { id: encodeURIComponent(playlistId) },
      json: { problemIds },
    }),
  );
}

/** POST /playlist/{id}/remove-problems. */
export function removeProblemsFromPlaylist({ playlistId, problemIds }: PlaylistProblemsChange) {
  return call(
    api.playlist[":id"]["remove-problems"].$post({
      param: { id: encodeURIComponent(playlistId) },
      json: { problemIds },
    }),
  );
}
