import { type DiscussionVote, discussionMessageSchema } from "@grindstone/shared";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client.ts";

const voteResponseSchema = z.object({ discussion: discussionMessageSchema });

/**
 * POST /discussions/{messageId}/upvote|downvote: the message with its new counts and the caller's vote. The same
 * vote again takes it back; the opposite one switches it; a vote on one's own message is refused (403).
 */
export async function voteMessage(messageId: string, vote: DiscussionVote) {
  const path = `/discussions/${encodeURIComponent(messageId)}/${vote === "up" ? "upvote" : "downvote"}`;
  const { discussion } = await apiRequest(path, { method: "POST", schema: voteResponseSchema });
  return discussion;
}
