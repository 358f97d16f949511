import { contestProblems, contests } from "@grindstone/db";
import { CONTEST_LOCK_TEXTS, type ContestLock } from "@grindstone/shared";
import { eq, gt } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { type ProblemViewer, problemsVersion } from "./problem-access.ts";

type LockWindow = { contestId: string; contestTitle: string; start: number; end: number };

/**
 * The windows of every contest that had not ended when it was loaded, by problem id, remembered per instance for as
 * long as the shared problems version is unchanged: creating, editing or deleting a contest bumps that version
 * (contest-admin.service.ts calls invalidateProblemList), so every instance reloads on its next check. A contest that
 * starts or ends meanwhile needs no reload: the windows are compared with the clock at each check. A discussion post
 * then costs no query to learn that its problem is free.
 */
export function createContestLockMemo() {
  return { version: null as string | null, loadedAt: 0, windows: null as Map<string, LockWindow[]> | null };
}
export type ContestLockMemo = ReturnType<typeof createContestLockMemo>;

async function lockWindows(ctx: AppContext): Promise<Map<string, LockWindow[]>> {
  const version = await problemsVersion(ctx);
  const memo = ctx.caches.contestLocks;
  const now = ctx.clock();
  // A clock set back past the load (tests move ctx.clock) could need a contest that had ended by then: reload.
  if (memo.version === version && memo.windows && now.getTime() >= memo.loadedAt) return memo.windows;
  const rows = await ctx.db
    .select({
      problemId: contestProblems.problemId,
      contestId: contests.id,
      contestTitle: contests.title,
      startTime: contests.startTime,
      endTime: contests.endTime,
    })
    .from(contestProblems)
    .innerJoin(contests, eq(contests.id, contestProblems.contestId))
    .where(gt(contests.endTime, now));
  const windows = new Map<string, LockWindow[]>();
  for (const r of rows) {
    const list = windows.get(r.problemId) ?? [];
    list.push({
      contestId: r.contestId,
      contestTitle: r.contestTitle,
      start: r.startTime.getTime(),
      end: r.endTime.getTime(),
    });
    windows.set(r.problemId, list);
  }
  // Kept under the version read before the query: a contest change committed meanwhile bumps it after.
  memo.version = version;
  memo.loadedAt = now.getTime();
  memo.windows = windows;
  return windows;
}

/**
 * The live contest that locks `problemId` for `viewer` now, or null. Admins are never locked out (they run the
 * contest). Status boundaries are contestStatus's: LIVE from the start until before the end. Of two overlapping
 * live contests, the one ending last is named, since the lock lasts until then.
 */
export async function contestLockFor(
  ctx: AppContext,
  viewer: ProblemViewer | null,
  problemId: string,
): Promise<ContestLock | null> {
  if (viewer?.role === "ADMIN") return null;
  const windows = (await lockWindows(ctx)).get(problemId);
  if (!windows) return null;
  const now = ctx.clock().getTime();
  let live: LockWindow | undefined;
  for (const w of windows) if (w.start <= now && now < w.end && (!live || w.end > live.end)) live = w;
  if (!live) return null;
  return {
    contestId: live.contestId,
    contestTitle: live.contestTitle,
    endTime: new Date(live.end).toISOString(),
    message: CONTEST_LOCK_TEXTS.closed(live.contestTitle),
  };
}

/** Every problem a live contest locks for `viewer` now (none for admins): for lists, one memo read. */
export async function lockedProblemIds(ctx: AppContext, viewer: ProblemViewer | null): Promise<Set<string>> {
  if (viewer?.role === "ADMIN") return new Set();
  const now = ctx.clock().getTime();
  const locked = new Set<string>();
  for (const [problemId, windows] of await lockWindows(ctx))
    if (windows.some((w) => w.start <= now && now < w.end)) locked.add(problemId);
  return locked;
}

/** Whether any live contest holds `problemId` now, whoever asks (where broadcasts must go). */
export const isProblemLocked = async (ctx: AppContext, problemId: string) =>
  (await contestLockFor(ctx, null, problemId)) !== null;

/** Refuses a discussion write on a locked problem, saying which contest and until when. */
export async function assertDiscussionOpen(ctx: AppContext, viewer: ProblemViewer, problemId: string) {
  const lock = await contestLockFor(ctx, viewer, problemId);
  if (lock) throw new AppError("CONTEST_LIVE", 403, CONTEST_LOCK_TEXTS.discussionClosed(lock.contestTitle));
}
