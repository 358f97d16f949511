import type { TestResultInput } from "@grindstone/db/queries/submissions";
import { displayText } from "@grindstone/shared";
import type { RunResult } from "../runners/runner.ts";

/**
 * Pairs each runner outcome with the test it ran, in the shape stored per test. A hidden test's input and expected
 * output are never shown to anyone from a submission (the view nulls them), so they are not copied into it: they
 * can be megabytes, and copying them made the verdict transaction the slowest step of judging. Visible ones are
 * kept up to the same cap as the outputs. Every text goes through displayText, the outputs again too (it is
 * idempotent): a test written by an admin, or a runner that forgot, must not be able to put a NUL into the verdict
 * transaction, which Postgres would refuse, failing the verdict on every retry.
 */
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
      stdin: t.hidden ? "" : displayText(t.input),
      expected: t.hidden ? "" : displayText(t.output),
      stdout: displayText(o?.stdout ?? ""),
      stderr: displayText(o?.stderr ?? ""),
      timeMs: Math.round(o?.timeMs ?? 0),
      memoryKb: Math.round(o?.memoryKb ?? 0),
      hidden: t.hidden,
      // A checker's message may quote the hidden answer: it is kept for visible tests only. Admins see theirs.
      message: t.hidden ? "" : (o?.message ?? ""),
      judgeMessage: o?.judgeMessage ?? "",
      fraction: o?.fraction ?? 0,
      // The exchange shows the hidden input's effects line by line: visible tests only.
      interaction: t.hidden ? "" : (o?.interaction ?? ""),
    };
  });
}
