import { z } from "zod";
import type { Difficulty } from "./constants.ts";

export const createPlaylistBodySchema = z.object({
  name: z.string({ error: "Playlist name is required" }).trim().min(1, "Playlist name is required").max(100),
  description: z.string().trim().max(1000).default(""),
  isPublic: z.boolean().default(false),
});
export type CreatePlaylistBody = z.infer<typeof createPlaylistBodySchema>;

export const playlistProblemsBodySchema = z.object({
  problemIds: z.array(z.uuid("Problem not found")).min(1, "Select at least one problem").max(200),
});
export type PlaylistProblemsBody = z.infer<typeof playlistProblemsBodySchema>;

export type PlaylistProblemEntry = {
  id: string;
  problemId: string;
  problem: { id: string; title: string; difficulty: Difficulty; tags: string[]; companies: string[] };
};

export type Playlist = {
  id: string;
  name: string;
  description: string;
  isPublic: boolean;
  createdAt: string;
  /** Owner's display name (public playlists show who curated them). */
  ownerName: string;
  isOwner: boolean;
  problems: PlaylistProblemEntry[];
};
