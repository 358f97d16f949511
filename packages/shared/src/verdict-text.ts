import { SKIPPED, type TestStatus } from "./judge.ts";
import type { SubmissionView, TestCaseResult } from "./submissions.ts";

/** A test that never ran: skipped after an earlier one used up the time, or the program did not compile. */
export const wasNotRun = (t: { status: string }) => t.status === SKIPPED || t.status === "Compilation Error";

/** What a test that was not run says instead of figures (every screen shows this text as is). */
export const NOT_RUN_DID_NOT_COMPILE = "The program did not compile, so this test was not run.";

const testName = (t: { testCase: number; hidden: boolean }) =>
  `${t.hidden ? "hidden test" : "test"} ${t.testCase}`;

/** "test 10", "tests 3 and 10", "hidden tests 4, 6 and 8", "test 3 and hidden test 8". */
function listTests(tests: { testCase: number; hidden: boolean }[]): string {
  const sameKind = tests.every((t) => t.hidden === tests[0]?.hidden);
  const names =
    sameKind && tests.length > 1
      ? tests.map((t, i) =>
          i === 0 ? `${tests[0]!.hidden ? "hidden tests" : "tests"} ${t.testCase}` : `${t.testCase}`,
        )
      : tests.map(testName);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * Why a test was not run (null for a test that ran): the judge stops a submission at its first Time Limit Exceeded
 * (every test left would burn the whole limit for a verdict already decided), so the tests not started by then say
 * which test stopped it: "Stopped after test 10 exceeded the time limit." Several lanes can each run out of time
 * before they notice the other, so it may name more than one.
 */
export function notRunReason(
  test: { status: TestStatus | string },
  tests: { testCase: number; hidden: boolean; status: TestStatus | string }[],
): string | null {
  if (test.status === "Compilation Error") return NOT_RUN_DID_NOT_COMPILE;
  if (test.status !== SKIPPED) return null;
  const stoppedBy = tests.filter((t) => t.status === "Time Limit Exceeded");
  if (stoppedBy.length === 0) return "The judge stopped before this test.";
  return `Stopped after ${listTests(stoppedBy)} exceeded the time limit.`;
}

/**
 * A finished run or submission in one line, "Wrong Answer: 3 / 9 tests passed": the API's message for a verdict
 * (spec §8: run and submit toast the server's message) and the web's text for one that arrived over the socket,
 * so both say the same. Tests that were not run (after a Time Limit Exceeded) are counted apart, never as failed:
 * "Time Limit Exceeded: 0 / 1 tests passed, 10 not run".
 */
export function verdictHeadline(
  s: Pick<SubmissionView, "status" | "passedCount" | "totalCount" | "testCases">,
) {
  const total = s.totalCount || s.testCases.length;
  if (s.status === "Compilation Error" || total === 0) return s.status;
  const notRun = s.testCases.filter(wasNotRun).length;
  const ran = total - notRun;
  const passed = `${s.passedCount} / ${ran} ${ran === 1 ? "test" : "tests"} passed`;
  return notRun > 0 ? `${s.status}: ${passed}, ${notRun} not run` : `${s.status}: ${passed}`;
}

/** The tests of a finished submission that ran, and those that did not (the figures count only the first). */
export function runCounts(testCases: Pick<TestCaseResult, "status">[]) {
  const notRun = testCases.filter(wasNotRun).length;
  return { ranCount: testCases.length - notRun, notRunCount: notRun };
}
