import type { DiscussionVote } from "@grindstone/shared";
import { api, call } from "@/lib/api-client.ts";

/**
 * POST /discussions/{messageId}/upvote|downvote: the message with its new counts and the caller's vote. The same
 * vote again takes it back; the opposite one switches it; a vote on one's own message is refused (403).
 */
export async function voteMessage(messageId: string, vote: DiscussionVote) {
  const route = api.discussions[":messageId"];
  const args = { param: { messageId: encodeURIComponent(messageId) } };
  const { discussion } = await call(vote === "up" ? route.upvote.$post(args) : route.downvote.$post(args));
  return discussion;
}
