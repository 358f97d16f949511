import { api, call } from "@/lib/api-client.ts";

/** DELETE /playlist/{id}. */
export function deletePlaylist(playlistId: string) {
  return call(api.playlist[":id"].$delete({ param: { id: encodeURIComponent(playlistId) } }));
}
