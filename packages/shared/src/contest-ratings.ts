import { z } from "zod";

/**
 * Contest ratings (issue 26, docs/ratings.md): the shapes of the ratings routes, the admin's rated switch and the
 * socket event. The numbers are Elo-MMR display ratings, computed by the worker's rating job.
 */

/**
 * Where a contest stands with the rating job: PENDING until the job has dealt with it as it now stands (before the
 * end, or while a recomputation is due), then RATED, or UNRATED (not rated by the admin, or fewer than
 * MIN_RATED_PARTICIPANTS participants who submitted).
 */
export const RATING_STATUSES = ["PENDING", "RATED", "UNRATED"] as const;
export type RatingStatus = (typeof RATING_STATUSES)[number];

/** A contest with fewer participants who submitted than this is left unrated (issue 26). */
export const MIN_RATED_PARTICIPANTS = 2;

export const RATING_TEXTS = {
  notRated: "This contest is not rated",
  tooFew: "This contest was not rated: fewer than 2 participants submitted",
  notReady: "Ratings for this contest are not ready yet",
  userNotFound: "User not found",
  ratedOn: "The contest is rated",
  ratedOff: "The contest is no longer rated",
} as const;

/** PATCH /contests/admin/{id}/rated: the admin's switch, also after the end (un-rating recomputes later ratings). */
export const contestRatedBodySchema = z.object({
  rated: z.boolean({ error: "rated must be true or false" }),
});

export type ContestRatingChange = {
  userId: string;
  username: string;
  rank: number;
  oldRating: number;
  newRating: number;
  delta: number;
  /** The performance the contest showed (Elo-MMR's perf score), or null when it showed none. */
  performance: number | null;
};

/** GET /contests/{id}/ratings: best rank first. `status` is PENDING while a recomputation is due. */
export type ContestRatingsResponse = {
  contestId: string;
  status: RatingStatus;
  ratedAt: string | null;
  changes: ContestRatingChange[];
};

export type UserRatingContest = {
  contestId: string;
  title: string;
  endTime: string;
  rank: number;
  oldRating: number;
  newRating: number;
};

/** GET /users/{id}/rating: null rating until the user's first rated contest; contests oldest first. */
export type UserRatingResponse = {
  userId: string;
  username: string;
  rating: number | null;
  maxRating: number | null;
  contests: UserRatingContest[];
};

/** Socket event to the contest room once a contest's ratings are stored (or replaced). */
export const contestRatedEventSchema = z.object({ contestId: z.uuid() });
export type ContestRatedEvent = z.infer<typeof contestRatedEventSchema>;
