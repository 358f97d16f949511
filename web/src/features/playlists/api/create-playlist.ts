import type { CreatePlaylistBody, Playlist } from "@grindstone/shared";
import { apiRequest } from "@/lib/api-client.ts";

/** POST /playlist/create-playlist. The response names the new playlist `playList` (spec §7.5). */
export function createPlaylist(body: CreatePlaylistBody) {
  return apiRequest("/playlist/create-playlist", { method: "POST", body }) as Promise<{
    playList: Playlist;
    message: string;
  }>;
}
