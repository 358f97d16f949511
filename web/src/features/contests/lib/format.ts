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

/** A contest's length for people: "45 min", "2 h", "1 h 30 min", "14 d 1 h" (the card also shows whole minutes). */
export function readableLength(minutes: number): string {
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  // Minutes stop mattering once a contest runs for days.
  const parts =
    d > 0
      ? [
          [d, "d"],
          [h, "h"],
        ]
      : [
          [h, "h"],
          [m, "min"],
        ];
  const shown = parts.filter(([n]) => n !== 0).map(([n, unit]) => `${n} ${unit}`);
  return shown.length > 0 ? shown.join(" ") : "0 min";
}
