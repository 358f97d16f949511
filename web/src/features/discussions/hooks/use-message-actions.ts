import type { DiscussionVote } from "@grindstone/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteMessage } from "../api/delete-message.ts";
import { applyVote, removeMessage } from "../api/discussions-cache.ts";
import { voteMessage } from "../api/vote-message.ts";

/** Votes replace the local copy with the server's (spec §4); a failed vote is only logged (spec §8). */
export function useVoteMessage(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, vote }: { id: string; vote: DiscussionVote }) => voteMessage(id, vote),
    onSuccess: (message) => applyVote(queryClient, problemId, message),
    onError: (error) => console.error("Vote failed", error),
  });
}

/** Deleting is not in the spec's catalogue; a refusal is worth telling (the server says why). */
export function useDeleteMessage(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (id) => removeMessage(queryClient, problemId, id),
    meta: { errorToast: { fallback: "The message could not be deleted" } },
  });
}
