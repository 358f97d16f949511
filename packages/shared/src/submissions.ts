import { z } from "zod";
import {
  MAX_SOURCE_BYTES,
  MAX_TEST_IO_BYTES,
  MAX_TESTS_PER_PROBLEM,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
  type TestStatus,
} from "./judge.ts";
import type { GroupResult } from "./judge-policy.ts";
import type { Language } from "./languages.ts";

const bytes = (s: string) => new TextEncoder().encode(s).length;
const ioString = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .refine((s) => bytes(s) <= MAX_TEST_IO_BYTES, `${what} must be at most 1 MB`);

/**
 * Run and Submit share this body (spec §7.3). Submit ignores stdin/expected_outputs and uses the stored tests. A Run
 * runs the first MAX_RUN_CASES cases and says so when there were more. An expected output that is null (or missing)
 * is unknown: the worker takes the problem's reference solution's output on that input instead.
 */
export const executeCodeBodySchema = z.object({
  source_code: z
    .string({ error: "Source code is required" })
    .min(1, "Source code is required")
    .refine((s) => bytes(s) <= MAX_SOURCE_BYTES, "Source code must be at most 64 KB"),
  language_id: z.number({ error: "Unsupported language" }).int("Unsupported language"),
  stdin: z
    .array(ioString("Each input"))
    .max(MAX_TESTS_PER_PROBLEM, `At most ${MAX_TESTS_PER_PROBLEM} test cases per run`)
    .default([]),
  expected_outputs: z
    .array(ioString("Each expected output").nullable())
    .max(MAX_TESTS_PER_PROBLEM, `At most ${MAX_TESTS_PER_PROBLEM} test cases per run`)
    .default([]),
  problemId: z.uuid("Problem not found"),
  /** A contest submission: the server checks registration, the contest's window and its problems at receipt. */
  contestId: z.uuid("Contest not found").optional(),
  /** With `contestId` after its end, outside a virtual run: upsolving, judged and never ranked (issue 26). */
  upsolve: z.boolean().optional(),
});
export type ExecuteCodeBody = z.infer<typeof executeCodeBodySchema>;

/**
 * Where a test's expected output came from: "given" with the test (a stored test, or typed by the learner for a
 * Run), "reference" (a Run case without one: the problem's reference solution's output on that input), or "none"
 * (no expected output could be had: the case was not compared, and `note` says why).
 */
export const EXPECTED_FROM = ["given", "reference", "none"] as const;
export type ExpectedFrom = (typeof EXPECTED_FROM)[number];

/** One test's result as the client sees it. Hidden tests show pass/fail and figures only, never input or output. */
export type TestCaseResult = {
  testCase: number;
  passed: boolean;
  status: TestStatus;
  hidden: boolean;
  stdin: string | null;
  /** "" when there was none (expectedFrom "none"); null for a hidden test. */
  expected: string | null;
  expectedFrom: ExpectedFrom;
  /** Why the case has no expected output (e.g. the reference solution failed on it), else null. */
  note: string | null;
  stdout: string | null;
  stderr: string | null;
  /** Display strings, as the spec shows them ("0.012 s", "1234 KB"), beside the numbers. */
  time: string;
  memory: string;
  timeMs: number;
  memoryKb: number;
  /** Why this test was not run (notRunReason in verdict-text.ts: "Stopped after test 10 exceeded the time limit."),
   * null for a test that ran. Its time and memory are then "0.000 s" / "0 KB" and count in no figure. */
  notRunReason: string | null;
  /** The checker's message about this output ("" when it gave none); always "" for a hidden test. */
  message: string;
  /** An interactive problem's test: the exchange between the program and the interactor, one line per line sent,
   * "<" before what the program was sent and ">" before what it printed ("..." last when cut). "" for a hidden test
   * and on other problems. */
  interaction: string;
};

/** The submission shape of spec §3, plus progress counters and compiler output. */
export type SubmissionView = {
  id: string;
  kind: "submission" | "run";
  problemId: string;
  status: SubmissionStatus;
  language: Language;
  sourceCode: string;
  stdin: string | null;
  stdout: string | null;
  time: string | null;
  memory: string | null;
  compileOutput: string | null;
  passedCount: number;
  totalCount: number;
  /**
   * Points earned of maxScore: a scoring problem's groups' points (judge-policy.ts); 1 of 1 for an Accepted
   * submission to any other problem, 0 of 1 otherwise (and while pending).
   */
  score: number;
  maxScore: number;
  /** A scoring problem's groups as judged; empty otherwise. */
  groups: GroupResult[];
  createdAt: string;
  testCases: TestCaseResult[];
  /** Tests that ran, and tests that did not (after a Time Limit Exceeded, or all of them for a Compilation Error):
   * figures (passed / ran, averages) count only the first. Both 0 while the submission is pending. */
  ranCount: number;
  notRunCount: number;
  /** Why tests were not run (the same text as on each of them), or null when every test ran. */
  notRunReason: string | null;
  /**
   * What the learner had opened of the problem at the time of this submission (issue 27): the hints' 0-based
   * indexes, ascending, and the editorial. On the submissions lists and GET /submission/{id}; absent on a Run and
   * on Run/Submit answers.
   */
  hintsOpened?: number[];
  editorialOpened?: boolean;
  /**
   * An accepted submission that fails a test added later (an approved challenge, issue 27): its verdict on that test
   * and when. The verdict above stays as it was. Only in the owner's submission lists; absent elsewhere.
   */
  laterFailure?: { status: string; failedAt: string } | null;
};

export type ExecuteCodeResponse = { submission: SubmissionView; message: string };

/** Progress pushed to `user:{id}` as `submissionUpdate`. */
export const submissionUpdateSchema = z.object({
  id: z.string(),
  kind: z.enum(["submission", "run"]),
  problemId: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  /** 1-based index of the test now running, with the total, while status is "Running". */
  currentTest: z.number().int().nullable(),
  totalTests: z.number().int(),
  passedCount: z.number().int().nullable(),
});
export type SubmissionUpdate = z.infer<typeof submissionUpdateSchema>;

export const formatTime = (ms: number) => `${(ms / 1000).toFixed(3)} s`;
export const formatMemory = (kb: number) => `${Math.round(kb)} KB`;
