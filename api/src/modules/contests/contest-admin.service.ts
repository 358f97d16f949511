import { contestProblems, contests, problems } from "@grindstone/db";
import { CONTEST_TEXTS, type CreateContestBody } from "@grindstone/shared";
import { bumpContestVersion, dropBoard } from "@grindstone/shared/contest-ranking";
import { rescheduleContest, scheduleContest, unscheduleContest } from "@grindstone/shared/contest-schedule";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { invalidateProblemList } from "../problems/problem-list-cache.ts";
import type { ContestViewer } from "./contest-views.ts";
import { contestNotFound, getContest, getContestRow } from "./contests.service.ts";

const startedAlready = () => new AppError("CONFLICT", 409, CONTEST_TEXTS.started);

async function assertProblemsExist(ctx: AppContext, ids: string[]) {
  const found = await ctx.db.select({ id: problems.id }).from(problems).where(inArray(problems.id, ids));
  if (found.length !== ids.length) throw new AppError("VALIDATION", 400, CONTEST_TEXTS.problemsMissing);
}

const fields = (body: CreateContestBody) => ({
  title: body.title,
  description: body.description,
  difficulty: body.difficulty,
  startTime: body.startTime,
  endTime: body.endTime,
  penaltyMinutes: body.penaltyMinutes,
  freezeMinutes: body.freezeMinutes,
  rated: body.rated,
  pretests: body.pretests,
});

/** Stored, then scheduled (see afterWindowChange). */
export async function createContest(ctx: AppContext, admin: ContestViewer, body: CreateContestBody) {
  await assertProblemsExist(ctx, body.problemIds);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contests)
      .values({ ...fields(body), createdBy: admin.id })
      .returning();
    await tx
      .insert(contestProblems)
      .values(
        body.problemIds.map((problemId, position) => ({ contestId: created!.id, problemId, position })),
      );
    return created!;
  });
  await afterWindowChange(ctx, () => scheduleContest(ctx.contestQueue, row, ctx.clock()), row.id);
  return getContest(ctx, admin, row.id);
}

/** Editable only before the start (checked in the update's WHERE, so a start racing the edit cannot slip through). */
export async function updateContest(
  ctx: AppContext,
  admin: ContestViewer,
  id: string,
  body: CreateContestBody,
) {
  await getContestRow(ctx, id);
  await assertProblemsExist(ctx, body.problemIds);
  const now = ctx.clock();
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(contests)
      .set({ ...fields(body), updatedAt: now })
      .where(and(eq(contests.id, id), gt(contests.startTime, now), eq(contests.phase, "UPCOMING")))
      .returning();
    if (!updated) throw startedAlready();
    await tx.delete(contestProblems).where(eq(contestProblems.contestId, id));
    await tx
      .insert(contestProblems)
      .values(body.problemIds.map((problemId, position) => ({ contestId: id, problemId, position })));
    return updated;
  });
  await afterWindowChange(ctx, () => rescheduleContest(ctx.contestQueue, row, now), id);
  return getContest(ctx, admin, id);
}

export async function deleteContest(ctx: AppContext, id: string) {
  await getContestRow(ctx, id);
  const now = ctx.clock();
  const deleted = await ctx.db
    .delete(contests)
    .where(and(eq(contests.id, id), gt(contests.startTime, now), eq(contests.phase, "UPCOMING")))
    .returning({ id: contests.id });
  if (deleted.length === 0) {
    // Gone meanwhile (a second delete) or started: say which.
    const [still] = await ctx.db.select({ id: contests.id }).from(contests).where(eq(contests.id, id));
    throw still ? startedAlready() : contestNotFound();
  }
  // A job that survives (Redis down now) finds no contest and does nothing.
  await Promise.allSettled([
    unscheduleContest(ctx.contestQueue, id),
    dropBoard(ctx.redis, ctx.env.REDIS_PREFIX, id),
    invalidateProblemList(ctx),
  ]);
}

/**
 * A contest's window changed: its transition jobs follow, and every instance's problem list is rebuilt (the list's
 * cache expires at the next contest end it knows of). If Redis fails here the worker's reconciliation job schedules
 * the contest within CONTEST_RECONCILE_EVERY_MS; status never depends on the jobs (it comes from the clock).
 */
async function afterWindowChange(ctx: AppContext, schedule: () => Promise<void>, id: string) {
  const [scheduled] = await Promise.allSettled([
    schedule(),
    invalidateProblemList(ctx),
    // Cached scoreboard pages hold the contest's row and problem columns.
    bumpContestVersion(ctx.redis, ctx.env.REDIS_PREFIX, id),
  ]);
  if (scheduled.status === "rejected") {
    const reason = String(scheduled.reason);
    ctx.log.error(
      { contestId: id, reason },
      `scheduling contest ${id} failed, reconciliation will retry: ${reason}`,
    );
  }
}
