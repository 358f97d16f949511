const dateTime = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A contest's start, in the viewer's own time zone. */
export const formatStart = (iso: string) => dateTime.format(new Date(iso));

/** Spec §9: duration in whole minutes. */
export function durationMinutes(c: { startTime: string; endTime: string }): number {
  return Math.floor((Date.parse(c.endTime) - Date.parse(c.startTime)) / 60_000);
}

/** A contest's length for people: "45 min", "2 h", "1 h 30 min", "14 days" (the card also shows whole minutes). */
export function readableLength(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const days = Math.floor(minutes / 1440);
  if (days >= 2 && minutes % 1440 === 0) return `${days} days`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
