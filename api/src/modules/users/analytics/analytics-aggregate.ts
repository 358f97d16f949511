import {
  ATTEMPT_BUCKETS,
  type AttemptBucket,
  TAGS_OVER_TIME_LIMIT,
  TIME_TO_AC_BUCKETS,
  type UserAnalytics,
} from "@grindstone/shared";
import type { SolvedRow, TagRow } from "./analytics.queries.ts";

/** Pure arithmetic over the rows of analytics.queries.ts: the SQL gathers facts, this counts them. */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The UTC Monday 00:00 of the ISO week holding `ms`. */
export function weekStartMs(ms: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  // 1970-01-01 was a Thursday: (weekday + 6) % 7 is the number of days since Monday.
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return day - sinceMonday * DAY_MS;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every week from the first solve's to `nowMs`'s, with the week's solves by difficulty and the running total. */
export function solvedOverTime(rows: SolvedRow[], nowMs: number): UserAnalytics["solvedOverTime"] {
  if (rows.length === 0) return [];
  const first = weekStartMs(Math.min(...rows.map((r) => r.solvedAt.getTime())));
  // A solve stamped after `now` (a clock skew between the worker and the API) still gets its week.
  const last = weekStartMs(Math.max(nowMs, ...rows.map((r) => r.solvedAt.getTime())));
  const weeks = new Map<number, { easy: number; medium: number; hard: number }>();
  for (let w = first; w <= last; w += WEEK_MS) weeks.set(w, { easy: 0, medium: 0, hard: 0 });
  for (const r of rows) {
    const week = weeks.get(weekStartMs(r.solvedAt.getTime()));
    if (!week) continue;
    if (r.difficulty === "EASY") week.easy++;
    else if (r.difficulty === "MEDIUM") week.medium++;
    else week.hard++;
  }
  let total = 0;
  return [...weeks].map(([w, c]) => {
    total += c.easy + c.medium + c.hard;
    return { week: isoDay(w), ...c, total };
  });
}

/** The most solved tags' running totals on the same weeks as solvedOverTime. */
export function tagsOverTime(
  rows: SolvedRow[],
  tags: TagRow[],
  weeks: UserAnalytics["solvedOverTime"],
): UserAnalytics["tagsOverTime"] {
  const followed = tags
    .filter((t) => t.solved > 0)
    .slice(0, TAGS_OVER_TIME_LIMIT)
    .map((t) => t.tag);
  const totals = followed.map(() => 0);
  const byWeek = new Map<string, SolvedRow[]>();
  for (const r of rows) {
    const week = isoDay(weekStartMs(r.solvedAt.getTime()));
    byWeek.set(week, [...(byWeek.get(week) ?? []), r]);
  }
  return {
    tags: followed,
    weeks: weeks.map(({ week }) => {
      for (const r of byWeek.get(week) ?? [])
        followed.forEach((tag, i) => {
          if (r.tags.includes(tag)) totals[i] = (totals[i] ?? 0) + 1;
        });
      return { week, totals: [...totals] };
    }),
  };
}

const attemptBucket = (attempts: number): AttemptBucket =>
  attempts >= 5 ? "5+" : (String(attempts) as AttemptBucket);

/** Solved problems with a stored Accepted submission, by attempts up to and including it. */
export function attemptsBeforeAc(rows: SolvedRow[]): UserAnalytics["attemptsBeforeAc"] {
  const counts = new Map<AttemptBucket, number>(ATTEMPT_BUCKETS.map((b) => [b, 0]));
  for (const r of rows) {
    if (r.acAtMs === null || r.attempts < 1) continue;
    const bucket = attemptBucket(r.attempts);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return ATTEMPT_BUCKETS.map((attempts) => ({ attempts, problems: counts.get(attempts) ?? 0 }));
}

/** The median of sorted numbers: the middle one, or the mean of the middle two. */
function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const high = sorted[mid] as number;
  return sorted.length % 2 === 1 ? high : ((sorted[mid - 1] as number) + high) / 2;
}

/** First judged submission to first Accepted, per solved problem: the median and the buckets. */
export function timeToAc(rows: SolvedRow[]): UserAnalytics["timeToAc"] {
  const minutes = rows
    .flatMap((r) => (r.acAtMs !== null && r.firstAtMs !== null ? [(r.acAtMs - r.firstAtMs) / 60_000] : []))
    .sort((a, b) => a - b);
  const buckets = TIME_TO_AC_BUCKETS.map((b) => ({ key: b.key, label: b.label, problems: 0 }));
  for (const m of minutes) {
    const i = TIME_TO_AC_BUCKETS.findIndex((b) => b.belowMinutes === null || m < b.belowMinutes);
    const bucket = buckets[i];
    if (bucket) bucket.problems++;
  }
  const mid = median(minutes);
  return {
    problems: minutes.length,
    medianMinutes: mid === null ? null : Math.round(mid * 10) / 10,
    buckets,
  };
}
