import { z } from "zod";
import { LANGUAGES } from "./languages.ts";

/**
 * Progress analytics (issue 27, "Your progress, drawn"): GET /users/{id}/analytics. Every number is a count of
 * facts in Postgres, exact and reproducible:
 * - a "judged submission" is a submission (practice or contest) with a verdict; Queued/Running ones and the
 *   judge's own failures (Internal Error, Judge Error: not the learner's attempt) are left out; Runs are never
 *   stored as submissions, so they never count;
 * - a "solved problem" is a row of solved_problems (the profile's "solved" mark), its time that row's solved_at;
 * - weeks are ISO weeks in UTC, named by their Monday (YYYY-MM-DD), like the streak's UTC days.
 */

/** Verdicts that are the judge's failure, not the learner's try: never an attempt, never in an acceptance rate. */
export const JUDGE_FAULT_VERDICTS = ["Internal Error", "Judge Error"] as const;

/** Attempts before and including the first Accepted, grouped: 1, 2, 3, 4, and 5 or more. */
export const ATTEMPT_BUCKETS = ["1", "2", "3", "4", "5+"] as const;
export type AttemptBucket = (typeof ATTEMPT_BUCKETS)[number];

/**
 * Time from a problem's first judged submission to its first Accepted one. A problem falls in the first bucket whose
 * `belowMinutes` it is under (so exactly 5 minutes is "5–30 min"); the last bucket has no bound.
 */
export const TIME_TO_AC_BUCKETS = [
  { key: "under-5m", label: "Under 5 min", belowMinutes: 5 },
  { key: "5m-30m", label: "5–30 min", belowMinutes: 30 },
  { key: "30m-2h", label: "30 min–2 h", belowMinutes: 120 },
  { key: "2h-1d", label: "2 h–1 day", belowMinutes: 24 * 60 },
  { key: "1d-7d", label: "1–7 days", belowMinutes: 7 * 24 * 60 },
  { key: "7d-plus", label: "Over 7 days", belowMinutes: null },
] as const;
export type TimeToAcBucketKey = (typeof TIME_TO_AC_BUCKETS)[number]["key"];

/** Tags followed week by week: the ones with the most solves (more lines than this make an unreadable chart). */
export const TAGS_OVER_TIME_LIMIT = 5;

export const ANALYTICS_TEXTS = {
  userNotFound: "User not found",
} as const;

const count = z.number().int().nonnegative();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const userAnalyticsSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  totals: z.object({
    /** Problems solved (the profile's count). */
    solved: count,
    /** Judged submissions, and how many of them were Accepted. */
    submissions: count,
    accepted: count,
  }),
  /**
   * One row per week from the week of the first solve to the current week, weeks without solves included (a
   * timeline, not a list of events); empty before the first solve. easy/medium/hard: solved in that week;
   * total: solved up to and including that week.
   */
  solvedOverTime: z.array(z.object({ week: isoDay, easy: count, medium: count, hard: count, total: count })),
  /**
   * Per tag of the problems the user tried: distinct problems solved, and distinct problems attempted (a judged
   * submission or a solve; solved ones included, so solved ≤ attempted). Most solved first, then most attempted,
   * then by name.
   */
  tags: z.array(z.object({ tag: z.string(), solved: count, attempted: count })),
  /**
   * The TAGS_OVER_TIME_LIMIT most solved tags (the first of `tags` that have a solve), week by week on the weeks of
   * solvedOverTime: totals[i] is how many problems tagged tags[i] were solved up to and including that week.
   */
  tagsOverTime: z.object({
    tags: z.array(z.string()),
    weeks: z.array(z.object({ week: isoDay, totals: z.array(count) })),
  }),
  /**
   * Per language used, most judged submissions first: acceptanceRate = accepted / submissions (0..1, unrounded;
   * a client rounds it for display).
   */
  languages: z.array(
    z.object({
      language: z.enum(LANGUAGES),
      submissions: count,
      accepted: count,
      acceptanceRate: z.number().min(0).max(1),
    }),
  ),
  /**
   * Per solved problem, its judged submissions up to and including its first Accepted, grouped in ATTEMPT_BUCKETS
   * (all five, in order, zeros included). A solved problem without a stored Accepted submission (its submissions
   * deleted) is in neither this nor timeToAc.
   */
  attemptsBeforeAc: z.array(z.object({ attempts: z.enum(ATTEMPT_BUCKETS), problems: count })),
  /**
   * Per solved problem, first judged submission to first Accepted (submission times): the median in minutes
   * (rounded to 0.1; the mean of the middle two for an even count; null with no solved problem), and the problems per
   * TIME_TO_AC_BUCKETS bucket (all of them, in order).
   */
  timeToAc: z.object({
    problems: count,
    medianMinutes: z.number().nonnegative().nullable(),
    buckets: z.array(
      z.object({
        key: z.enum(TIME_TO_AC_BUCKETS.map((b) => b.key) as [TimeToAcBucketKey, ...TimeToAcBucketKey[]]),
        label: z.string(),
        problems: count,
      }),
    ),
  }),
});
export type UserAnalytics = z.infer<typeof userAnalyticsSchema>;
