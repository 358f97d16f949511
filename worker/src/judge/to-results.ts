import type { TestResultInput } from "@grindstone/db/queries/submissions";
import type { RunResult } from "../runners/runner.ts";

/** Pairs each runner outcome with the test it ran, in the shape stored per test. */
export function toResults(
  tests: { input: string; output: string; hidden: boolean }[],
  result: RunResult,
): TestResultInput[] {
  return tests.map((t, i) => {
    const o = result.tests[i];
    return {
      position: i,
      passed: o?.passed ?? false,
      status: o?.status ?? result.status,
      stdin: t.input,
      expected: t.output,
      stdout: o?.stdout ?? "",
      stderr: o?.stderr ?? "",
      timeMs: Math.round(o?.timeMs ?? 0),
      memoryKb: Math.round(o?.memoryKb ?? 0),
      hidden: t.hidden,
    };
  });
}
