import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { problems, testCases } from "./problems.ts";
import { submissions } from "./submissions.ts";
import { users } from "./users.ts";

/**
 * "Challenge a test" (issue 27): a learner's input that they believe breaks an accepted solution. Validated by the
 * problem's input validators, answered by its reference solution, run against the accepted submissions at low
 * priority; if one fails it waits for an admin, whose approval adds it as a hidden test (a new tests version).
 * The input and the reference's answer are never sent to anyone but admins.
 */
export const testChallenges = pgTable(
  "test_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** One of the challenger's own accepted submissions they named; null: "any". */
    targetSubmissionId: uuid("target_submission_id").references(() => submissions.id, {
      onDelete: "set null",
    }),
    input: text("input").notNull(),
    /** The reference solution's output on `input`; null until computed. */
    expectedOutput: text("expected_output"),
    /** The challenge's state machine (shared/challenges.ts): VALIDATING → RUNNING → PENDING_REVIEW → APPROVED, or a refusal. */
    status: text("status").notNull().default("VALIDATING"),
    /** Why it was refused (the validator's message, the reference's failure) or the admin's note. */
    message: text("message").notNull().default(""),
    /** Accepted submissions run against the input so far, of `total`; failing ones per language. */
    checked: integer("checked").notNull().default(0),
    total: integer("total").notNull().default(0),
    failing: integer("failing").notNull().default(0),
    failingByLanguage: jsonb("failing_by_language").$type<Record<string, number>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** The hidden test an approval added. */
    testCaseId: uuid("test_case_id").references(() => testCases.id, { onDelete: "set null" }),
  },
  (t) => [
    index("test_challenges_problem_idx").on(t.problemId, t.createdAt),
    index("test_challenges_user_idx").on(t.userId, t.createdAt),
    index("test_challenges_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * An accepted submission that fails a test added later (a challenge's): shown as "failed a later test" in its
 * owner's history without rewriting its verdict, streaks, heatmap or contest results. `seenAt` drives the badge.
 */
export const submissionLaterFailures = pgTable(
  "submission_later_failures",
  {
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    challengeId: uuid("challenge_id")
      .notNull()
      .references(() => testChallenges.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    /** The verdict the submission gets on the new test (Wrong Answer, Time Limit Exceeded, ...). */
    status: text("status").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp("seen_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.challengeId] }),
    index("submission_later_failures_user_idx").on(t.userId, t.failedAt),
  ],
);
