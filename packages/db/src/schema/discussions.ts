import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { problems } from "./problems.ts";
import { users } from "./users.ts";

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
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("discussion_messages_problem_idx").on(t.problemId, t.createdAt)],
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
