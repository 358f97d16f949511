import { contestRegistrations, contests } from "@grindstone/db";
import { rankedStanding } from "@grindstone/db/queries/contest-board";
import { getStanding } from "@grindstone/db/queries/contest-phase";
import { PLAGIARISM_TEXTS } from "@grindstone/shared";
import { removeFromBoard, setStandings } from "@grindstone/shared/contest-ranking";
import { requestRating } from "@grindstone/shared/server";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../../context.ts";
import { notFound } from "../../../lib/errors.ts";
import { getContestRow } from "../contests.service.ts";

/**
 * Disqualifying (or reinstating) a participant: `disqualified_at` on the registration and, when the contest has
 * ended, `rating_status = 'PENDING'` in the same transaction, which the rating job reads as "recompute this contest
 * and every later one" (it leaves disqualified users out). Then the Redis ranking follows: the board's queries skip
 * disqualified standings (packages/db contest-board `notDisqualified`), so a rebuild keeps them out as well.
 */
export async function setDisqualified(
  ctx: AppContext,
  contestId: string,
  userId: string,
  disqualified: boolean,
) {
  const contest = await getContestRow(ctx, contestId);
  const ended = contest.endTime <= ctx.clock();
  const updated = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(contestRegistrations)
      .set({ disqualifiedAt: disqualified ? ctx.clock() : null })
      .where(and(eq(contestRegistrations.contestId, contestId), eq(contestRegistrations.userId, userId)))
      .returning({ userId: contestRegistrations.userId });
    if (rows.length > 0 && ended) {
      await tx.update(contests).set({ ratingStatus: "PENDING" }).where(eq(contests.id, contestId));
    }
    return rows.length > 0;
  });
  if (!updated) throw notFound(PLAGIARISM_TEXTS.notRegistered);
  const prefix = ctx.env.REDIS_PREFIX;
  if (disqualified) {
    await removeFromBoard(ctx.redis, prefix, contestId, userId);
  } else {
    const standing = await getStanding(ctx.db, contestId, userId);
    if (standing) await setStandings(ctx.redis, prefix, contestId, [rankedStanding(standing)]);
  }
  // The contest is PENDING in Postgres: if Redis refuses now, the reconciliation asks within 30 s.
  if (ended) {
    await requestRating(ctx.contestQueue, contestId).catch((err: Error) =>
      ctx.log.error({ contestId, reason: err.message }, `rating not requested yet: ${err.message}`),
    );
  }
}
