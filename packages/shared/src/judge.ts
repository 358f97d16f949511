/** Final verdicts, with the exact strings users see (and Judge0 uses). */
export const VERDICTS = [
  "Accepted",
  "Wrong Answer",
  "Time Limit Exceeded",
  "Memory Limit Exceeded",
  "Runtime Error",
  "Compilation Error",
  "Output Limit Exceeded",
  "Internal Error",
  "Judge Error",
  // A contest round with pretests (issue 28): a try that passed them, and a passed try a later one superseded.
  "Pretests Passed",
  "Skipped",
] as const;
export type Verdict = (typeof VERDICTS)[number];

/**
 * What each verdict means to the learner, beside the word itself: the one table every screen renders from. `ours`:
 * the failure is the judge's, never the program's (it costs no attempt and counts for no one).
 */
export const VERDICT_LABELS: Record<Verdict, { short: string; explanation: string; ours: boolean }> = {
  Accepted: { short: "AC", explanation: "Every test passed.", ours: false },
  "Wrong Answer": { short: "WA", explanation: "The output is not a right answer.", ours: false },
  "Time Limit Exceeded": { short: "TLE", explanation: "A test ran past its time limit.", ours: false },
  "Memory Limit Exceeded": {
    short: "MLE",
    explanation: "A test used more memory than allowed.",
    ours: false,
  },
  "Runtime Error": { short: "RE", explanation: "The program crashed or exited with an error.", ours: false },
  "Compilation Error": { short: "CE", explanation: "The program did not compile.", ours: false },
  "Output Limit Exceeded": { short: "OLE", explanation: "A test printed more than allowed.", ours: false },
  "Internal Error": {
    short: "IE",
    explanation: "The judge failed to run this submission. It is not your program's fault.",
    ours: true,
  },
  "Judge Error": {
    short: "JE",
    explanation:
      "The problem's checker failed on this submission. It is not your program's fault; an admin was told.",
    ours: true,
  },
  "Pretests Passed": {
    short: "PP",
    explanation: "Every pretest passed. The full tests run when the contest ends.",
    ours: false,
  },
  Skipped: {
    short: "SK",
    explanation:
      "Not system-tested: a later submission to this problem passed the pretests, and only the last one counts.",
    ours: false,
  },
};

/** Issue 28: what a try in a round with pretests gets when it passes them, before the system test. */
export const PRETESTS_PASSED = "Pretests Passed" as const;

/** A submission's status over its life: Queued → Running → one verdict, written once. */
export const PENDING_STATUSES = ["Queued", "Running"] as const;
export type SubmissionStatus = Verdict | (typeof PENDING_STATUSES)[number];
/** Every value `submissions.status` may hold (its column is typed with this list). */
export const SUBMISSION_STATUSES = [
  ...PENDING_STATUSES,
  ...VERDICTS,
] as const satisfies readonly SubmissionStatus[];

/** A test that was not executed because an earlier one already used up its time (it counts as not passed). */
export const SKIPPED = "Skipped" as const;
export type TestStatus = Verdict | typeof SKIPPED;
/** Every value `submission_test_results.status` may hold. */
export const TEST_STATUSES = VERDICTS satisfies readonly TestStatus[];

/** Per-problem defaults (spec: 2 s CPU, 256 MB): a judging policy's limits when none are set (judge-policy.ts). */
export const DEFAULT_LIMITS = { cpuTimeMs: 2000, memoryKb: 256 * 1024 } as const;

/** Stored per output stream; anything beyond is cut (the program is killed past OUTPUT_KILL_BYTES). */
export const MAX_STORED_OUTPUT_BYTES = 64 * 1024;
export const OUTPUT_KILL_BYTES = 8 * 1024 * 1024;

/** Admission limits for run and submit. */
export const MAX_SOURCE_BYTES = 64 * 1024;
export const MAX_TEST_IO_BYTES = 1024 * 1024;
/** Cases one Run executes; a Run may carry more (an admin's view holds every test) and the rest are not run. */
export const MAX_RUN_CASES = 10;
/** Tests a problem may hold, which is also the most cases a Run body may carry. */
export const MAX_TESTS_PER_PROBLEM = 100;

/**
 * Output comparison: trailing whitespace on each line and trailing blank lines are ignored (and \r\n equals \n),
 * nothing else. Used by every runner so the verdict does not depend on which runner judged.
 */
export function normaliseOutput(s: string): string {
  const lines = s
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.replace(/[ \t\f\v]+$/, ""));
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines.join("\n");
}
export const outputsMatch = (actual: string, expected: string) =>
  normaliseOutput(actual) === normaliseOutput(expected);
