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
