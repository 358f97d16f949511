import type { DiscussionRow } from "@grindstone/db/queries/discussions";
import type { DiscussionMessage } from "@grindstone/shared";

/** The only way a discussion row leaves the server (spec §3 "Discussion message"; `_id` is the spec's name for id). */
export const toDiscussionMessage = (r: DiscussionRow): DiscussionMessage => ({
  id: r.id,
  _id: r.id,
  problemId: r.problemId,
  userId: r.userId,
  username: r.username,
  message: r.message,
  timestamp: new Date(r.createdAtMs).toISOString(),
  upvotes: r.upvotes,
  downvotes: r.downvotes,
  voteVersion: r.voteVersion,
  userVote: r.userVote === 1 ? "up" : r.userVote === -1 ? "down" : null,
});
