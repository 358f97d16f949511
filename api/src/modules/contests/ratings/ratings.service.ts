import { users } from "@grindstone/db";
import {
  contestRatingRows,
  ratingDeltasOf,
  setContestRated,
  userRatingHistory,
} from "@grindstone/db/queries/contest-ratings";
import {
  type ContestRatingsResponse,
  type ContestView,
  RATING_TEXTS,
  type ScoreboardRow,
  type UserRatingResponse,
} from "@grindstone/shared";
import { bumpContestVersion } from "@grindstone/shared/contest-ranking";
import { requestRating } from "@grindstone/shared/server";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context.ts";
import { AppError, notFound } from "../../../lib/errors.ts";
import type { ContestViewer } from "../contest-views.ts";
import { contestNotFound, getContest, getContestRow } from "../contests.service.ts";

/**
 * Reading ratings and the admin's rated switch (issue 26). The numbers come from the worker's rating job
 * (worker/src/contests/ratings/rating-job.ts); this side only reads them, or sends a contest back to it.
 */

const notRated = (message: string) => new AppError("CONFLICT", 409, message);

/**
 * GET /contests/{id}/ratings: 409 until the job has rated the contest, or when it is not rated. While a
 * recomputation is due (PENDING with stored rows) the stored ones are served, marked PENDING.
 */
export async function contestRatings(ctx: AppContext, contestId: string): Promise<ContestRatingsResponse> {
  const row = await getContestRow(ctx, contestId);
  if (!row.rated) throw notRated(RATING_TEXTS.notRated);
  const rows = await contestRatingRows(ctx.db, contestId);
  if (row.ratingStatus === "UNRATED") throw notRated(RATING_TEXTS.tooFew);
  if (rows.length === 0) throw notRated(RATING_TEXTS.notReady);
  return {
    contestId,
    status: row.ratingStatus as ContestRatingsResponse["status"],
    ratedAt: row.ratedAt?.toISOString() ?? null,
    changes: rows.map((r) => ({ ...r, delta: r.newRating - r.oldRating })),
  };
}

/** GET /users/{id}/rating: anyone signed in may see anyone's (as on Codeforces); unknown users are 404. */
export async function userRating(ctx: AppContext, userId: string): Promise<UserRatingResponse> {
  const [user] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(RATING_TEXTS.userNotFound);
  const history = await userRatingHistory(ctx.db, userId);
  const last = history.at(-1);
  return {
    userId,
    username: user.name,
    rating: last ? last.newRating : null,
    maxRating: history.length > 0 ? Math.max(...history.map((h) => h.newRating)) : null,
    contests: history.map((h) => ({ ...h, endTime: h.endTime.toISOString() })),
  };
}

/**
 * PATCH /contests/admin/{id}/rated: allowed at any time. After the end a change sends the contest (and, through the
 * job, every later contest its participants took part in) back for recomputation.
 */
export async function setRated(
  ctx: AppContext,
  admin: ContestViewer,
  contestId: string,
  rated: boolean,
): Promise<ContestView> {
  const now = ctx.clock();
  const row = await setContestRated(ctx.db, contestId, rated, now);
  if (!row) throw contestNotFound();
  await bumpContestVersion(ctx.redis, ctx.env.REDIS_PREFIX, contestId).catch(() => undefined);
  if (row.ratingStatus === "PENDING" && row.endTime.getTime() <= now.getTime()) {
    // The reconciliation asks again if Redis is down now: the contest is PENDING in Postgres.
    await requestRating(ctx.contestQueue, contestId).catch((err: Error) =>
      ctx.log.error({ contestId, reason: err.message }, `rating not requested yet: ${err.message}`),
    );
  }
  return getContest(ctx, admin, contestId);
}

/** The scoreboard's rows with their rating change, once the contest has one. */
export async function withRatingDeltas<T extends ScoreboardRow | null>(
  ctx: AppContext,
  contest: { id: string; rated: boolean; ratingStatus: string },
  rows: ScoreboardRow[],
  me: T,
): Promise<{ rows: ScoreboardRow[]; me: T }> {
  if (!contest.rated || contest.ratingStatus === "UNRATED") return { rows, me };
  const ids = rows.map((r) => r.userId);
  if (me) ids.push(me.userId);
  const deltas = await ratingDeltasOf(ctx.db, contest.id, [...new Set(ids)]);
  if (deltas.size === 0) return { rows, me };
  const add = (r: ScoreboardRow): ScoreboardRow => {
    const d = deltas.get(r.userId);
    return d === undefined ? r : { ...r, ratingDelta: d };
  };
  return { rows: rows.map(add), me: (me ? add(me) : me) as T };
}
