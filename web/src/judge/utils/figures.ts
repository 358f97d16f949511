import { PENDING_STATUSES, type SubmissionView, type TestCaseResult } from "@grindstone/shared";
import { wasNotRun } from "./verdict.ts";

export const isPendingStatus = (status: string) => PENDING_STATUSES.some((pending) => pending === status);

const mean = (values: number[]) =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;

/** The numbers inside JSON lists such as `["0.012 s","0.020 s"]` or `["1234 KB"]` (spec §9: "numeric part"). */
export function numbersIn(list: string | null): number[] {
  if (!list) return [];
  try {
    const parsed: unknown = JSON.parse(list);
    const items = Array.isArray(parsed) ? parsed : [parsed];
    return items.map((item) => Number.parseFloat(String(item))).filter((n) => Number.isFinite(n));
  } catch {
    const n = Number.parseFloat(list);
    return Number.isFinite(n) ? [n] : [];
  }
}

/** A test that ran and was measured; a skipped test (or one the judge could not measure) has no figures. */
export const hasFigures = (t: TestCaseResult) => !wasNotRun(t) && (t.timeMs > 0 || t.memoryKb > 0);

/** One test's time and memory, or "—" when it has none (never a misleading 0). */
export const testFigures = (t: TestCaseResult) =>
  hasFigures(t) ? { time: t.time, memory: t.memory } : { time: "—", memory: "—" };

/**
 * The result panel's figures (spec §9): success rate = passed / tests that ran as a percentage with 1 decimal,
 * average runtime in seconds with 3 decimals, average memory in KB with 0 decimals. Tests that were not run (after
 * a Time Limit Exceeded) count in none of them: not as failed, and not with their zeros in the averages
 * (docs/spec-deviations.md); without per-test numbers, the numeric parts of the stored time and memory lists.
 */
export function submissionFigures(s: SubmissionView) {
  const notRun = s.testCases.filter(wasNotRun).length;
  const total = (s.totalCount || s.testCases.length) - notRun;
  const passed = s.passedCount;
  const ran = s.testCases.filter(hasFigures);
  const perTest = s.testCases.length > 0;
  const seconds = perTest ? mean(ran.map((t) => t.timeMs / 1000)) : mean(numbersIn(s.time));
  const kb = perTest ? mean(ran.map((t) => t.memoryKb)) : mean(numbersIn(s.memory));
  return {
    passed,
    total,
    notRun,
    /** "7 / 8"; "—" when no test ran (a program that did not compile). */
    passedOfRan: total > 0 || notRun === 0 ? `${passed} / ${total}` : "—",
    successRate: total > 0 ? `${((passed / total) * 100).toFixed(1)}%` : "—",
    averageTime: seconds === null ? "—" : `${seconds.toFixed(3)} s`,
    averageMemory: kb === null ? "—" : `${kb.toFixed(0)} KB`,
  };
}

/** The program's outputs as text: the stored JSON list joined by lines, or the plain text as is. */
export function outputText(stdout: string | null): string {
  if (!stdout) return "";
  try {
    const parsed: unknown = JSON.parse(stdout);
    if (Array.isArray(parsed))
      return parsed.map((o) => (o === null ? "" : String(o).replace(/\n$/, ""))).join("\n");
  } catch {
    // plain text
  }
  return stdout;
}
