const DAY_MS = 86_400_000;

export interface HeatmapDay {
  /** YYYY-MM-DD (UTC, like the API's solvedDates). */
  date: string;
  /** False for the padding days of the first and last week that belong to another year. */
  inYear: boolean;
}

/** Spec §9: 53 weeks of the current year. */
export const HEATMAP_WEEKS = 53;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The weeks of `year` as columns of seven days, Sunday first, starting with the week of 1 January. That is
 * 53 columns, or 54 in a leap year starting on a Saturday (so 31 December is never cut off).
 * Days are UTC because the API counts solves per UTC day.
 */
export function yearWeeks(year: number): HeatmapDay[][] {
  const jan1 = Date.UTC(year, 0, 1);
  const offset = new Date(jan1).getUTCDay();
  const daysInYear = (Date.UTC(year + 1, 0, 1) - jan1) / DAY_MS;
  const weeks = Math.max(HEATMAP_WEEKS, Math.ceil((offset + daysInYear) / 7));
  const first = jan1 - offset * DAY_MS;
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const ms = first + (w * 7 + d) * DAY_MS;
      return { date: isoDay(ms), inYear: new Date(ms).getUTCFullYear() === year };
    }),
  );
}

/** For each week column, the short month name when that week holds the 1st of a month (or is the first). */
export function monthLabels(weeks: HeatmapDay[][]): (string | null)[] {
  return weeks.map((week, w) => {
    const first = week.find((day) => day.inYear && (day.date.endsWith("-01") || w === 0));
    if (!first) return null;
    return new Date(`${first.date}T00:00:00Z`).toLocaleString("en-US", { month: "short", timeZone: "UTC" });
  });
}

export const todayUtc = () => isoDay(Date.now());
