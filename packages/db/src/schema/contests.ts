import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
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
    /** The admin's choice: the contest counts towards ratings (issue 26). Un-rating after the end recomputes. */
    rated: boolean("rated").notNull().default(true),
    /**
     * PENDING until the rating job has dealt with the contest as it now stands (after the end, or after an un-rating
     * or a disqualification sent it back), then RATED (changes stored) or UNRATED (not rated, or fewer than two
     * participants who submitted: no changes). The job takes pending contests in rating order (end time, id).
     */
    ratingStatus: text("rating_status").notNull().default("PENDING"),
    ratedAt: timestamp("rated_at", { withTimezone: true }),
    /**
     * Issue 28, the admin's choice: during the round tries are judged on the problems' pretests, and after the end the
     * last pretest-passed try of each participant per problem is system-tested on every test.
     */
    pretests: boolean("pretests").notNull().default(false),
    /**
     * NONE (no system test: no pretests, or not ended yet), RUNNING (tries queued for it), DONE (every one judged).
     * Ratings and final results wait for DONE.
     */
    systemTestStatus: text("system_test_status").notNull().default("NONE"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contests_slug_uq").on(t.slug),
    index("contests_phase_idx").on(t.phase, t.endTime),
    index("contests_start_idx").on(t.startTime),
    index("contests_rating_order_idx").on(t.endTime, t.id),
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
    /** Set by an admin from the plagiarism report: out of the standings and the rating (recomputed). */
    disqualifiedAt: timestamp("disqualified_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] })],
);

/**
 * A virtual run: one user taking an ended contest on their own clock (`startedAt` … `endsAt`, the contest's length).
 * Its totals and cells are kept here and in contest_virtual_cells, apart from the official board. One unfinished run
 * per user and contest; `finishedAt` is set by the run's end job (or the reconciliation).
 */
export const contestVirtualRuns = pgTable(
  "contest_virtual_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contestId: uuid("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    solved: integer("solved").notNull().default(0),
    penalty: integer("penalty").notNull().default(0),
    lastAcceptedSeconds: integer("last_accepted_seconds").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contest_virtual_runs_open_uq").on(t.contestId, t.userId).where(sql`${t.finishedAt} is null`),
    index("contest_virtual_runs_user_idx").on(t.userId),
  ],
);

/** A virtual run's scoreboard cell per problem, the same rules as contest_cells against the run's start. */
export const contestVirtualCells = pgTable(
  "contest_virtual_cells",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => contestVirtualRuns.id, { onDelete: "cascade" }),
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    solved: boolean("solved").notNull().default(false),
    tries: integer("tries").notNull().default(0),
    minutes: integer("minutes"),
    solvedAt: timestamp("solved_at", { withTimezone: true }),
    pending: integer("pending").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.runId, t.problemId] })],
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
    /** A try in a virtual run: scored against the run's own clock, never on the official board. */
    virtualRunId: uuid("virtual_run_id").references(() => contestVirtualRuns.id, { onDelete: "cascade" }),
    /** A try after the end outside a virtual run (`upsolve: true`): judged and shown, never ranked. */
    upsolve: boolean("upsolve").notNull().default(false),
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

/**
 * One user's rating change in one rated contest, written by the rating job (replaced whole when the contest is
 * re-rated). `stateAfter` is the Elo-MMR state after it (worker/src/contests/ratings): the next contest starts from
 * the user's latest earlier row, so a recomputation needs nothing else.
 */
export const contestRatingChanges = pgTable(
  "contest_rating_changes",
  {
    contestId: uuid("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rank: integer("rank").notNull(),
    oldRating: integer("old_rating").notNull(),
    newRating: integer("new_rating").notNull(),
    performance: integer("performance"),
    stateAfter: jsonb("state_after").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.userId] }),
    index("contest_rating_changes_user_idx").on(t.userId),
  ],
);

/**
 * Clarifications, shaped after the ICPC Contest API: every row is a message. A question comes from a participant
 * (`fromUserId`) to the jury; the jury's reply (`replyToId`) goes to the asker (`toUserId`) or, `public`, to
 * everyone; an announcement is a jury message with no question. `answeredBy` is the admin who wrote a jury message.
 */
export const contestClarifications = pgTable(
  "contest_clarifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contestId: uuid("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    problemId: uuid("problem_id").references(() => problems.id, { onDelete: "set null" }),
    fromUserId: uuid("from_user_id").references(() => users.id, { onDelete: "cascade" }),
    toUserId: uuid("to_user_id").references(() => users.id, { onDelete: "cascade" }),
    replyToId: uuid("reply_to_id"),
    answeredBy: uuid("answered_by").references(() => users.id, { onDelete: "set null" }),
    public: boolean("public").notNull().default(false),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contest_clarifications_contest_idx").on(t.contestId, t.createdAt),
    index("contest_clarifications_reply_idx").on(t.replyToId),
  ],
);

/**
 * A plagiarism check of one contest (after the end, or an admin's request): per problem, every participant's last
 * accepted submission compared with Dolos. `engine` says where Dolos ran (bun, or a node child process).
 */
export const plagiarismReports = pgTable(
  "plagiarism_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contestId: uuid("contest_id")
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("QUEUED"),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    engine: text("engine"),
    submissions: integer("submissions").notNull().default(0),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("plagiarism_reports_contest_idx").on(t.contestId, t.createdAt)],
);

/** A pair of submissions above the threshold, with Dolos's similarity and the matched fragments (line ranges). */
export const plagiarismPairs = pgTable(
  "plagiarism_pairs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reportId: uuid("report_id")
      .notNull()
      .references(() => plagiarismReports.id, { onDelete: "cascade" }),
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    leftSubmissionId: uuid("left_submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    rightSubmissionId: uuid("right_submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    leftUserId: uuid("left_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rightUserId: uuid("right_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    similarity: real("similarity").notNull(),
    longestFragment: integer("longest_fragment").notNull().default(0),
    fragments: jsonb("fragments").notNull().default([]),
  },
  (t) => [index("plagiarism_pairs_report_idx").on(t.reportId, t.similarity)],
);

export type ContestRow = typeof contests.$inferSelect;
export type ContestCellRow = typeof contestCells.$inferSelect;
export type ContestStandingRow = typeof contestStandings.$inferSelect;
