import { type GroupResult, LANGUAGES, SUBMISSION_STATUSES, TEST_STATUSES } from "@grindstone/shared";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { problems } from "./problems.ts";
import { users } from "./users.ts";

export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    /** Set when the submission was made inside a contest; the contest tables reference it. */
    contestId: uuid("contest_id"),
    // Text, not a Postgres enum: the language registry (packages/shared/src/languages.ts) is the one list, and a new
    // language must not need a migration. Every write comes through the API's validated body.
    language: text("language", { enum: LANGUAGES }).notNull(),
    sourceCode: text("source_code").notNull(),
    /**
     * Queued, Running, or one of the final verdicts; a verdict is written once by a conditional update. Text typed
     * with the list, like `language`: a new verdict needs no migration.
     */
    status: text("status", { enum: SUBMISSION_STATUSES }).notNull().default("Queued"),
    compileOutput: text("compile_output"),
    passedCount: integer("passed_count").notNull().default(0),
    totalCount: integer("total_count").notNull().default(0),
    /**
     * Points earned of maxScore: on a scoring problem the groups' points (judge-policy.ts); on any other, 1 of 1 when
     * Accepted. Written with the verdict.
     */
    score: doublePrecision("score").notNull().default(0),
    maxScore: doublePrecision("max_score").notNull().default(1),
    /** A scoring problem's groups as judged (name, score, points, passed); empty otherwise. */
    groupResults: jsonb("group_results").$type<GroupResult[]>().notNull().default([]),
    /** Judging attempts so far (markRunning counts each one); past MAX_JUDGE_ATTEMPTS_TOTAL it is not judged again. */
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    judgedAt: timestamp("judged_at", { withTimezone: true }),
    /** The client's Idempotency-Key for the click that made it: a retried click finds this row instead of a twin. */
    idempotencyKey: text("idempotency_key"),
    /** Issue 28: the verdict was given on the problem's pretests (a contest round with pretests), not every test. */
    onPretests: boolean("on_pretests").notNull().default(false),
    /**
     * Issue 28: PENDING while the try waits for its system test after the round (judged again on every test), DONE
     * once it has its final verdict; null for a try never system-tested.
     */
    systemTest: text("system_test", { enum: ["PENDING", "DONE"] }),
  },
  (t) => [
    index("submissions_user_problem_idx").on(t.userId, t.problemId, t.createdAt),
    uniqueIndex("submissions_user_idempotency_key_idx").on(t.userId, t.idempotencyKey),
    index("submissions_status_idx").on(t.status, t.createdAt),
    // A contest cell is recomputed from exactly these rows on every verdict.
    index("submissions_contest_cell_idx").on(t.contestId, t.userId, t.problemId, t.createdAt),
  ],
);

export const submissionTestResults = pgTable(
  "submission_test_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    passed: boolean("passed").notNull(),
    status: text("status", { enum: TEST_STATUSES }).notNull(),
    stdin: text("stdin").notNull(),
    expected: text("expected").notNull(),
    stdout: text("stdout").notNull().default(""),
    stderr: text("stderr").notNull().default(""),
    timeMs: integer("time_ms").notNull().default(0),
    memoryKb: integer("memory_kb").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    /** The checker's message for the learner (shown for visible tests only); empty when there is none. */
    message: text("message").notNull().default(""),
    /** The checker's message for admins (a Judge Error's stderr and exit status); never shown to learners. */
    judgeMessage: text("judge_message").notNull().default(""),
    /** The fraction of the test's points earned (0..1): 1 or 0, or a checker's partial credit. */
    fraction: doublePrecision("fraction").notNull().default(0),
    /** An interactive problem's visible test: the exchange (interaction format), "" otherwise. */
    interaction: text("interaction").notNull().default(""),
  },
  (t) => [uniqueIndex("submission_test_results_uq").on(t.submissionId, t.position)],
);

/** One row per (user, problem) ever solved: the primary key makes "a solve counts once" a database fact. */
export const solvedProblems = pgTable(
  "solved_problems",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "set null" }),
    solvedAt: timestamp("solved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.problemId] }),
    index("solved_problems_solved_at_idx").on(t.solvedAt),
  ],
);

/** UTC days on which a user got at least one Accepted: the streak and heatmap read this. */
export const solveDays = pgTable(
  "solve_days",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export type SubmissionRow = typeof submissions.$inferSelect;
