import {
  bumpDiscussionVotes,
  deleteDiscussionMessage,
  discussionMessageOwner,
  discussionMessagePosition,
  insertDiscussionMessage,
  listDiscussionRows,
  lockDiscussionMessage,
  toggleDiscussionVote,
} from "@grindstone/db/queries/discussions";
import {
  DISCUSSION_PAGE_SIZE,
  DISCUSSION_TEXTS,
  type DiscussionListQuery,
  type DiscussionListResponse,
  type DiscussionMessage,
  type DiscussionVote,
  type NewMessagePayload,
  problemRoom,
  problemStaffRoom,
} from "@grindstone/shared";
import type { AppContext } from "../../context.ts";
import { forbidden, isForeignKeyViolation, notFound } from "../../lib/errors.ts";
import { assertDiscussionOpen, contestLockFor, isProblemLocked } from "../problems/contest-lock.ts";
import { assertProblemVisible, isProblemVisible, type ProblemViewer } from "../problems/problem-access.ts";
import { toDiscussionMessage } from "./discussion-view.ts";

const messageNotFound = () => notFound("Message not found");

/** Where a room's events go: its admins only while a live contest holds the problem (the room is closed). */
const roomFor = async (ctx: AppContext, problemId: string) =>
  (await isProblemLocked(ctx, problemId)) ? problemStaffRoom(problemId) : problemRoom(problemId);

/**
 * One page of a room, oldest first. Without a cursor: the newest `limit`; `before`: the `limit` just older than
 * that message; `after`: the `limit` just newer (a reconnecting client's catch-up). `hasMore` says more exist past
 * the page in that direction. Order and cursors follow the room's commit-ordered `seq` (see queries/discussions.ts).
 */
export async function listMessages(
  ctx: AppContext,
  viewer: ProblemViewer,
  problemId: string,
  query: DiscussionListQuery,
): Promise<DiscussionListResponse> {
  await assertProblemVisible(ctx, viewer, problemId);
  // Closed while a live contest holds the problem: nothing of the room is shown, so a solution discussed there
  // (before or during the contest) cannot reach a contestant. It all comes back at the end.
  const contestLock = await contestLockFor(ctx, viewer, problemId);
  if (contestLock) return { messages: [], hasMore: false, contestLock };
  const limit = query.limit ?? DISCUSSION_PAGE_SIZE;
  const cursor = query.before ?? query.after;
  let seq: number | undefined;
  if (cursor) {
    const at = await discussionMessagePosition(ctx.db, cursor);
    const which = query.before ? "before" : "after";
    if (!at || at.problemId !== problemId)
      throw notFound(`The message given as "${which}" is not in this discussion`);
    seq = at.seq;
  }
  const rows = await listDiscussionRows(ctx.db, {
    problemId,
    viewerId: viewer.id,
    limit: limit + 1,
    beforeSeq: query.before ? seq : undefined,
    afterSeq: query.after ? seq : undefined,
  });
  const page = rows.slice(0, limit).map(toDiscussionMessage);
  return { messages: query.after ? page : page.reverse(), hasMore: rows.length > limit, contestLock: null };
}

/**
 * Stores a post by `author` (the session's user, never the payload's) and announces it to the room on every
 * instance. The per-user limit is shared by all instances (Redis), so alternating instances gains nothing.
 */
export async function postMessage(
  ctx: AppContext,
  author: ProblemViewer,
  payload: NewMessagePayload,
): Promise<DiscussionMessage> {
  await assertProblemVisible(ctx, author, payload.problemId);
  await assertDiscussionOpen(ctx, author, payload.problemId);
  // The shared rate limit (a Redis round trip) and the insert (a Postgres one) run side by side inside one
  // transaction, which commits only if the limit allowed the post: a refused post is rolled back before anyone can
  // see it. Sequential, the two round trips were most of a post's latency (docs/benchmarks.md, realtime fan-out).
  // A user flooding past the limit is refused from this instance's memory after the first refusal
  // (createLimiter's memory block), so a flood costs no transactions.
  await ctx.limits.discussionPost.assertNotBlocked(author.id);
  const row = await ctx.db
    .transaction(async (tx) => {
      const [inserted] = await Promise.all([
        insertDiscussionMessage(tx, {
          problemId: payload.problemId,
          userId: author.id,
          message: payload.message,
        }),
        ctx.limits.discussionPost.consume(author.id),
      ]);
      return inserted;
    })
    .catch((err) => {
      // The problem was deleted after this instance last saw it (its memo is refreshed by the version bump).
      if (isForeignKeyViolation(err)) throw notFound("Problem not found");
      throw err;
    });
  const message = toDiscussionMessage(row);
  ctx.realtime.emitToRoom(await roomFor(ctx, message.problemId), "messageAdded", message);
  return message;
}

/**
 * A vote as a toggle: the same vote again takes it back, the other one switches it. Every vote on a message queues
 * on the message's row lock, so the counts it returns (and broadcasts) are exact, and two clicks by one user apply
 * one after the other. `voteVersion` orders the broadcasts for clients that receive them out of order. Over the
 * per-user limit (DISCUSSION_VOTE_RATE_LIMIT): 429 RATE_LIMITED, nothing changes.
 */
export async function voteOnMessage(
  ctx: AppContext,
  voter: ProblemViewer,
  messageId: string,
  vote: DiscussionVote,
): Promise<DiscussionMessage> {
  // The per-user limit is shared by all instances (Redis) and counts every vote asked for, answered or refused; its
  // round trip runs beside the owner lookup. A user already refused is refused from this instance's memory.
  await ctx.limits.discussionVote.assertNotBlocked(voter.id);
  // Checked before the transaction: a message's room and author never change, and nothing else may use the pool
  // while a transaction waits for the lock (50 voters holding every connection would starve the check).
  const [owner] = await Promise.all([
    discussionMessageOwner(ctx.db, messageId),
    ctx.limits.discussionVote.consume(voter.id),
  ]);
  // A message on a problem the voter may not see is as missing as one that never existed (issue 12).
  if (!owner || !(await isProblemVisible(ctx, voter, owner.problemId))) throw messageNotFound();
  if (owner.userId === voter.id) throw forbidden(DISCUSSION_TEXTS.ownVote);
  await assertDiscussionOpen(ctx, voter, owner.problemId);
  const row = await ctx.db.transaction(async (tx) => {
    // Deleted meanwhile: the lock finds nothing.
    if (!(await lockDiscussionMessage(tx, messageId))) throw messageNotFound();
    await toggleDiscussionVote(tx, messageId, voter.id, vote === "up" ? 1 : -1);
    return bumpDiscussionVotes(tx, messageId, voter.id);
  });
  const message = toDiscussionMessage(row);
  const { id, problemId, upvotes, downvotes, voteVersion } = message;
  ctx.realtime.emitToRoom(await roomFor(ctx, problemId), "messageVoted", {
    id,
    problemId,
    upvotes,
    downvotes,
    voteVersion,
  });
  return message;
}

/** Its author or an admin may delete a message; its votes go with it. */
export async function deleteMessage(ctx: AppContext, actor: ProblemViewer, messageId: string) {
  if (actor.role !== "ADMIN") {
    const owner = await discussionMessageOwner(ctx.db, messageId);
    if (owner && (await isProblemVisible(ctx, actor, owner.problemId)))
      await assertDiscussionOpen(ctx, actor, owner.problemId);
  }
  const deleted = await deleteDiscussionMessage(ctx.db, messageId, actor.id, actor.role === "ADMIN");
  if (!deleted) {
    // Off the common path: say why nothing was deleted, without confirming a message on a problem one cannot see.
    const owner = await discussionMessageOwner(ctx.db, messageId);
    if (!owner || !(await isProblemVisible(ctx, actor, owner.problemId))) throw messageNotFound();
    throw forbidden(DISCUSSION_TEXTS.notYours);
  }
  ctx.realtime.emitToRoom(await roomFor(ctx, deleted.problemId), "messageDeleted", {
    id: messageId,
    problemId: deleted.problemId,
  });
  return { id: messageId };
}
