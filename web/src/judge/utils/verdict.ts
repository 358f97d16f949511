import type { SubmissionView } from "@grindstone/shared";
import { wasNotRun } from "@grindstone/shared";

/** A scoring problem's submission (groups of points): its score is shown beside the verdict. */
export const isScored = (s: Pick<SubmissionView, "groups">) => (s.groups?.length ?? 0) > 0;

/** "40 / 100" */
export const scoreText = (s: Pick<SubmissionView, "score" | "maxScore">) =>
  `${+s.score.toFixed(2)} / ${+s.maxScore.toFixed(2)}`;

/** The shared texts: the same words the API's messages use. */
export { verdictHeadline, wasNotRun } from "@grindstone/shared";

/** The problem's limits, as ProblemDetail carries them; used to say which limit a test went over. */
export interface ProblemLimits {
  cpuTimeLimitMs: number;
  memoryLimitKb: number;
}

/** A verdict as the start of a sentence: "Time limit exceeded on hidden test 8". */
const asReason = (status: string) => status.charAt(0) + status.slice(1).toLowerCase();

const seconds = (ms: number) => `${Number.isInteger(ms / 1000) ? ms / 1000 : (ms / 1000).toFixed(1)} s`;
const megabytes = (kb: number) => `${Math.round(kb / 1024)} MB`;

/** The first failing test with its reason: "Time limit exceeded on hidden test 8: over 1 s". */
export function firstFailure(s: SubmissionView, limits?: ProblemLimits): string | null {
  if (s.status === "Compilation Error") return "The code did not compile, so no test ran.";
  const test = s.testCases.find((t) => !t.passed && !wasNotRun(t));
  if (!test) return null;
  const where = `${test.hidden ? "hidden test" : "test"} ${test.testCase}`;
  let limit = "";
  if (limits && test.status === "Time Limit Exceeded") limit = `: over ${seconds(limits.cpuTimeLimitMs)}`;
  if (limits && test.status === "Memory Limit Exceeded") limit = `: over ${megabytes(limits.memoryLimitKb)}`;
  return `${asReason(test.status)} on ${where}${limit}`;
}
