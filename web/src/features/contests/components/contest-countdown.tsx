import type { ContestStatus } from "@grindstone/shared";
import { clockCountdown, spokenCountdown } from "../lib/countdown.ts";

/**
 * Spec §2.12: "Time Remaining" in HH:MM:SS to the end, "Contest Ended" at zero. Before the start it counts to the
 * start instead and says so ("Starts in"). Not a live region: a screen reader reads it when asked, not each second.
 */
export function ContestCountdown({
  status,
  left,
  compact = false,
}: {
  status: ContestStatus;
  left: number;
  compact?: boolean;
}) {
  const label = status === "UPCOMING" ? "Starts in" : "Time Remaining";
  return (
    <div
      data-testid="contest-clock"
      className={`rounded-2xl border border-slate-800 bg-slate-900/60 text-center ${compact ? "px-3 py-1.5" : "px-5 py-3"}`}
    >
      {status === "ENDED" ? (
        <p className={`font-semibold text-slate-300 ${compact ? "text-sm" : "text-lg"}`}>Contest Ended</p>
      ) : (
        <>
          <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</p>
          <p
            aria-hidden="true"
            className={`font-mono font-bold text-amber-300 tabular-nums ${compact ? "text-lg" : "text-3xl"}`}
          >
            {clockCountdown(left)}
          </p>
          <p className="sr-only">
            {label} {spokenCountdown(left)}
          </p>
        </>
      )}
    </div>
  );
}
