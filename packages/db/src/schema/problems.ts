import { defaultJudgePolicy, type JudgePolicy, type JudgeProgram, type Language } from "@grindstone/shared";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { difficultyEnum } from "./enums.ts";
import { testData } from "./test-data.ts";
import { users } from "./users.ts";

export type Example = { input: string; output: string; explanation?: string; interactions?: string[] };
/** Who made an imported problem and on what terms it may be shown (its package's problem.yaml). */
export type ProblemAttribution = {
  source: { name: string; url: string | null } | null;
  authors: string[];
  license: string;
  rightsOwner: string | null;
  /** The licence as people name it ("CC BY-SA 4.0") and its address: absent in rows imported before they were kept. */
  licenseName?: string;
  licenseUrl?: string | null;
  /** The sentence a problem page shows. */
  text: string;
};
export type PerLanguage<T> = Partial<Record<Language, T>>;

export const problems = pgTable(
  "problems",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stable key for seeded problems so the seed can run at every start without duplicating. */
    slug: text("slug"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    difficulty: difficultyEnum("difficulty").notNull(),
    tags: text("tags").array().notNull().default([]),
    companies: text("companies").array().notNull().default([]),
    constraints: text("constraints").notNull(),
    hints: text("hints"),
    editorial: text("editorial"),
    examples: jsonb("examples").$type<PerLanguage<Example>>().notNull().default({}),
    codeSnippets: jsonb("code_snippets").$type<PerLanguage<string>>().notNull().default({}),
    referenceSolutions: jsonb("reference_solutions").$type<PerLanguage<string>>().notNull().default({}),
    /**
     * False for a problem created "hidden until a contest ends": only admins, and registered participants of a
     * LIVE contest containing it, may see it until that contest ends; from its end everyone may, even before the
     * end job sets this true (queries/problem-visibility.ts).
     */
    isPublic: boolean("is_public").notNull().default(true),
    /**
     * How submissions are judged: type, limits, checker, interactor, groups (judge-policy.ts in packages/shared). The
     * one home of a problem's limits; every job carries it whole to the worker. Parsed with judgePolicySchema where
     * it is read (readJudgePolicy), so a stored value from an older shape still gets its defaults.
     */
    judgePolicy: jsonb("judge_policy").$type<JudgePolicy>().notNull().default(defaultJudgePolicy()),
    /**
     * Programs that check a test input is valid (Kattis convention: exit 42 valid, 43 invalid, the reason on
     * stdout/stderr): imported from a package's input_validators or written by an admin. A challenge needs one.
     */
    inputValidators: jsonb("input_validators").$type<JudgeProgram[]>().notNull().default([]),
    /** Bumped whenever the tests change after publication (an approved challenge adds a hidden test). */
    testsVersion: integer("tests_version").notNull().default(1),
    /** An imported problem's credit (problem-import in the worker); null for problems written here. */
    attribution: jsonb("attribution").$type<ProblemAttribution>(),
    /** Judged submissions and Accepted ones, counted in the verdict's transaction: acceptance without a scan. */
    judgedCount: integer("judged_count").notNull().default(0),
    acceptedCount: integer("accepted_count").notNull().default(0),
    /**
     * The problem's estimated difficulty on the contest rating scale (issue 27, "the next problem at your level"):
     * fitted from who solved it on which try; null until enough learners tried it. Written by the worker's job.
     */
    difficultyRating: doublePrecision("difficulty_rating"),
    difficultyRatingAt: timestamp("difficulty_rating_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("problems_slug_uq").on(t.slug), index("problems_created_at_idx").on(t.createdAt)],
);

export const testCases = pgTable(
  "test_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    problemId: uuid("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    input: text("input").notNull(),
    output: text("output").notNull(),
    /** Hidden tests are judged on submit but never sent to a non-admin client. */
    hidden: boolean("hidden").notNull().default(false),
    /**
     * One of the problem's pretests (issue 28): in a contest round with pretests, tries are judged on these alone for
     * a fast verdict, and on every test after the end. None marked: the visible tests are the pretests.
     */
    pretest: boolean("pretest").notNull().default(false),
    /** An interactive problem's visible test: its exchange with the reference solution, recorded when the problem
     * was saved (the interaction format: "<" lines sent to the program, ">" lines it printed). "" otherwise. */
    interaction: text("interaction").notNull().default(""),
    /** Set when the input is stored by content (test_data) rather than in `input`, which is then "". */
    inputSha256: text("input_sha256").references(() => testData.sha256),
    /** Set when the answer is stored by content (test_data) rather than in `output`, which is then "". */
    outputSha256: text("output_sha256").references(() => testData.sha256),
  },
  (t) => [
    uniqueIndex("test_cases_problem_position_uq").on(t.problemId, t.position),
    // Whether a stored file is still used by any test (removing what a re-import left behind).
    index("test_cases_input_sha256_idx").on(t.inputSha256),
    index("test_cases_output_sha256_idx").on(t.outputSha256),
  ],
);

export type ProblemRow = typeof problems.$inferSelect;
export type TestCaseRow = typeof testCases.$inferSelect;
