import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { problems } from "./problems.ts";
import { users } from "./users.ts";

/**
 * One row per problem that has a discussion: the room's message counter. A post takes the next number with
 * `INSERT … ON CONFLICT DO UPDATE SET last_seq = last_seq + 1` and holds this row's lock until it commits, so a
 * room's numbers are handed out in commit order (see packages/db/src/queries/discussions.ts).
 */
export const discussionRooms = pgTable("discussion_rooms", {
  problemId: uuid("problem_id")
    .primaryKey()
    .references(() => problems.id, { onDelete: "cascade" }),
  lastSeq: bigint("last_seq", { mode: "number" }).notNull(),
});

export const discussionMessages = pgTable(
  "discussion_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Position in the room (1, 2, 3…, in commit order): the order of the list and of its cursors. */
    seq: bigint("seq", { mode: "number" }).notNull(),
    message: text("message").notNull(),
    /** Bumped by every vote under the message's row lock: a client keeps the counts with the highest version. */
    voteVersion: bigint("vote_version", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("discussion_messages_room_seq_uq").on(t.problemId, t.seq)],
);

/** One vote per user per message; +1 up, -1 down. Counts are derived, so they cannot drift. */
export const discussionVotes = pgTable(
  "discussion_votes",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => discussionMessages.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    value: smallint("value").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    check("discussion_votes_value_ck", sql`${t.value} in (-1, 1)`),
  ],
);
