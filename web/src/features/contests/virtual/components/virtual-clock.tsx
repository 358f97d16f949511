import { clockCountdown, spokenCountdown } from "../../lib/countdown.ts";

/** A running virtual run's own clock, counted on the server's time like the live contest's. */
export function VirtualClock({ left, inline = false }: { left: number; inline?: boolean }) {
  return (
    <div
      data-testid="virtual-clock"
      className={
        inline
          ? "flex items-center gap-2 whitespace-nowrap"
          : "rounded-2xl border border-violet-500/40 bg-violet-500/10 px-5 py-3 text-center"
      }
    >
      <p className="text-xs font-medium tracking-wide text-violet-200 uppercase">Virtual run · time left</p>
      <p
        aria-hidden="true"
        className={`font-mono font-bold text-violet-100 tabular-nums ${inline ? "text-base" : "text-3xl"}`}
      >
        {clockCountdown(left)}
      </p>
      <p className="sr-only">Virtual run: {spokenCountdown(left)} left</p>
    </div>
  );
}
