import type { AfterEndMode } from "../hooks/use-after-end-mode.ts";

/** Says what a submission after the end counts for: the caller's virtual run, or upsolving (never ranked). */
export function AfterEndNotice({ mode }: { mode: AfterEndMode }) {
  if (mode.mode !== "virtual" && mode.mode !== "upsolve") return null;
  return (
    <p
      data-testid="after-end-notice"
      className="rounded-xl border border-violet-500/30 bg-violet-500/10 px-4 py-3 text-sm text-violet-100"
    >
      {mode.mode === "virtual"
        ? "Virtual run: your submissions are scored against your own start and shown as unofficial."
        : "Upsolving: your submissions are judged and shown in your Upsolve column, never ranked."}
    </p>
  );
}
