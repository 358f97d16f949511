import type { TestResultInput } from "@grindstone/db/queries/submissions";
import { MAX_STORED_OUTPUT_BYTES } from "@grindstone/shared";
import type { RunResult } from "../runners/runner.ts";
import { decodeCapped } from "../runners/sandbox/output-collector.ts";

const capped = (text: string) => decodeCapped(new TextEncoder().encode(text), MAX_STORED_OUTPUT_BYTES);

/**
 * Pairs each runner outcome with the test it ran, in the shape stored per test. A hidden test's input and expected
 * output are never shown to anyone from a submission (the view nulls them), so they are not copied into it: they
 * can be megabytes, and copying them made the verdict transaction the slowest step of judging. Visible ones are
 * kept up to the same cap as the outputs.
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
      stdin: t.hidden ? "" : capped(t.input),
      expected: t.hidden ? "" : capped(t.output),
      stdout: o?.stdout ?? "",
      stderr: o?.stderr ?? "",
      timeMs: Math.round(o?.timeMs ?? 0),
      memoryKb: Math.round(o?.memoryKb ?? 0),
      hidden: t.hidden,
    };
  });
}
