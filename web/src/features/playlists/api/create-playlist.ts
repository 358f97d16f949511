import type { CreatePlaylistBody } from "@grindstone/shared";
import { api, call } from "@/lib/api-client.ts";

/** POST /playlist/create-playlist. The response names the new playlist `playList` (spec §7.5). */
export function createPlaylist(body: CreatePlaylistBody) {
  return call(api.playlist["create-playlist"].$post({ json: body }));
}
