import { z } from "zod";
import { DIFFICULTIES } from "./constants.ts";
import type { ContestLock } from "./contest-lock.ts";
import { MAX_TESTS_PER_PROBLEM } from "./judge.ts";
import {
  CPU_TIME_LIMIT_MESSAGE,
  type JudgePolicy,
  type JudgeProgram,
  judgePolicySchema,
  judgeProgramSchema,
  MEMORY_LIMIT_MESSAGE,
  POLICY_LIMIT_BOUNDS,
  type PublicJudgePolicy,
} from "./judge-policy.ts";
import { LANGUAGE_LABEL, LANGUAGE_TABLE, type Language } from "./languages.ts";

// Validation messages are the spec's (§5), so the admin form and the API say the same thing.
const example = z.object({
  input: z.string({ error: "Input is required" }).min(1, "Input is required"),
  output: z.string({ error: "Output is required" }).min(1, "Output is required"),
  explanation: z.string().optional(),
});

/**
 * A per-language object: the spec's languages required, the others optional (a problem offers a language in the
 * editor only when it has a snippet for it).
 */
const perLanguage = <T extends z.ZodType>(make: (language: Language) => T, allOptional = false) =>
  z.object(
    Object.fromEntries(
      LANGUAGE_TABLE.map((row) => [
        row.key,
        row.required && !allOptional ? make(row.key) : make(row.key).optional(),
      ]),
    ) as Record<RequiredLanguage, T> & Record<Exclude<Language, RequiredLanguage>, z.ZodOptional<T>>,
  );
type RequiredLanguage = Extract<(typeof LANGUAGE_TABLE)[number], { required: true }>["key"];

// The spec's Java snippet message reads "Java solution is required"; we say what is missing (spec-deviations.md).
const snippetMessage = (language: Language) => `${LANGUAGE_LABEL[language]} code snippet is required`;
const solutionMessage = (language: Language) => `${LANGUAGE_LABEL[language]} solution is required`;
const required = (message: string) => z.string({ error: message }).min(1, message);

/** An optional language comes whole: a snippet offered in the editor needs a reference solution to be checked
 * against, and a solution without a snippet would never be offered. */
function optionalLanguagesWhole(
  body: {
    codeSnippets: Partial<Record<Language, string>>;
    referenceSolutions: Partial<Record<Language, string>>;
  },
  ctx: z.RefinementCtx,
) {
  for (const row of LANGUAGE_TABLE) {
    if (row.required) continue;
    const snippet = body.codeSnippets[row.key] !== undefined;
    const solution = body.referenceSolutions[row.key] !== undefined;
    if (snippet && !solution)
      ctx.addIssue({
        code: "custom",
        path: ["referenceSolutions", row.key],
        message: solutionMessage(row.key),
      });
    if (solution && !snippet)
      ctx.addIssue({ code: "custom", path: ["codeSnippets", row.key], message: snippetMessage(row.key) });
  }
}

/** A test file stored by its content on this server (test_data), named by its SHA-256; its size is informative. */
export const storedTestFileRefSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/, "A stored test file is named by its SHA-256 (64 hex digits)"),
  bytes: z.number().int().nonnegative().optional(),
});

const testCaseFields = {
  input: z.string({ error: "Input is required" }),
  output: z.string({ error: "Output is required" }),
  /** The input is this stored file (an imported problem's big test, sent back as the admin view gave it); `input`
   * is then "". The server checks that it is stored. */
  inputFile: storedTestFileRefSchema.optional(),
  /** The answer is this stored file; `output` is then "". */
  outputFile: storedTestFileRefSchema.optional(),
};
/** Text is required where no stored file stands in for it (the spec's messages, at the same paths). */
const textOrFile = (
  t: { input: string; output: string; inputFile?: unknown; outputFile?: unknown },
  ctx: z.RefinementCtx,
) => {
  if (!t.inputFile && t.input.length === 0)
    ctx.addIssue({ code: "custom", path: ["input"], message: "Input is required" });
  if (!t.outputFile && t.output.length === 0)
    ctx.addIssue({ code: "custom", path: ["output"], message: "Output is required" });
};
export const testCaseInputSchema = z
  .object({
    ...testCaseFields,
    /** Hidden tests are judged on submit and never shown to learners. */
    hidden: z.boolean().default(false),
    /** A pretest (issue 28): what a round with pretests judges its tries on before the system test (absent: no). */
    pretest: z.boolean().optional(),
  })
  .superRefine(textOrFile);
/**
 * On update the flag may be absent (the spec's update form sends {input, output} only): the service then keeps the
 * existing test's flag, matched by input and output, and a new test is visible.
 */
const updateTestCaseSchema = z
  .object({ ...testCaseFields, hidden: z.boolean().optional(), pretest: z.boolean().optional() })
  .superRefine(textOrFile);

/**
 * The per-problem limits an admin may set (per test, every language); omitted, the judge's DEFAULT_LIMITS apply.
 * The bounds are the judging policy's (judge-policy.ts), named here as the original fields spell them.
 */
export const PROBLEM_LIMIT_BOUNDS = {
  cpuTimeMs: POLICY_LIMIT_BOUNDS.timeMs,
  memoryKb: POLICY_LIMIT_BOUNDS.memoryKb,
} as const;
/** A problem has a handful of validators at most (a package usually ships one). */
export const MAX_INPUT_VALIDATORS = 4;

const limit = (bounds: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message).optional();

const problemFields = {
  title: z
    .string({ error: "Title must be at least 3 characters" })
    .trim()
    .min(3, "Title must be at least 3 characters")
    .max(200),
  description: z
    .string({ error: "Description must be at least 10 characters" })
    .trim()
    .min(10, "Description must be at least 10 characters"),
  difficulty: z.enum(DIFFICULTIES, { error: "Difficulty must be EASY, MEDIUM or HARD" }),
  tags: z
    .array(z.string().trim())
    .transform((tags) => tags.filter(Boolean))
    .pipe(z.array(z.string()).min(1, "At least one tag is required")),
  companies: z
    .array(z.string().trim())
    .default([])
    .transform((c) => c.filter(Boolean)),
  constraints: z.string({ error: "Constraints are required" }).trim().min(1, "Constraints are required"),
  hints: z.string().optional().nullable(),
  editorial: z.string().optional().nullable(),
  codeSnippets: perLanguage((l) => required(snippetMessage(l))),
  referenceSolutions: perLanguage((l) => required(solutionMessage(l))),
  /** Per-problem limits; the judge's defaults apply when omitted. */
  cpuTimeLimitMs: limit(PROBLEM_LIMIT_BOUNDS.cpuTimeMs, CPU_TIME_LIMIT_MESSAGE),
  memoryLimitKb: limit(PROBLEM_LIMIT_BOUNDS.memoryKb, MEMORY_LIMIT_MESSAGE),
  /**
   * How submissions are judged (judge-policy.ts). Absent: on create, today's rule (pass-fail, line-exact); on update,
   * the stored policy. cpuTimeLimitMs / memoryLimitKb, when sent, set its limits.
   */
  judgePolicy: judgePolicySchema.optional(),
  /**
   * Programs that check a test input (Kattis convention: exit 42 valid, 43 invalid; the reason on stdout/stderr):
   * what a learner's challenge is validated with (issue 27). Absent: none on create, the stored ones on update.
   */
  inputValidators: z
    .array(judgeProgramSchema)
    .max(MAX_INPUT_VALIDATORS, `At most ${MAX_INPUT_VALIDATORS} input validators`)
    .optional(),
};

/** A scoring policy's groups name tests by position: each must be one of the body's tests. */
const groupsNameRealTests = (
  body: { judgePolicy?: JudgePolicy; testcases: unknown[] },
  ctx: z.RefinementCtx,
) => {
  body.judgePolicy?.groups.forEach((g, i) => {
    const missing = g.tests.find((t) => t >= body.testcases.length);
    if (missing !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["judgePolicy", "groups", i, "tests"],
        message: `Group "${g.name}" names test ${missing + 1}, but the problem has ${body.testcases.length}`,
      });
  });
};

const testcases = <T extends z.ZodType>(test: T) =>
  z
    .array(test)
    .min(1, "At least one test case is required")
    .max(MAX_TESTS_PER_PROBLEM, `At most ${MAX_TESTS_PER_PROBLEM} test cases`);

export const createProblemBodySchema = z
  .object({
    ...problemFields,
    testcases: testcases(testCaseInputSchema),
    examples: perLanguage(() => example),
    /** False: "hidden until a contest ends" (issue 12); until then only admins and a LIVE contest's participants see it. */
    isPublic: z.boolean().default(true),
  })
  .superRefine(optionalLanguagesWhole)
  .superRefine(groupsNameRealTests);
export type CreateProblemBody = z.infer<typeof createProblemBodySchema>;

/** Update: as create, except examples per language are optional (spec §5). */
export const updateProblemBodySchema = z
  .object({
    ...problemFields,
    testcases: testcases(updateTestCaseSchema),
    examples: perLanguage(() => example, true),
    /** Absent: the problem keeps its stored visibility (the spec's update form does not send it). */
    isPublic: z.boolean().optional(),
  })
  .superRefine(optionalLanguagesWhole)
  .superRefine(groupsNameRealTests);
export type UpdateProblemBody = z.infer<typeof updateProblemBodySchema>;

export type Example = {
  input: string;
  output: string;
  explanation?: string;
  /**
   * An imported interactive problem's sample exchanges that are not tests (a package's `data/sample/*.interaction`
   * without an `.in`: nothing to run, only to read), in the interaction format of VisibleTestCase.interaction.
   */
  interactions?: string[];
};

/**
 * Where a problem's stored file (an imported statement's image, problem_assets) is served. `sha256`, when given,
 * goes in the URL (`?v=` its first 16 hex digits): the route ignores it, but a re-import that changes the image
 * changes the URL, so the browser may cache each URL for good.
 */
export const problemAssetUrl = (problemId: string, name: string, sha256?: string) =>
  `/api/v1/problems/${problemId}/assets/${encodeURIComponent(name)}${sha256 ? `?v=${sha256.slice(0, 16)}` : ""}`;

/** A problem asset's URL as problemAssetUrl writes it: the only same-site image a statement may show. */
export const PROBLEM_ASSET_URL =
  /^\/api\/v1\/problems\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/assets\/[A-Za-z0-9_][A-Za-z0-9._-]{0,127}(\?v=[0-9a-f]{1,64})?$/;

/** A served asset's name: what the importer gives (safe in a URL and a header) and the route accepts. */
export const PROBLEM_ASSET_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/** The image types served from problem_assets, by extension: what a browser shows and nothing it would run. */
export const PROBLEM_ASSET_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/**
 * An imported problem's credit, as the problem page shows it (problems.attribution): where it is from, who wrote it,
 * on what licence and whose it is. `text` is the same as one sentence.
 */
export type ProblemAttributionView = {
  source: { name: string; url: string | null } | null;
  authors: string[];
  /** problem.yaml's `license` as written, lower-cased ("cc by-sa", "public domain", "unknown"...). */
  license: string;
  /** The licence as people name it ("CC BY-SA 4.0", "Apache-2.0"), and its text's address when it has one. */
  licenseName: string;
  licenseUrl: string | null;
  rightsOwner: string | null;
  text: string;
};

/**
 * A row of the problems list: list fields only, and the caller's own solved mark. A schema, not only a type: the
 * list is served pre-serialised (problem-list-cache.ts), so the web parses it with this instead of trusting it.
 */
export const problemListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  tags: z.array(z.string()),
  companies: z.array(z.string()),
  /** Contains the caller's own entry when they solved it (the spec's solved mark); never other users. */
  solvedBy: z.array(z.object({ userId: z.string() })),
  isSolved: z.boolean(),
  /** Accepted submissions / all judged submissions, in percent, one decimal. */
  acceptance: z.number(),
  createdAt: z.string(),
  /**
   * The stored flag: false for a problem "hidden until a contest ends". Only admins list hidden problems; anyone else
   * reaches one only through a contest (a LIVE one they are registered for, or any that has ended). Absent means
   * public: every problem was, before hidden ones existed.
   */
  isPublic: z.boolean().default(true),
});
export type ProblemListItem = z.infer<typeof problemListItemSchema>;
/** GET /problems/get-all-problems. */
export const problemListResponseSchema = z.object({ problems: z.array(problemListItemSchema) });

export type VisibleTestCase = {
  input: string;
  output: string;
  hidden?: boolean;
  /** Admins only: a pretest of a contest round with pretests (issue 28). */
  pretest?: boolean;
  /** An interactive problem's test: its exchange with the reference solution, recorded when the problem was saved
   * (the interaction format: "<" lines sent to the program, ">" lines it printed); "" otherwise. On an interactive
   * problem `input` is the interactor's input file and `output` its answer file. */
  interaction: string;
  /** Admins only: the input is stored as a file by its content (an imported problem's big test), and `input` is "". */
  inputFile?: StoredTestFile;
  /** Admins only: the answer is stored as a file by its content, and `output` is "". */
  outputFile?: StoredTestFile;
};

/** A test file stored once by its content (test_data): its SHA-256 (hex) and size. */
export type StoredTestFile = { sha256: string; bytes: number };

export type ProblemDetail = ProblemListItem & {
  description: string;
  constraints: string;
  /** Empty when the problem has none; never null (the spec's client refuses null). */
  hints: string;
  editorial: string;
  examples: Partial<Record<Language, Example>>;
  codeSnippets: Partial<Record<Language, string>>;
  /** Visible tests for everyone; admins also get hidden ones, flagged. */
  testcases: VisibleTestCase[];
  /** Admins only. */
  referenceSolutions?: Partial<Record<Language, string>>;
  /** Admins only: the input validators a challenge is checked with (issue 27). */
  inputValidators?: JudgeProgram[];
  /** Whether a learner may challenge its tests (an input validator, a reference solution, pass-fail): issue 27. */
  canChallenge?: boolean;
  cpuTimeLimitMs: number;
  memoryLimitKb: number;
  /** How it is judged, as anyone may know it (type, limits, checker kind, groups' points): never a source. */
  judging: PublicJudgePolicy;
  /** Admins only: the whole policy, checker and interactor sources included. */
  judgePolicy?: JudgePolicy;
  updatedAt: string;
  /**
   * Set while a live contest holds the problem and the caller is not an admin: hints and editorial are then "" and
   * the discussion is closed until `endTime` (contest-lock.ts). Null otherwise.
   */
  contestLock: ContestLock | null;
  /** An imported problem's credit (its package's problem.yaml), shown under the statement; null for ours. */
  attribution: ProblemAttributionView | null;
};
