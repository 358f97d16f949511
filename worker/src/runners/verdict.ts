import { compilerOutputText, displayText, type TestStatus } from "@grindstone/shared";
import type { CheckResult } from "../judge/checkers/types.ts";
import type { RunResult, TestOutcome } from "./runner.ts";

/**
 * How both runners shape results once a program has run (the verdict itself is judge/decide.ts's): display text,
 * skipped tests, a compilation error.
 */

// A checker's messages are stored like outputs: display text, capped.
const MESSAGE_BYTES = 4096;
const messageText = (s: string | undefined) => (s ? displayText(s).slice(0, MESSAGE_BYTES) : undefined);

/** A test's result as stored and shown: its outputs become display text (NUL, bad UTF-8, escapes made safe, capped). */
export function outcome(
  status: TestStatus,
  out: { stdout: Uint8Array | string; stderr: Uint8Array | string; timeMs: number; memoryKb: number },
  checked?: Pick<CheckResult, "fraction" | "message" | "judgeMessage">,
): TestOutcome {
  const passed = status === "Accepted";
  return {
    status,
    passed,
    fraction: Math.min(1, Math.max(0, checked?.fraction ?? (passed ? 1 : 0))),
    message: messageText(checked?.message),
    judgeMessage: messageText(checked?.judgeMessage),
    stdout: displayText(out.stdout),
    stderr: displayText(out.stderr),
    timeMs: Math.max(0, Math.round(out.timeMs)),
    memoryKb: Math.max(0, Math.round(out.memoryKb)),
  };
}

export const skipped = (): TestOutcome => ({
  status: "Skipped",
  passed: false,
  fraction: 0,
  stdout: "",
  stderr: "",
  timeMs: 0,
  memoryKb: 0,
});

/**
 * A submission that did not compile: every test carries the verdict, so results stay aligned with the tests. The
 * compiler's output is stored capped and marked as cut, like any other output (a flood of errors can be megabytes).
 */
export function compilationError(
  compileOutput: string | Uint8Array,
  testCount: number,
  maxScore: number,
): RunResult {
  const failed: TestOutcome = { ...skipped(), status: "Compilation Error" };
  return {
    status: "Compilation Error",
    score: 0,
    maxScore,
    groups: [],
    compileOutput: compilerOutputText(compileOutput),
    tests: Array.from({ length: testCount }, () => ({ ...failed })),
  };
}

/**
 * A submission this runner cannot judge under its problem's policy (an interactive problem on Judge0): Judge Error on
 * every test, the reason for admins. Final at once: retrying would fail the same way, and it is never the learner's.
 */
export function cannotJudge(reason: string, testCount: number, maxScore: number): RunResult {
  const failed: TestOutcome = { ...skipped(), status: "Judge Error", judgeMessage: reason };
  return {
    status: "Judge Error",
    score: 0,
    maxScore,
    groups: [],
    compileOutput: null,
    tests: Array.from({ length: testCount }, () => ({ ...failed })),
  };
}
