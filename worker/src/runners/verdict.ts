import {
  compilerOutputText,
  displayText,
  outputsMatch,
  type TestStatus,
  type Verdict,
} from "@grindstone/shared";
import type { RunResult, RunTest, TestOutcome } from "./runner.ts";

/** What both runners share once a program has run, so the verdict never depends on which runner judged. */

/**
 * Accepted or Wrong Answer for a program that ran cleanly; a test without an expected output passes. `stdout` is
 * the plain decoded output, never the display text (a NUL the program printed must not match a "␀" expected).
 */
export function judgeOutput(stdout: string, test: RunTest): TestStatus {
  if (test.expected === undefined) return "Accepted";
  return outputsMatch(stdout, test.expected) ? "Accepted" : "Wrong Answer";
}

/** A test's result as stored and shown: its outputs become display text (NUL, bad UTF-8, escapes made safe, capped). */
export function outcome(
  status: TestStatus,
  out: { stdout: Uint8Array | string; stderr: Uint8Array | string; timeMs: number; memoryKb: number },
): TestOutcome {
  return {
    status,
    passed: status === "Accepted",
    stdout: displayText(out.stdout),
    stderr: displayText(out.stderr),
    timeMs: Math.max(0, Math.round(out.timeMs)),
    memoryKb: Math.max(0, Math.round(out.memoryKb)),
  };
}

export const skipped = (): TestOutcome => ({
  status: "Skipped",
  passed: false,
  stdout: "",
  stderr: "",
  timeMs: 0,
  memoryKb: 0,
});

/**
 * A submission that did not compile: every test carries the verdict, so results stay aligned with the tests. The
 * compiler's output is stored capped and marked as cut, like any other output (a flood of errors can be megabytes).
 */
export function compilationError(compileOutput: string | Uint8Array, testCount: number): RunResult {
  const failed: TestOutcome = { ...skipped(), status: "Compilation Error" };
  return {
    status: "Compilation Error",
    compileOutput: compilerOutputText(compileOutput),
    tests: Array.from({ length: testCount }, () => ({ ...failed })),
  };
}

/** Accepted when every test passed, otherwise the first failing test's verdict. */
export function overallVerdict(tests: TestOutcome[]): Verdict {
  // A Skipped test always follows the time-limit failure that caused it, so it is never the verdict itself.
  const failed = tests.find((t) => !t.passed && t.status !== "Skipped");
  if (failed) return failed.status as Verdict;
  return tests.some((t) => !t.passed) ? "Time Limit Exceeded" : "Accepted";
}
