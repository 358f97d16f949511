import {
  type AdminUser,
  CONTEST_STATUSES,
  type ContestProblemSummary,
  type ContestRatingChange,
  type ContestRatingsResponse,
  type ContestSolvedEntry,
  type ContestSubmissionEntry,
  type ContestSummary,
  type ContestView,
  contestLockSchema,
  DIFFICULTIES,
  EXPECTED_FROM,
  groupResultSchema,
  IMPORT_STATUSES,
  JUDGE_POLICY_TYPES,
  judgePolicySchema,
  judgeProgramSchema,
  LANGUAGES,
  PENDING_STATUSES,
  PLANS,
  type Playlist,
  type ProblemAttributionView,
  type ProblemDetail,
  publicJudgePolicySchema,
  RATING_STATUSES,
  ROLES,
  SCOREBOARD_VIEWS,
  type ScoreboardResponse,
  type ScoreboardRow,
  type StreakResponse,
  type SubmissionView,
  SYSTEM_TEST_STATUSES,
  TEST_STATUSES,
  type TestCaseResult,
  type UpsolveCell,
  type UserRatingResponse,
  VERDICTS,
  VIRTUAL_RUN_STATUSES,
  type VirtualRunView,
} from "@grindstone/shared";
import { z } from "zod";

/**
 * Zod schemas of the responses whose contract in packages/shared is a TypeScript type only. Each is bound to that
 * type with `satisfies z.ZodType<T>`, so a field added to or renamed in the type fails the typecheck here until the
 * document says the same; the OpenAPI test then checks real responses against them.
 */

/** A test file stored by content (test_data). */
const storedTestFileSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int(),
});

const isoTime = z.string().meta({ format: "date-time" });
const language = z.enum(LANGUAGES);
const difficulty = z.enum(DIFFICULTIES);
const byLanguage = <T extends z.ZodType>(value: T) => z.partialRecord(language, value);

export const messageOnlySchema = z.object({ message: z.string() });

export const testCaseResultSchema = z.object({
  testCase: z.number().int(),
  passed: z.boolean(),
  status: z.enum(TEST_STATUSES),
  hidden: z.boolean(),
  stdin: z.string().nullable(),
  expected: z.string().nullable(),
  expectedFrom: z.enum(EXPECTED_FROM),
  note: z.string().nullable(),
  stdout: z.string().nullable(),
  stderr: z.string().nullable(),
  time: z.string(),
  memory: z.string(),
  timeMs: z.number(),
  memoryKb: z.number(),
  notRunReason: z.string().nullable(),
  message: z.string(),
  interaction: z.string(),
}) satisfies z.ZodType<TestCaseResult>;

export const submissionViewSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(["submission", "run"]),
    problemId: z.uuid(),
    status: z.enum([...VERDICTS, ...PENDING_STATUSES]),
    language,
    sourceCode: z.string(),
    stdin: z.string().nullable(),
    stdout: z.string().nullable(),
    time: z.string().nullable(),
    memory: z.string().nullable(),
    compileOutput: z.string().nullable(),
    passedCount: z.number().int(),
    totalCount: z.number().int(),
    score: z.number(),
    maxScore: z.number(),
    groups: z.array(groupResultSchema),
    createdAt: isoTime,
    testCases: z.array(testCaseResultSchema),
    ranCount: z.number().int(),
    notRunCount: z.number().int(),
    notRunReason: z.string().nullable(),
    hintsOpened: z.array(z.number().int()).optional(),
    editorialOpened: z.boolean().optional(),
    laterFailure: z.object({ status: z.string(), failedAt: isoTime }).nullable().optional(),
  })
  .meta({ id: "Submission" }) satisfies z.ZodType<SubmissionView>;

export const executeResponseSchema = z.object({ submission: submissionViewSchema, message: z.string() });

export const problemAttributionSchema = z.object({
  source: z.object({ name: z.string(), url: z.string().nullable() }).nullable(),
  authors: z.array(z.string()),
  license: z.string(),
  licenseName: z.string(),
  licenseUrl: z.string().nullable(),
  rightsOwner: z.string().nullable(),
  text: z.string(),
}) satisfies z.ZodType<ProblemAttributionView>;

export const problemDetailSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    difficulty,
    tags: z.array(z.string()),
    companies: z.array(z.string()),
    solvedBy: z.array(z.object({ userId: z.string() })),
    isSolved: z.boolean(),
    acceptance: z.number(),
    createdAt: isoTime,
    isPublic: z.boolean(),
    description: z.string(),
    constraints: z.string(),
    hints: z.string(),
    editorial: z.string(),
    examples: byLanguage(
      z.object({
        input: z.string(),
        output: z.string(),
        explanation: z.string().optional(),
        interactions: z.array(z.string()).optional(),
      }),
    ),
    codeSnippets: byLanguage(z.string()),
    testcases: z.array(
      z.object({
        input: z.string(),
        output: z.string(),
        hidden: z.boolean().optional(),
        pretest: z.boolean().optional(),
        interaction: z.string(),
        inputFile: storedTestFileSchema.optional(),
        outputFile: storedTestFileSchema.optional(),
      }),
    ),
    referenceSolutions: byLanguage(z.string()).optional(),
    inputValidators: z.array(judgeProgramSchema).optional(),
    canChallenge: z.boolean().optional(),
    cpuTimeLimitMs: z.number().int(),
    memoryLimitKb: z.number().int(),
    judging: publicJudgePolicySchema,
    judgePolicy: judgePolicySchema.optional(),
    updatedAt: isoTime,
    contestLock: contestLockSchema.nullable(),
    attribution: problemAttributionSchema.nullable(),
  })
  .meta({ id: "ProblemDetail" }) satisfies z.ZodType<ProblemDetail>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  plan: z.enum(PLANS),
  subscription: z.enum(["free", "paid"]),
  isBlocked: z.boolean(),
  createdAt: isoTime,
}) satisfies z.ZodType<AdminUser>;

export const playlistSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    isPublic: z.boolean(),
    createdAt: isoTime,
    ownerName: z.string(),
    isOwner: z.boolean(),
    problems: z.array(
      z.object({
        id: z.uuid(),
        problemId: z.uuid(),
        problem: z.object({
          id: z.uuid(),
          title: z.string(),
          difficulty,
          tags: z.array(z.string()),
          companies: z.array(z.string()),
        }),
      }),
    ),
  })
  .meta({ id: "Playlist" }) satisfies z.ZodType<Playlist>;

export const streakSchema = z.object({
  solvedDates: z.array(z.string()),
  currentStreak: z.number().int(),
}) satisfies z.ZodType<StreakResponse>;

const contestProblemSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  difficulty,
  tags: z.array(z.string()),
  companies: z.array(z.string()),
}) satisfies z.ZodType<ContestProblemSummary>;

export const contestViewSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    difficulty,
    startTime: isoTime,
    endTime: isoTime,
    status: z.enum(CONTEST_STATUSES),
    serverTime: isoTime,
    durationMinutes: z.number(),
    penaltyMinutes: z.number().int(),
    freezeMinutes: z.number().int(),
    problemCount: z.number().int(),
    participants: z.number().int(),
    registered: z.boolean(),
    registrations: z.array(z.object({ userId: z.uuid(), username: z.string() })),
    problems: z.array(
      z.object({ problemId: z.uuid(), position: z.number().int(), problem: contestProblemSummarySchema }),
    ),
    rated: z.boolean(),
    ratingStatus: z.enum(RATING_STATUSES),
    pretests: z.boolean(),
    systemTest: z.object({
      status: z.enum(SYSTEM_TEST_STATUSES),
      total: z.number().int(),
      done: z.number().int(),
    }),
  })
  .meta({ id: "Contest" }) satisfies z.ZodType<ContestView>;

export const contestSolvedSchema = z.object({
  problemId: z.uuid(),
  solvedAt: isoTime,
  minutes: z.number(),
}) satisfies z.ZodType<ContestSolvedEntry>;

export const contestSummarySchema = z.object({
  totalSubmissions: z.number().int(),
  totalProblems: z.number().int(),
  totalSolved: z.number().int(),
  participants: z.number().int(),
}) satisfies z.ZodType<ContestSummary>;

export const contestSubmissionSchema = z.object({
  id: z.uuid(),
  contestId: z.uuid(),
  problemId: z.uuid(),
  submissionId: z.uuid(),
  createdAt: isoTime,
  submission: submissionViewSchema,
}) satisfies z.ZodType<ContestSubmissionEntry>;

const upsolveCellSchema = z.object({
  problemId: z.uuid(),
  solved: z.boolean(),
  tries: z.number().int(),
}) satisfies z.ZodType<UpsolveCell>;

export const virtualRunViewSchema = z.object({
  id: z.uuid(),
  contestId: z.uuid(),
  startedAt: isoTime,
  endsAt: isoTime,
  status: z.enum(VIRTUAL_RUN_STATUSES),
  elapsedSeconds: z.number().int(),
  serverTime: isoTime,
  solved: z.number().int(),
  penalty: z.number().int(),
}) satisfies z.ZodType<VirtualRunView>;

const scoreboardRowSchema = z.object({
  rank: z.number().int(),
  userId: z.uuid(),
  username: z.string(),
  solved: z.number().int(),
  penalty: z.number(),
  problems: z.array(
    z.object({
      problemId: z.uuid(),
      solved: z.boolean(),
      tries: z.number().int(),
      minutes: z.number().nullable(),
      pending: z.boolean(),
    }),
  ),
  ratingDelta: z.number().int().optional(),
  unofficial: z.boolean().optional(),
  upsolve: z.array(upsolveCellSchema).optional(),
}) satisfies z.ZodType<ScoreboardRow>;

const contestRatingChangeSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  rank: z.number().int(),
  oldRating: z.number().int(),
  newRating: z.number().int(),
  delta: z.number().int(),
  performance: z.number().int().nullable(),
}) satisfies z.ZodType<ContestRatingChange>;

export const contestRatingsSchema = z.object({
  contestId: z.uuid(),
  status: z.enum(RATING_STATUSES),
  ratedAt: isoTime.nullable(),
  changes: z.array(contestRatingChangeSchema),
}) satisfies z.ZodType<ContestRatingsResponse>;

export const userRatingSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  rating: z.number().int().nullable(),
  maxRating: z.number().int().nullable(),
  contests: z.array(
    z.object({
      contestId: z.uuid(),
      title: z.string(),
      endTime: isoTime,
      rank: z.number().int(),
      oldRating: z.number().int(),
      newRating: z.number().int(),
    }),
  ),
}) satisfies z.ZodType<UserRatingResponse>;

export const scoreboardSchema = z.object({
  contestId: z.uuid(),
  status: z.enum(CONTEST_STATUSES),
  serverTime: isoTime,
  frozen: z.boolean(),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  problems: z.array(z.object({ problemId: z.uuid(), label: z.string(), title: z.string() })),
  rows: z.array(scoreboardRowSchema),
  me: scoreboardRowSchema.nullable(),
  view: z.enum(SCOREBOARD_VIEWS).optional(),
  virtual: virtualRunViewSchema.optional(),
  upsolve: z.array(upsolveCellSchema).optional(),
}) satisfies z.ZodType<ScoreboardResponse>;

/** The ICPC Contest API's scoreboard object (its field names, not ours), for tools that read that format. */
export const icpcScoreboardSchema = z.object({
  time: isoTime,
  contest_time: z.string(),
  state: z.object({
    started: isoTime.nullable(),
    frozen: isoTime.nullable(),
    ended: isoTime.nullable(),
    thawed: isoTime.nullable(),
    finalized: isoTime.nullable(),
  }),
  rows: z.array(
    z.object({
      rank: z.number().int(),
      team_id: z.string(),
      score: z.object({ num_solved: z.number().int(), total_time: z.number() }),
      problems: z.array(
        z.object({
          problem_id: z.string(),
          num_judged: z.number().int(),
          num_pending: z.number().int(),
          solved: z.boolean(),
          time: z.number().optional(),
        }),
      ),
    }),
  ),
});

export const healthSchema = z.object({ status: z.enum(["ok", "degraded", "draining"]) });

/** An import of problem packages and its report (packages/shared's ImportView; docs/problem-import.md). */
export const importViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(IMPORT_STATUSES),
  source: z.string(),
  verify: z.boolean(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  current: z.string(),
  problems: z.array(
    z.object({
      path: z.string(),
      slug: z.string().nullable(),
      id: z.uuid().nullable(),
      title: z.string().nullable(),
      status: z.enum(["created", "updated", "failed"]),
      type: z.enum(JUDGE_POLICY_TYPES).nullable(),
      warnings: z.array(z.string()),
      errors: z.array(z.string()),
      verification: z.array(
        z.object({
          kind: z.enum(["input_validator", "submission", "judge"]),
          path: z.string(),
          language: language.nullable(),
          expected: z.string(),
          result: z.string(),
          ok: z.boolean().nullable(),
          timeMs: z.number(),
        }),
      ),
      verified: z.enum(["passed", "mismatch", "skipped"]),
      isPublic: z.boolean(),
    }),
  ),
  error: z.string(),
  createdAt: isoTime,
  finishedAt: isoTime.nullable(),
});
