import type { ContestStatus } from "@grindstone/shared";

const STYLES: Record<ContestStatus, string> = {
  LIVE: "border-emerald-500/40 bg-emerald-500/15 text-emerald-300",
  UPCOMING: "border-sky-500/40 bg-sky-500/15 text-sky-300",
  ENDED: "border-slate-600 bg-slate-800/80 text-slate-300",
};

/** Spec §2.11: LIVE, UPCOMING or ENDED; a live contest's dot pulses (not for reduced motion). */
export function ContestStatusBadge({ status }: { status: ContestStatus }) {
  return (
    <span
      data-testid="contest-status"
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-bold tracking-wider ${STYLES[status]}`}
    >
      {status === "LIVE" ? (
        <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-400 motion-safe:animate-pulse" />
      ) : null}
      {status}
    </span>
  );
}
