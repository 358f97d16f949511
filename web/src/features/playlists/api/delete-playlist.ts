import { apiRequest } from "@/lib/api-client.ts";

/** DELETE /playlist/{id}. */
export function deletePlaylist(playlistId: string) {
  return apiRequest(`/playlist/${encodeURIComponent(playlistId)}`, { method: "DELETE" }) as Promise<{
    message: string;
  }>;
}
