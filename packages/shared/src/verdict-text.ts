import type { SubmissionView } from "./submissions.ts";

/**
 * A finished run or submission in one line, "Wrong Answer: 3 / 9 tests passed": the API's message for a verdict
 * (spec §8: run and submit toast the server's message) and the web's text for one that arrived over the socket,
 * so both say the same.
 */
export function verdictHeadline(
  s: Pick<SubmissionView, "status" | "passedCount" | "totalCount" | "testCases">,
) {
  const total = s.totalCount || s.testCases.length;
  if (s.status === "Compilation Error" || total === 0) return s.status;
  return `${s.status}: ${s.passedCount} / ${total} ${total === 1 ? "test" : "tests"} passed`;
}
