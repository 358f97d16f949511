import type {
  ImportedProblemReport,
  ImportView,
  JudgePolicyType,
  VerificationEntry,
} from "@grindstone/shared";

/** What the admin may upload (the worker's unpacker reads these; docs/problem-import.md, "Archives and URLs"). */
export const ARCHIVE_EXTENSIONS = [".zip", ".kpp", ".tar", ".tar.gz", ".tgz"] as const;
export const ARCHIVE_ACCEPT = ARCHIVE_EXTENSIONS.join(",");

export function isArchiveName(name: string): boolean {
  const lower = name.toLowerCase();
  return ARCHIVE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

export const TYPE_LABEL: Record<JudgePolicyType, string> = {
  "pass-fail": "Pass / fail",
  scoring: "Scoring",
  interactive: "Interactive",
};

export const STATUS_LABEL: Record<ImportedProblemReport["status"], string> = {
  created: "Created",
  updated: "Updated",
  failed: "Failed",
};

export const IMPORT_STATUS_LABEL: Record<ImportView["status"], string> = {
  running: "Running",
  done: "Done",
  failed: "Failed",
};

export const VERIFIED_LABEL: Record<ImportedProblemReport["verified"], string> = {
  passed: "Verified",
  mismatch: "Mismatch",
  skipped: "Not verified",
};

/** A check's outcome in words, so the table never says it by colour alone. */
export function checkLabel(ok: VerificationEntry["ok"]): { mark: string; text: string } {
  if (ok === true) return { mark: "✓", text: "As expected" };
  if (ok === false) return { mark: "✗", text: "Mismatch" };
  return { mark: "—", text: "Not checked" };
}

export type CheckCounts = { ok: number; mismatch: number; unchecked: number };

export function checkCounts(entries: VerificationEntry[]): CheckCounts {
  const counts: CheckCounts = { ok: 0, mismatch: 0, unchecked: 0 };
  for (const entry of entries) {
    if (entry.ok === true) counts.ok++;
    else if (entry.ok === false) counts.mismatch++;
    else counts.unchecked++;
  }
  return counts;
}

/** "12 checks: 10 as expected, 1 mismatch, 1 not checked" (zero parts left out). */
export function checkSummary(entries: VerificationEntry[]): string {
  const { ok, mismatch, unchecked } = checkCounts(entries);
  const parts = [
    ok ? `${ok} as expected` : "",
    mismatch ? `${mismatch} ${mismatch === 1 ? "mismatch" : "mismatches"}` : "",
    unchecked ? `${unchecked} not checked` : "",
  ].filter(Boolean);
  const total = `${entries.length} ${entries.length === 1 ? "check" : "checks"}`;
  return parts.length ? `${total}: ${parts.join(", ")}` : total;
}

export type ImportCounts = Record<ImportedProblemReport["status"], number>;

export function importCounts(problems: ImportedProblemReport[]): ImportCounts {
  const counts: ImportCounts = { created: 0, updated: 0, failed: 0 };
  for (const p of problems) counts[p.status]++;
  return counts;
}

/** "2 created, 1 failed", or "" when nothing is reported yet. */
export function countsText(problems: ImportedProblemReport[]): string {
  const counts = importCounts(problems);
  return (["created", "updated", "failed"] as const)
    .filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${status}`)
    .join(", ");
}

/** The progress line: "Unpacking…" until the packages are counted, then "3 of 5 packages". */
export function progressText({ status, progress }: Pick<ImportView, "status" | "progress">): string {
  if (progress.total === 0)
    return status === "running" ? "Unpacking and looking for packages…" : "No packages found";
  return `${progress.done} of ${progress.total} ${progress.total === 1 ? "package" : "packages"}`;
}

/** Percent done, 0..100; null while the total is unknown (an indeterminate bar). */
export function progressPercent({ progress }: Pick<ImportView, "progress">): number | null {
  if (progress.total === 0) return null;
  return Math.min(100, Math.round((progress.done / progress.total) * 100));
}
