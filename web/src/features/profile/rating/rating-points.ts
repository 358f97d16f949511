import type { UserRatingContest } from "@grindstone/shared";

/** One point of the rating chart: a rated contest, placed at its end. */
export type RatingPoint = UserRatingContest & { at: number; delta: number };

/** The chart's points, oldest first (the API's order, kept even if two contests end at the same instant). */
export function ratingPoints(contests: UserRatingContest[]): RatingPoint[] {
  return contests
    .map((c, i) => ({ ...c, at: Date.parse(c.endTime), delta: c.newRating - c.oldRating, i }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map(({ i: _i, ...point }) => point);
}

/**
 * The y-axis range: the ratings shown with a margin, rounded out to hundreds, so a single contest or a flat run still
 * draws a readable line instead of one pressed against the edge.
 */
export function ratingDomain(points: RatingPoint[]): [number, number] {
  if (points.length === 0) return [0, 100];
  const values = points.flatMap((p) => [p.oldRating, p.newRating]);
  const low = Math.min(...values);
  const high = Math.max(...values);
  return [Math.floor((low - 50) / 100) * 100, Math.ceil((high + 50) / 100) * 100];
}

const day = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });

/** A contest's end as a date in the viewer's time zone ("28 Nov 2026"). */
export const formatDay = (ms: number) => day.format(new Date(ms));
