import type { ContestStatus } from "@grindstone/shared";
import { clockCountdown, spokenCountdown } from "../lib/countdown.ts";

/**
 * Spec §2.12: "Time Remaining" in HH:MM:SS to the end, "Contest Ended" at zero. Before the start it counts to the
 * start instead and says so ("Starts in"). Not a live region: a screen reader reads it when asked, not each second.
 * `inline` is one line for a sticky bar (the label is spoken, and shown only where there is room).
 */
export function ContestCountdown({
  status,
  left,
  compact = false,
  inline = false,
}: {
  status: ContestStatus;
  left: number;
  compact?: boolean;
  inline?: boolean;
}) {
  const label = status === "UPCOMING" ? "Starts in" : "Time Remaining";
  if (inline) {
    return (
      <div data-testid="contest-clock" className="flex items-center gap-2 whitespace-nowrap">
        {status === "ENDED" ? (
          <p className="text-sm font-semibold text-slate-300">Contest Ended</p>
        ) : (
          <>
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              aria-hidden="true"
              className="size-4 text-slate-400 sm:hidden"
            >
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </svg>
            <p className="hidden text-xs font-medium tracking-wide text-slate-400 uppercase sm:block">
              {label}
            </p>
            <p aria-hidden="true" className="font-mono text-base font-bold text-amber-300 tabular-nums">
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
