import { PENDING_STATUSES, type SubmissionView } from "@grindstone/shared";

export const isPendingStatus = (status: string) => (PENDING_STATUSES as readonly string[]).includes(status);

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

/**
 * The result panel's figures (spec §9): success rate = passed / total as a percentage with 1 decimal,
 * average runtime in seconds with 3 decimals, average memory in KB with 0 decimals. Per-test numbers are
 * used when present; otherwise the numeric parts of the stored time and memory lists.
 */
export function submissionFigures(s: SubmissionView) {
  const total = s.totalCount || s.testCases.length;
  const passed = s.passedCount;
  const seconds =
    s.testCases.length > 0 ? mean(s.testCases.map((t) => t.timeMs / 1000)) : mean(numbersIn(s.time));
  const kb = s.testCases.length > 0 ? mean(s.testCases.map((t) => t.memoryKb)) : mean(numbersIn(s.memory));
  return {
    passed,
    total,
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
