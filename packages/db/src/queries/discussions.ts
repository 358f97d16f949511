import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.ts";

/**
 * Discussion rooms (api/src/modules/discussions). Raw SQL: each helper is one statement whose shape matters
 * (locks, CTEs), and reads are cast so every column arrives as a plain JS number or string.
 *
 * Order. A room's messages are numbered 1, 2, 3… in `seq`, and every list and cursor orders by it. The number comes
 * from the room's counter row (`discussion_rooms`), taken by `ON CONFLICT DO UPDATE` inside the insert statement;
 * that row stays locked until the insert commits, so the next post in the room cannot take its number before this
 * one is visible. Numbers are therefore handed out in commit order: whoever has seen message n can see every message
 * before it, and `after=n` can never skip one that commits late. Ordering by created_at (or a global sequence)
 * gives no such promise: two inserts may commit in the other order than they took their time or number, and a
 * catch-up that ran in between would miss the first one for good. The price is that posts to one room commit one
 * at a time (a lock held through the commit's WAL flush, ~1 ms): hundreds per second per room, far above what a
 * room of people rate-limited to 5 per 10 s can read. Different rooms never wait for each other.
 */

type Executor = Pick<Db, "execute">;

export type DiscussionRow = {
  id: string;
  problemId: string;
  userId: string;
  username: string;
  message: string;
  createdAtMs: number;
  upvotes: number;
  downvotes: number;
  voteVersion: number;
  /** The viewer's vote: 1, -1 or null. */
  userVote: number | null;
};

/** A full row for `viewerId`, from `m` (discussion_messages) joined to `u` (users). Counts come from the votes. */
const rowColumns = (viewerId: string) => sql`
  m.id, m.problem_id AS "problemId", m.user_id AS "userId", u.name AS username, m.message,
  (extract(epoch from m.created_at) * 1000)::float8 AS "createdAtMs",
  (SELECT count(*) FROM discussion_votes v WHERE v.message_id = m.id AND v.value = 1)::int AS upvotes,
  (SELECT count(*) FROM discussion_votes v WHERE v.message_id = m.id AND v.value = -1)::int AS downvotes,
  m.vote_version::float8 AS "voteVersion",
  (SELECT v.value FROM discussion_votes v WHERE v.message_id = m.id AND v.user_id = ${viewerId})::int AS "userVote"`;

/**
 * Stores a post and returns it with its author's name, in one statement (the hot path: one round trip). The
 * message's time is taken after the room's lock, so within a room `created_at` follows `seq` as well.
 * Throws a foreign-key violation (23503) for an unknown problem or user.
 */
export async function insertDiscussionMessage(
  db: Executor,
  input: { problemId: string; userId: string; message: string },
): Promise<DiscussionRow> {
  const rows = await db.execute<DiscussionRow>(sql`
    WITH room AS (
      INSERT INTO discussion_rooms AS r (problem_id, last_seq) VALUES (${input.problemId}, 1)
      ON CONFLICT (problem_id) DO UPDATE SET last_seq = r.last_seq + 1
      RETURNING last_seq
    ), m AS (
      INSERT INTO discussion_messages (problem_id, user_id, seq, message, created_at)
      SELECT ${input.problemId}::uuid, ${input.userId}::uuid, room.last_seq, ${input.message}::text, clock_timestamp()
      FROM room
      RETURNING id, problem_id, user_id, message, created_at
    )
    SELECT m.id, m.problem_id AS "problemId", m.user_id AS "userId", u.name AS username, m.message,
      (extract(epoch from m.created_at) * 1000)::float8 AS "createdAtMs",
      0 AS upvotes, 0 AS downvotes, 0 AS "voteVersion", NULL::int AS "userVote"
    FROM m JOIN users u ON u.id = m.user_id`);
  return rows[0]!;
}

/** Where a message sits: its room and number, or null if there is no such message. */
export async function discussionMessagePosition(db: Executor, id: string) {
  const rows = await db.execute<{ problemId: string; seq: number }>(
    sql`SELECT problem_id AS "problemId", seq::float8 AS seq FROM discussion_messages WHERE id = ${id}`,
  );
  return rows[0] ?? null;
}

/**
 * Up to `limit` messages of a room for `viewerId`, nearest to the cursor first: the newest ones (no cursor), those
 * just before `beforeSeq`, or those just after `afterSeq` (oldest first).
 */
export async function listDiscussionRows(
  db: Executor,
  q: { problemId: string; viewerId: string; limit: number; beforeSeq?: number; afterSeq?: number },
): Promise<DiscussionRow[]> {
  let where: SQL = sql`m.problem_id = ${q.problemId}`;
  if (q.beforeSeq !== undefined) where = sql`${where} AND m.seq < ${q.beforeSeq}`;
  if (q.afterSeq !== undefined) where = sql`${where} AND m.seq > ${q.afterSeq}`;
  const order = q.afterSeq !== undefined ? sql`m.seq ASC` : sql`m.seq DESC`;
  const rows = await db.execute<DiscussionRow>(sql`
    SELECT ${rowColumns(q.viewerId)}
    FROM discussion_messages m JOIN users u ON u.id = m.user_id
    WHERE ${where} ORDER BY ${order} LIMIT ${q.limit}`);
  return [...rows];
}

/**
 * Locks a message for a vote (every vote on it queues here, so counts read under the lock are exact); false if there
 * is no such message. Only inside a transaction.
 */
export async function lockDiscussionMessage(tx: Executor, id: string) {
  const rows = await tx.execute(sql`SELECT 1 FROM discussion_messages WHERE id = ${id} FOR NO KEY UPDATE`);
  return rows.length > 0;
}

/**
 * The user's vote `value` (1 or -1) on a message, as a toggle in one statement: the same vote again takes it back,
 * the opposite one replaces it. Call under lockDiscussionMessage.
 */
export async function toggleDiscussionVote(tx: Executor, messageId: string, userId: string, value: 1 | -1) {
  await tx.execute(sql`
    WITH taken_back AS (
      DELETE FROM discussion_votes
      WHERE message_id = ${messageId} AND user_id = ${userId} AND value = ${value}
      RETURNING 1
    )
    INSERT INTO discussion_votes (message_id, user_id, value)
    SELECT ${messageId}::uuid, ${userId}::uuid, ${value}::smallint WHERE NOT EXISTS (SELECT 1 FROM taken_back)
    ON CONFLICT (message_id, user_id) DO UPDATE SET value = excluded.value`);
}

/** Bumps the message's vote version and returns the message with the counts as they stand now, for `viewerId`. */
export async function bumpDiscussionVotes(tx: Executor, messageId: string, viewerId: string) {
  const rows = await tx.execute<DiscussionRow>(sql`
    UPDATE discussion_messages m SET vote_version = m.vote_version + 1
    FROM users u WHERE m.id = ${messageId} AND u.id = m.user_id
    RETURNING ${rowColumns(viewerId)}`);
  return rows[0]!;
}

/**
 * Deletes a message if `userId` wrote it or `asAdmin`; its votes go with it (cascade). Returns its room, or null
 * when nothing was deleted (no such message, or not allowed).
 */
export async function deleteDiscussionMessage(db: Executor, id: string, userId: string, asAdmin: boolean) {
  const rows = await db.execute<{ problemId: string }>(sql`
    DELETE FROM discussion_messages
    WHERE id = ${id} AND (user_id = ${userId} OR ${asAdmin}::boolean)
    RETURNING problem_id AS "problemId"`);
  return rows[0] ?? null;
}

/** A message's author and room, or null if there is no such message. */
export async function discussionMessageOwner(db: Executor, id: string) {
  const rows = await db.execute<{ userId: string; problemId: string }>(
    sql`SELECT user_id AS "userId", problem_id AS "problemId" FROM discussion_messages WHERE id = ${id}`,
  );
  return rows[0] ?? null;
}
