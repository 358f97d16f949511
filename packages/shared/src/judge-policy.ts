import { z } from "zod";
import { DEFAULT_LIMITS, OUTPUT_KILL_BYTES } from "./judge.ts";
import { LANGUAGES } from "./languages.ts";

/**
 * A problem's judging policy: everything that decides how a submission is run and judged, in one value stored with
 * the problem and carried whole by every job (submit, Run, the admin's reference check) to the worker. The worker
 * turns it into sandbox limits in one module (worker/src/judge/policy-limits.ts) and decides verdicts in another
 * (worker/src/judge/decide.ts); nothing else computes either. docs/judging.md, "Judging policy".
 */

export const JUDGE_POLICY_TYPES = ["pass-fail", "scoring", "interactive"] as const;
export type JudgePolicyType = (typeof JUDGE_POLICY_TYPES)[number];

/** The bounds an admin may set, per test and every language (the admin form shows the same bounds). */
export const POLICY_LIMIT_BOUNDS = {
  timeMs: { min: 100, max: 10_000 },
  memoryKb: { min: 16 * 1024, max: 1024 * 1024 },
  outputKb: { min: 1, max: OUTPUT_KILL_BYTES / 1024 },
} as const;
const { timeMs: timeBounds, memoryKb: memoryBounds, outputKb: outputBounds } = POLICY_LIMIT_BOUNDS;
export const CPU_TIME_LIMIT_MESSAGE = `Time limit must be a whole number of milliseconds from ${timeBounds.min} to ${timeBounds.max}`;
export const MEMORY_LIMIT_MESSAGE = `Memory limit must be from ${memoryBounds.min / 1024} MB to ${memoryBounds.max / 1024} MB (${memoryBounds.min} to ${memoryBounds.max} KB)`;
export const OUTPUT_LIMIT_MESSAGE = `Output limit must be a whole number of KB from ${outputBounds.min} to ${outputBounds.max}`;
const bounded = (bounds: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message);

export const DEFAULT_OUTPUT_KB = OUTPUT_KILL_BYTES / 1024;
export const policyLimitsSchema = z.object({
  /** CPU time per test. The wall clock allowed is derived from it by the worker (policy-limits.ts). */
  timeMs: bounded(timeBounds, CPU_TIME_LIMIT_MESSAGE).default(DEFAULT_LIMITS.cpuTimeMs),
  memoryKb: bounded(memoryBounds, MEMORY_LIMIT_MESSAGE).default(DEFAULT_LIMITS.memoryKb),
  /** What a test may print (stdout) before it is stopped with Output Limit Exceeded. */
  outputKb: bounded(outputBounds, OUTPUT_LIMIT_MESSAGE).default(DEFAULT_OUTPUT_KB),
});
export type PolicyLimits = z.infer<typeof policyLimitsSchema>;

/** A checker's or interactor's source may be big (testlib.h alone is ~200 KB); a program's is capped far lower. */
export const MAX_JUDGE_PROGRAM_BYTES = 512 * 1024;
const programSource = z
  .string({ error: "The source is required" })
  .min(1, "The source is required")
  .refine((s) => new TextEncoder().encode(s).byteLength <= MAX_JUDGE_PROGRAM_BYTES, {
    message: `The source must be at most ${MAX_JUDGE_PROGRAM_BYTES / 1024} KB`,
  });
/** A file compiled with a checker or interactor, such as `testlib.h` or Kattis's `validate.h`. */
const headerFile = z.object({
  name: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, "A header's name is a plain file name")
    .refine((n) => n !== "." && n !== "..", "A header's name is a plain file name"),
  content: programSource,
});
export const judgeProgramSchema = z.object({
  /** A language registry key ("PYTHON", "CPP"). */
  language: z.enum(LANGUAGES),
  source: programSource,
  headers: z.array(headerFile).max(8).default([]),
});
export type JudgeProgram = z.infer<typeof judgeProgramSchema>;

const tolerance = z.number().nonnegative().max(1).optional();
export const CHECKER_KINDS = ["exact", "tokens", "custom"] as const;
export const CHECKER_PROTOCOLS = ["kattis", "testlib"] as const;
export type CheckerProtocol = (typeof CHECKER_PROTOCOLS)[number];
export const checkerSchema = z.discriminatedUnion("kind", [
  /** Line by line after trimming trailing whitespace and trailing blank lines (\r\n = \n): the original rule. */
  z.object({ kind: z.literal("exact") }),
  /**
   * The ICPC/Kattis default output validator: token by token, case-insensitive unless caseSensitive, any whitespace
   * run equal to any other unless spaceChangeSensitive; with a tolerance, numbers match within the absolute OR the
   * relative one (floatTolerance sets both). integersExact: a token that is an integer in the answer must equal the
   * output's token character for character, tolerance or not.
   */
  z.object({
    kind: z.literal("tokens"),
    caseSensitive: z.boolean().optional(),
    spaceChangeSensitive: z.boolean().optional(),
    floatAbsoluteTolerance: tolerance,
    floatRelativeTolerance: tolerance,
    floatTolerance: tolerance,
    integersExact: z.boolean().optional(),
  }),
  /** The problem's own checker, run in a sandbox box of its own after each test (docs/judging.md, "Checkers"). */
  z.object({
    kind: z.literal("custom"),
    ...judgeProgramSchema.shape,
    protocol: z.enum(CHECKER_PROTOCOLS),
  }),
]);
export type Checker = z.infer<typeof checkerSchema>;
export type TokensChecker = Extract<Checker, { kind: "tokens" }>;
export type CustomChecker = Extract<Checker, { kind: "custom" }>;

/** How a group's tests make its points: `sum` shares them by test, `min` gives them only when every test passes. */
export const GROUP_AGGREGATIONS = ["sum", "min"] as const;
export const testGroupSchema = z.object({
  name: z.string().trim().min(1, "A group needs a name").max(64),
  /** Test positions (0-based, as stored) in this group; a test in no group (a sample) scores nothing. */
  tests: z.array(z.number().int().nonnegative()).min(1, "A group needs at least one test"),
  points: z.number().positive("A group's points must be positive").max(1_000_000),
  aggregation: z.enum(GROUP_AGGREGATIONS).default("sum"),
  /** The name of an earlier group that must be passed in full for this one to score. */
  requirePass: z.string().optional(),
});
export type TestGroup = z.infer<typeof testGroupSchema>;

export const judgePolicySchema = z
  .object({
    type: z.enum(JUDGE_POLICY_TYPES).default("pass-fail"),
    limits: policyLimitsSchema.default({
      timeMs: DEFAULT_LIMITS.cpuTimeMs,
      memoryKb: DEFAULT_LIMITS.memoryKb,
      outputKb: DEFAULT_OUTPUT_KB,
    }),
    checker: checkerSchema.default({ kind: "exact" }),
    /** Interactive problems only: the program that talks to the submission (Kattis protocol). */
    interactor: judgeProgramSchema.optional(),
    /** Scoring problems only. */
    groups: z.array(testGroupSchema).max(100).default([]),
    /**
     * Scoring problems: a custom checker's score (Kattis `score.txt`, testlib's points) is the fraction of a test's
     * share it earns, clamped to 0..1. Off: a test earns its share only when accepted.
     */
    partialCredit: z.boolean().default(false),
  })
  .superRefine((p, ctx) => {
    if (p.type === "interactive" && !p.interactor)
      ctx.addIssue({
        code: "custom",
        path: ["interactor"],
        message: "An interactive problem needs an interactor",
      });
    if (p.type !== "interactive" && p.interactor)
      ctx.addIssue({
        code: "custom",
        path: ["interactor"],
        message: "Only an interactive problem has an interactor",
      });
    if (p.type === "scoring" && p.groups.length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["groups"],
        message: "A scoring problem needs at least one test group",
      });
    if (p.type !== "scoring" && p.groups.length > 0)
      ctx.addIssue({ code: "custom", path: ["groups"], message: "Only a scoring problem has test groups" });
    const seenTests = new Set<number>();
    const seenNames = new Set<string>();
    p.groups.forEach((g, i) => {
      if (seenNames.has(g.name))
        ctx.addIssue({
          code: "custom",
          path: ["groups", i, "name"],
          message: `Two groups are named "${g.name}"`,
        });
      if (g.requirePass !== undefined && !seenNames.has(g.requirePass))
        ctx.addIssue({
          code: "custom",
          path: ["groups", i, "requirePass"],
          message: `"${g.requirePass}" is not an earlier group`,
        });
      seenNames.add(g.name);
      for (const t of g.tests) {
        if (seenTests.has(t))
          ctx.addIssue({
            code: "custom",
            path: ["groups", i, "tests"],
            message: `Test ${t + 1} is in two groups`,
          });
        seenTests.add(t);
      }
    });
  });
export type JudgePolicy = z.infer<typeof judgePolicySchema>;
export type JudgePolicyInput = z.input<typeof judgePolicySchema>;

/**
 * A stored policy as the judge uses it. Parsed on every read, so a value written by an older shape of the schema gets
 * the defaults of fields added since; a value that does not parse is a bug in what wrote it, and fails loudly.
 */
export const readJudgePolicy = (stored: unknown): JudgePolicy => judgePolicySchema.parse(stored ?? {});

/** Today's rule: pass-fail, the default limits, line-exact output. Every problem made before policies has it. */
export const defaultJudgePolicy = (limits?: Partial<PolicyLimits>): JudgePolicy =>
  judgePolicySchema.parse({ limits: { ...limits } });

/** The most points a submission can score: 1 on a pass-fail or interactive problem (Accepted or not). */
export const maxScoreOf = (policy: Pick<JudgePolicy, "type" | "groups">): number =>
  policy.type === "scoring" ? policy.groups.reduce((sum, g) => sum + g.points, 0) : 1;

/**
 * The policy as a learner may see it: limits and type, the checker's kind, the groups' points, never a checker's or
 * interactor's source (they may hold the answers). Admins get the whole policy.
 */
export const publicJudgePolicySchema = z.object({
  type: z.enum(JUDGE_POLICY_TYPES),
  limits: z.object({ timeMs: z.number().int(), memoryKb: z.number().int(), outputKb: z.number().int() }),
  checker: z.enum(CHECKER_KINDS),
  groups: z.array(z.object({ name: z.string(), points: z.number(), tests: z.number().int() })),
});
export type PublicJudgePolicy = z.infer<typeof publicJudgePolicySchema>;
export const publicJudgePolicy = (p: JudgePolicy): PublicJudgePolicy => ({
  type: p.type,
  limits: p.limits,
  checker: p.checker.kind,
  groups: p.groups.map((g) => ({ name: g.name, points: g.points, tests: g.tests.length })),
});

/** A scoring problem's group as judged: what a submission carries per group. */
export const groupResultSchema = z.object({
  name: z.string(),
  score: z.number(),
  points: z.number(),
  /** Every test of the group passed in full (what `requirePass` asks of an earlier group). */
  passed: z.boolean(),
});
export type GroupResult = z.infer<typeof groupResultSchema>;
