import type { SubmissionView } from "@grindstone/shared";
import { wasNotRun } from "@grindstone/shared";

/** The shared texts: the same words the API's messages use. */
export { verdictHeadline, wasNotRun } from "@grindstone/shared";

/** The problem's limits, as ProblemDetail carries them; used to say which limit a test went over. */
export interface ProblemLimits {
  cpuTimeLimitMs: number;
  memoryLimitKb: number;
}

const REASON: Record<string, string> = {
  "Wrong Answer": "Wrong answer",
  "Time Limit Exceeded": "Time limit exceeded",
  "Memory Limit Exceeded": "Memory limit exceeded",
  "Runtime Error": "Runtime error",
  "Output Limit Exceeded": "Output limit exceeded",
  "Internal Error": "Internal error",
};

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
  return `${REASON[test.status] ?? test.status} on ${where}${limit}`;
}
