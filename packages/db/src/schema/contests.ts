import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { difficultyEnum } from "./enums.ts";
import { problems } from "./problems.ts";
import { submissions } from "./submissions.ts";
import { users } from "./users.ts";

export const contests = pgTable(
  "contests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    difficulty: difficultyEnum("difficulty").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    /** Minutes added per rejected try before the first Accepted (LeetCode's 5 by default). */
    penaltyMinutes: integer("penalty_minutes").notNull().default(5),
    /** The last N minutes show everyone else's board as it was at the freeze; 0: no freeze. */
    freezeMinutes: integer("freeze_minutes").notNull().default(0),
    /**
     * The last transition the scheduler applied (UPCOMING → LIVE → FROZEN → ENDED), by a conditional update, so
     * its event is emitted once whichever worker runs it. Status shown to people comes from the clock, not this.
     */
    phase: text("phase").notNull().default("UPCOMING"),
    /** The last phase whose event went out: the reconciliation job re-emits when a worker died in between. */
    announcedPhase: text("announced_phase").notNull().default("UPCOMING"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contests_slug_uq").on(t.slug),
    index("contests_phase_idx").on(t.phase, t.endTime),
    index("contests_start_idx").on(t.startTime),
    check("contests_window_ck", sql`${t.endTime} > ${t.startTime}`),
  ],
);

export const contestProblems = pgTable(
  "contest_problems",
  {
    contestId: uuid("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.problemId] }),
    // "Which contests contain this hidden problem?" is asked on every access to one.
    index("contest_problems_problem_idx").on(t.problemId),
  ],
);

export const contestRegistrations = pgTable(
  "contest_registrations",
  {
    contestId: uuid("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] })],
);

export const contestSubmissions = pgTable(
  "contest_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contestId: uuid("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contest_submissions_submission_uq").on(t.submissionId),
    index("contest_submissions_user_idx").on(t.contestId, t.userId),
  ],
);

/**
 * One scoreboard cell per user × problem, recomputed from that user's submissions on that problem by the verdict's
 * transaction (and at receipt, for pending). `frozen*` is the same cell counting only tries received before the
 * freeze, which is what everyone else sees during it.
 */
export const contestCells = pgTable(
  "contest_cells",
  {
    contestId: uuid("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    solved: boolean("solved").notNull().default(false),
    /** Rejected tries (penalty-bearing verdicts) received before the first Accepted, or all of them if none. */
    tries: integer("tries").notNull().default(0),
    /** Whole minutes from the start to the receipt of the first Accepted. */
    minutes: integer("minutes"),
    solvedAt: timestamp("solved_at", { withTimezone: true }),
    /** Tries received (before any Accepted) that have no verdict yet. */
    pending: integer("pending").notNull().default(0),
    frozenSolved: boolean("frozen_solved").notNull().default(false),
    frozenTries: integer("frozen_tries").notNull().default(0),
    frozenMinutes: integer("frozen_minutes"),
    /** Any try received after the freeze (before a pre-freeze Accepted): shown as pending, with no count. */
    frozenPending: boolean("frozen_pending").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId, t.problemId] })],
);

/** One row per registered user: the totals the ranking sorted sets are built from (live and as at the freeze). */
export const contestStandings = pgTable(
  "contest_standings",
  {
    contestId: uuid("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    solved: integer("solved").notNull().default(0),
    penalty: integer("penalty").notNull().default(0),
    lastAcceptedSeconds: integer("last_accepted_seconds").notNull().default(0),
    frozenSolved: integer("frozen_solved").notNull().default(0),
    frozenPenalty: integer("frozen_penalty").notNull().default(0),
    frozenLastAcceptedSeconds: integer("frozen_last_accepted_seconds").notNull().default(0),
    /** Bumped by every recomputation: the ranking sets take a standing only if it is newer than the one they hold. */
    version: integer("version").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] })],
);

export type ContestRow = typeof contests.$inferSelect;
export type ContestCellRow = typeof contestCells.$inferSelect;
export type ContestStandingRow = typeof contestStandings.$inferSelect;
