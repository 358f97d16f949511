import type { ImportedProblemReport, ImportView } from "@grindstone/shared";
import { IMPORT_STATUS_LABEL, STATUS_LABEL, VERIFIED_LABEL } from "../lib/report.ts";

const pill =
  "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";

const TONE = {
  good: "border-emerald-500/30 bg-emerald-500/10 text-emerald-300",
  bad: "border-rose-500/40 bg-rose-500/10 text-rose-300",
  neutral: "border-slate-600 bg-slate-800/60 text-slate-300",
  busy: "border-sky-500/30 bg-sky-500/10 text-sky-300",
} as const;

const STATUS_TONE: Record<ImportedProblemReport["status"], keyof typeof TONE> = {
  created: "good",
  updated: "good",
  failed: "bad",
};

const VERIFIED_TONE: Record<ImportedProblemReport["verified"], keyof typeof TONE> = {
  passed: "good",
  mismatch: "bad",
  skipped: "neutral",
};

const IMPORT_TONE: Record<ImportView["status"], keyof typeof TONE> = {
  running: "busy",
  done: "good",
  failed: "bad",
};

/** Created / Updated / Failed: the words carry the meaning, the colour only repeats it. */
export function StatusBadge({ status }: { status: ImportedProblemReport["status"] }) {
  return (
    <span className={`${pill} ${TONE[STATUS_TONE[status]]}`} data-testid="package-status">
      {STATUS_LABEL[status]}
    </span>
  );
}

export function VerifiedBadge({ verified }: { verified: ImportedProblemReport["verified"] }) {
  return (
    <span className={`${pill} ${TONE[VERIFIED_TONE[verified]]}`} data-testid="verified-badge">
      {verified === "passed" ? "✓ " : verified === "mismatch" ? "✗ " : ""}
      {VERIFIED_LABEL[verified]}
    </span>
  );
}

export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  return (
    <span className={`${pill} ${TONE[isPublic ? "good" : "neutral"]}`} data-testid="visibility-badge">
      {isPublic ? "Public" : "Hidden"}
    </span>
  );
}

export function ImportStatusBadge({ status }: { status: ImportView["status"] }) {
  return (
    <span className={`${pill} ${TONE[IMPORT_TONE[status]]}`} data-testid="import-status">
      {IMPORT_STATUS_LABEL[status]}
    </span>
  );
}
