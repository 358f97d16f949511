const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Spec §2.11: days, hours and minutes when at least a day remains; hours, minutes and seconds when at least an
 * hour; otherwise minutes and seconds. Whole units, rounded down, never negative.
 */
export function cardCountdown(ms: number): string {
  const left = Math.max(0, ms);
  const d = Math.floor(left / DAY);
  const h = Math.floor((left % DAY) / HOUR);
  const m = Math.floor((left % HOUR) / MINUTE);
  const s = Math.floor((left % MINUTE) / SECOND);
  if (left >= DAY) return `${d}d ${h}h ${m}m`;
  if (left >= HOUR) return `${h}h ${m}m ${s}s`;
  return `${m}m ${s}s`;
}

/** Spec §2.12: HH:MM:SS (hours keep counting past 99 rather than wrapping). */
export function clockCountdown(ms: number): string {
  const left = Math.max(0, ms);
  const h = Math.floor(left / HOUR);
  const m = Math.floor((left % HOUR) / MINUTE);
  const s = Math.floor((left % MINUTE) / SECOND);
  return `${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** Remaining time for a screen reader, spoken in words rather than digits. */
export function spokenCountdown(ms: number): string {
  const left = Math.max(0, ms);
  const parts: string[] = [];
  const d = Math.floor(left / DAY);
  const h = Math.floor((left % DAY) / HOUR);
  const m = Math.floor((left % HOUR) / MINUTE);
  const s = Math.floor((left % MINUTE) / SECOND);
  if (d) parts.push(`${d} ${d === 1 ? "day" : "days"}`);
  if (h) parts.push(`${h} ${h === 1 ? "hour" : "hours"}`);
  if (m) parts.push(`${m} ${m === 1 ? "minute" : "minutes"}`);
  if (!d && !h) parts.push(`${s} ${s === 1 ? "second" : "seconds"}`);
  return parts.join(" ");
}
