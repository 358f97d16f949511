import { PRETESTS_PASSED, VERDICT_LABELS } from "@grindstone/shared";

export type StatusTone = "success" | "provisional" | "error" | "warning" | "neutral";

/**
 * Spec §4: Accepted success style, Wrong Answer error style, Time Limit Exceeded warning style, others neutral
 * (Skipped among them). Issue 28: Pretests Passed is a success that the system test may still overturn, so it has
 * the success colour, outlined only.
 */
export function statusTone(status: string): StatusTone {
  if (status === "Accepted") return "success";
  if (status === PRETESTS_PASSED) return "provisional";
  if (status === "Wrong Answer") return "error";
  if (status === "Time Limit Exceeded") return "warning";
  return "neutral";
}

const TONES: Record<StatusTone, string> = {
  success: "border-emerald-500/40 bg-emerald-500/10 text-emerald-300",
  provisional: "border-dashed border-emerald-400/70 bg-transparent text-emerald-300",
  error: "border-rose-500/40 bg-rose-500/10 text-rose-300",
  warning: "border-amber-500/40 bg-amber-500/10 text-amber-300",
  neutral: "border-slate-600 bg-slate-800/70 text-slate-200",
};

export function toneClass(status: string) {
  return TONES[statusTone(status)];
}

/** What the verdict means, from the one label table (VERDICT_LABELS); pending statuses have none. */
export const verdictExplanation = (status: string) =>
  (VERDICT_LABELS as Record<string, { explanation: string } | undefined>)[status]?.explanation;

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-testid="status-badge"
      data-tone={statusTone(status)}
      title={verdictExplanation(status)}
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${toneClass(status)}`}
    >
      {status}
    </span>
  );
}
