import { useSyncExternalStore } from "react";

/** One clock for every timestamp on screen: ticks each 30 s, so "2 minutes ago" is never a minute behind. */
const TICK_MS = 30_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Idle while nothing shows a time: catch up now (React reads the snapshot again after subscribing).
  if (!timer) now = Date.now();
  timer ??= setInterval(() => {
    now = Date.now();
    for (const l of listeners) l();
  }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 31_536_000],
  ["month", 2_592_000],
  ["week", 604_800],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];
const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const full = new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "short" });

export function relativeTime(date: Date, reference: number): string {
  const seconds = Math.round((date.getTime() - reference) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

/** "5 minutes ago", with the full date and time on hover and for assistive technology (`<time dateTime>`). */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const reference = useSyncExternalStore(subscribe, () => now);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // A time a little ahead of this clock (skew, or the clock not ticked yet) reads "just now", not "in 20 seconds".
  return (
    <time dateTime={date.toISOString()} title={full.format(date)} className={className}>
      {relativeTime(date, Math.max(reference, date.getTime()))}
    </time>
  );
}
