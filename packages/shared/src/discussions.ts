import { z } from "zod";
import { contestLockSchema } from "./contest-lock.ts";
import type { ErrorCode } from "./errors.ts";

/**
 * Per-problem discussion rooms (spec §2.6, §3 "Discussion message", §7.4): the HTTP and socket contracts, written
 * once for the API, the web client and the tests.
 */

/** Discord's limit: long enough for a code block, short enough that one message cannot flood a room. */
export const DISCUSSION_MESSAGE_MAX = 2000;
/** Messages per page: the latest 50 by default, at most 100 per request. */
export const DISCUSSION_PAGE_SIZE = 50;
export const DISCUSSION_PAGE_MAX = 100;
/** Per-user posting limit, shared by every API instance (Redis): 5 messages per 10 s. */
export const DISCUSSION_RATE_LIMIT = { points: 5, durationSeconds: 10 } as const;
/**
 * Per-user voting limit, shared by every API instance (Redis): 20 votes per 10 s. Each vote takes the message's row
 * lock and broadcasts to the room, so a script toggling one vote in a loop must not flood the room; a person trying
 * up, down and back on a few messages stays far below it.
 */
export const DISCUSSION_VOTE_RATE_LIMIT = { points: 20, durationSeconds: 10 } as const;

export const DISCUSSION_TEXTS = {
  empty: "Message cannot be empty",
  tooLong: `Message must be at most ${DISCUSSION_MESSAGE_MAX} characters`,
  rateLimited: "You are sending messages too fast. Wait a few seconds and try again.",
  voteRateLimited: "You are voting too fast. Wait a few seconds and try again.",
  ownVote: "You cannot vote on your own message",
  notYours: "You can only delete your own messages",
} as const;

export const discussionVoteSchema = z.enum(["up", "down"]);
export type DiscussionVote = z.infer<typeof discussionVoteSchema>;

/** The spec's message, plus `id`/`problemId`/`userId` (`_id` = `id`, kept for the spec's client). */
export const discussionMessageSchema = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  problemId: z.uuid(),
  userId: z.uuid(),
  username: z.string(),
  message: z.string(),
  /** ISO time the server stored it. */
  timestamp: z.string(),
  upvotes: z.number().int().min(0),
  downvotes: z.number().int().min(0),
  /**
   * Grows with every vote on the message. Counts can reach a client out of order (the HTTP answer to its own vote
   * and other people's `messageVoted` broadcasts race), so keep the counts with the highest `voteVersion`.
   */
  voteVersion: z.number().int().min(0),
  /** The caller's own vote; null in broadcasts (a room has many callers). */
  userVote: discussionVoteSchema.nullable(),
});
export type DiscussionMessage = z.infer<typeof discussionMessageSchema>;

/** `GET /discussions/{problemId}?before=&after=&limit=`: at most one cursor. */
export const discussionListQuerySchema = z
  .object({
    before: z.uuid().optional(),
    after: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(DISCUSSION_PAGE_MAX).optional(),
  })
  .refine((q) => !(q.before && q.after), { message: "Use either before or after, not both" });
export type DiscussionListQuery = z.infer<typeof discussionListQuerySchema>;

export const discussionListResponseSchema = z.object({
  /** Oldest first. */
  messages: z.array(discussionMessageSchema),
  /** More messages exist beyond this page in the direction asked (older for a first page or `before`). */
  hasMore: z.boolean(),
  /** Set while a live contest holds the problem (not for admins): the room is closed and shows nothing until then. */
  contestLock: contestLockSchema.nullable().default(null),
});
export type DiscussionListResponse = z.infer<typeof discussionListResponseSchema>;

/** The text a user posts: trimmed, 1–DISCUSSION_MESSAGE_MAX characters. */
export const discussionTextSchema = z
  .string()
  .trim()
  .min(1, DISCUSSION_TEXTS.empty)
  .max(DISCUSSION_MESSAGE_MAX, DISCUSSION_TEXTS.tooLong);

/**
 * `newMessage`. The spec's client also sends userId and username: they are stripped (the author is the socket's
 * session, never the payload).
 */
export const newMessagePayloadSchema = z.object({
  problemId: z.uuid(),
  message: discussionTextSchema,
});
export type NewMessagePayload = z.infer<typeof newMessagePayloadSchema>;

/** `joinRoom` / `leaveRoom` carry the problem id itself (the spec's client emits the bare id). */
export const roomPayloadSchema = z.uuid();

export const messageVotedSchema = z.object({
  id: z.uuid(),
  problemId: z.uuid(),
  upvotes: z.number().int().min(0),
  downvotes: z.number().int().min(0),
  /** See `discussionMessageSchema.voteVersion`: ignore a broadcast older than the counts you hold. */
  voteVersion: z.number().int().min(0),
});
export type MessageVoted = z.infer<typeof messageVotedSchema>;
export const messageDeletedSchema = z.object({ id: z.uuid(), problemId: z.uuid() });
export type MessageDeleted = z.infer<typeof messageDeletedSchema>;

/** What an acknowledgement carries on failure; the socket stays open. */
export type SocketErrorAck = { error: string; code: ErrorCode };
export type NewMessageAck = { message: DiscussionMessage } | SocketErrorAck;
export type RoomAck = { ok: true } | SocketErrorAck;

/** The Socket.IO room of a problem's discussion. */
export const problemRoom = (problemId: string) => `problem:${problemId}`;
/**
 * The admins of a problem's room: while a live contest holds the problem, its events go only here, so the room stays
 * empty of new messages for everyone else until the contest ends.
 */
export const problemStaffRoom = (problemId: string) => `problem:${problemId}:staff`;
