import type { ContestRow } from "@grindstone/db";
import { contestVirtualRuns } from "@grindstone/db";
import {
  finishOverdueRuns,
  latestRun,
  runCovering,
  tookPartLive,
  type VirtualRunRow,
} from "@grindstone/db/queries/contest-virtual";
import { contestStatus, VIRTUAL_TEXTS, type VirtualRunView, virtualRunJobId } from "@grindstone/shared";
import { CONTEST_JOBS, type VirtualEndPayload } from "@grindstone/shared/server";
import type { AppContext } from "../../../context.ts";
import { AppError, isUniqueViolation } from "../../../lib/errors.ts";
import type { ContestViewer } from "../contest-views.ts";
import { getContestRow } from "../contests.service.ts";

const conflict = (message: string) => new AppError("CONFLICT", 409, message);

/** RUNNING until the server's clock reaches `endsAt` (the row is the clock; `finishedAt` only records it). */
export function toVirtualRunView(run: VirtualRunRow, now: Date): VirtualRunView {
  const running = run.finishedAt === null && now.getTime() < run.endsAt.getTime();
  const elapsedMs = Math.min(now.getTime(), run.endsAt.getTime()) - run.startedAt.getTime();
  return {
    id: run.id,
    contestId: run.contestId,
    startedAt: run.startedAt.toISOString(),
    endsAt: run.endsAt.toISOString(),
    status: running ? "RUNNING" : "FINISHED",
    elapsedSeconds: Math.max(0, Math.floor(elapsedMs / 1000)),
    serverTime: now.toISOString(),
    solved: run.solved,
    penalty: run.penalty,
  };
}

/**
 * Starts the caller's virtual run: the contest has ended, they did not submit while it was live, and no run of
 * theirs is open (the partial unique index decides a race). Registration is not needed. The end job is best effort:
 * the run ends at `endsAt` whatever happens to it, and the reconciliation finishes a run whose job was lost.
 */
export async function startVirtualRun(ctx: AppContext, viewer: ContestViewer, contestId: string) {
  const contest = await getContestRow(ctx, contestId);
  const now = ctx.clock();
  if (contestStatus(contest.startTime, contest.endTime, now) !== "ENDED")
    throw conflict(VIRTUAL_TEXTS.notEnded);
  if (await tookPartLive(ctx.db, contest, viewer.id)) throw conflict(VIRTUAL_TEXTS.tookPart);
  // A run whose clock ran out but whose end job has not run yet is over: it must not block the next one.
  await finishOverdueRuns(ctx.db, now, { contestId, userId: viewer.id });
  let run: VirtualRunRow;
  try {
    [run] = (await ctx.db
      .insert(contestVirtualRuns)
      .values({
        contestId,
        userId: viewer.id,
        startedAt: now,
        endsAt: new Date(now.getTime() + lengthMs(contest)),
      })
      .returning()) as [VirtualRunRow];
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(VIRTUAL_TEXTS.alreadyRunning);
    throw err;
  }
  const data: VirtualEndPayload = { runId: run.id };
  await ctx.contestQueue
    .add(CONTEST_JOBS.virtualEnd, data, {
      jobId: virtualRunJobId(run.id),
      delay: Math.max(0, run.endsAt.getTime() - now.getTime()),
      attempts: 8,
      backoff: { type: "exponential", delay: 1000 },
      removeOnComplete: true,
      removeOnFail: true,
    })
    .catch((err: Error) =>
      ctx.log.error(
        { runId: run.id, reason: err.message },
        `virtual run ${run.id}: end job not added, the reconciliation will finish it: ${err.message}`,
      ),
    );
  return toVirtualRunView(run, now);
}

/** The caller's current run, else their last one, else null. */
export async function getVirtualRun(ctx: AppContext, viewer: ContestViewer, contestId: string) {
  await getContestRow(ctx, contestId);
  const run = await latestRun(ctx.db, contestId, viewer.id);
  return run ? toVirtualRunView(run, ctx.clock()) : null;
}

const lengthMs = (c: Pick<ContestRow, "startTime" | "endTime">) =>
  c.endTime.getTime() - c.startTime.getTime();

/**
 * How a try received after the contest's end is taken: inside the caller's running virtual run (by the server's
 * clock, whatever the flag says), else as upsolving when asked for, else not at all (the caller answers 409
 * "Contest has ended" as before).
 */
export async function afterEndKind(
  ctx: AppContext,
  userId: string,
  contestId: string,
  receivedAt: Date,
  upsolve: boolean,
): Promise<"virtual" | "upsolve" | null> {
  if (await runCovering(ctx.db, contestId, userId, receivedAt)) return "virtual";
  return upsolve ? "upsolve" : null;
}
