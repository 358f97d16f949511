import type { SubmissionRow } from "@grindstone/db";
import type { TestResultInput } from "@grindstone/db/queries/submissions";
import {
  type ExpectedFrom,
  formatMemory,
  formatTime,
  notRunReason,
  runCounts,
  type SubmissionView,
  type TestCaseResult,
} from "@grindstone/shared";

/** A stored test's result; a Run's also says where its expected output came from (see ExpectedFrom). */
type ResultRow = TestResultInput & { expectedFrom?: ExpectedFrom; note?: string | null };

/** Hidden tests keep their secret: the client learns pass/fail and figures, never the input or outputs. A test that
 * was not run says why (`all`: every result of the submission, to name the test that stopped it). */
export function toTestCaseResult(r: ResultRow, all: ResultRow[] = [r]): TestCaseResult {
  return {
    testCase: r.position + 1,
    passed: r.passed,
    status: r.status,
    hidden: r.hidden,
    stdin: r.hidden ? null : r.stdin,
    expected: r.hidden ? null : r.expected,
    expectedFrom: r.expectedFrom ?? "given",
    note: r.note ?? null,
    stdout: r.hidden ? null : r.stdout,
    stderr: r.hidden ? null : r.stderr,
    time: formatTime(r.timeMs),
    memory: formatMemory(r.memoryKb),
    timeMs: r.timeMs,
    memoryKb: r.memoryKb,
    notRunReason: notRunReason(
      r,
      all.map((t) => ({ testCase: t.position + 1, hidden: t.hidden, status: t.status })),
    ),
    message: r.hidden ? "" : (r.message ?? ""),
    interaction: r.hidden ? "" : (r.interaction ?? ""),
  };
}

/**
 * The spec's submission shape: stdout, time and memory are per-test lists as JSON strings (as the original stored
 * them) and stdin the visible inputs joined by newlines, beside testCases.
 */
export function toSubmissionView(
  s: Pick<
    SubmissionRow,
    | "id"
    | "problemId"
    | "status"
    | "language"
    | "sourceCode"
    | "compileOutput"
    | "passedCount"
    | "totalCount"
    | "createdAt"
  > &
    Partial<Pick<SubmissionRow, "score" | "maxScore" | "groupResults">>,
  results: ResultRow[],
  kind: "submission" | "run" = "submission",
): SubmissionView {
  const tests = results.map((r) => toTestCaseResult(r, results));
  const visible = tests.filter((t) => !t.hidden);
  return {
    id: s.id,
    kind,
    problemId: s.problemId,
    status: s.status,
    language: s.language,
    sourceCode: s.sourceCode,
    stdin: visible.length > 0 ? visible.map((t) => t.stdin).join("\n") : null,
    stdout: tests.length > 0 ? JSON.stringify(visible.map((t) => t.stdout)) : null,
    time: tests.length > 0 ? JSON.stringify(tests.map((t) => t.time)) : null,
    memory: tests.length > 0 ? JSON.stringify(tests.map((t) => t.memory)) : null,
    compileOutput: s.compileOutput,
    passedCount: s.passedCount,
    totalCount: s.totalCount,
    score: s.score ?? (s.status === "Accepted" ? 1 : 0),
    maxScore: s.maxScore ?? 1,
    groups: s.groupResults ?? [],
    createdAt: s.createdAt.toISOString(),
    testCases: tests,
    ...runCounts(tests),
    notRunReason: tests.find((t) => t.notRunReason !== null)?.notRunReason ?? null,
  };
}
