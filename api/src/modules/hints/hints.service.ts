import { editorialOpenings, hintOpenings, problems, solvedProblems } from "@grindstone/db";
import { HINT_TEXTS, type HintsView, splitHints } from "@grindstone/shared";
import { and, asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { contestLockFor } from "../problems/contest-lock.ts";
import { assertProblemVisible, type ProblemViewer } from "../problems/problem-access.ts";

type ProblemTexts = { id: string; hints: string[]; editorial: string };

/**
 * The problem's hints and editorial for `viewer`, under the problem view's rules: a problem they may not see is
 * "not found" (hidden problems included), and while a live contest locks it they are refused with the lock's words.
 */
async function problemTexts(
  ctx: AppContext,
  viewer: ProblemViewer,
  problemId: string,
): Promise<ProblemTexts> {
  await assertProblemVisible(ctx, viewer, problemId);
  const lock = await contestLockFor(ctx, viewer, problemId);
  if (lock) throw new AppError("CONTEST_LIVE", 403, lock.message);
  const [row] = await ctx.db
    .select({ hints: problems.hints, editorial: problems.editorial })
    .from(problems)
    .where(eq(problems.id, problemId));
  if (!row) throw notFound("Problem not found");
  return {
    id: problemId,
    hints: splitHints(row.hints),
    editorial: row.editorial?.trim() ? row.editorial : "",
  };
}

async function viewOf(ctx: AppContext, userId: string, p: ProblemTexts): Promise<HintsView> {
  const [opened, [editorial], [solved]] = await Promise.all([
    ctx.db
      .select({ index: hintOpenings.hintIndex, openedAt: hintOpenings.openedAt })
      .from(hintOpenings)
      .where(and(eq(hintOpenings.userId, userId), eq(hintOpenings.problemId, p.id)))
      .orderBy(asc(hintOpenings.hintIndex)),
    ctx.db
      .select({ beforeSolve: editorialOpenings.beforeSolve, openedAt: editorialOpenings.openedAt })
      .from(editorialOpenings)
      .where(and(eq(editorialOpenings.userId, userId), eq(editorialOpenings.problemId, p.id))),
    ctx.db
      .select({ id: solvedProblems.problemId })
      .from(solvedProblems)
      .where(and(eq(solvedProblems.userId, userId), eq(solvedProblems.problemId, p.id))),
  ]);
  const isSolved = solved !== undefined;
  return {
    total: p.hints.length,
    // An admin may since have cut the list short: an opening past its end names no hint any more.
    opened: opened
      .filter((o) => o.index < p.hints.length)
      .map((o) => ({ index: o.index, text: p.hints[o.index]!, openedAt: o.openedAt.toISOString() })),
    editorial: {
      available: p.editorial !== "",
      opened: editorial !== undefined,
      openedAt: editorial?.openedAt.toISOString() ?? null,
      beforeSolve: editorial?.beforeSolve ?? false,
      solved: isSolved,
      text: editorial !== undefined || isSolved ? p.editorial : "",
    },
  };
}

export async function getHints(ctx: AppContext, viewer: ProblemViewer, problemId: string) {
  return viewOf(ctx, viewer.id, await problemTexts(ctx, viewer, problemId));
}

/**
 * Opens hint `index`, the one the learner's button offered. Hints open in order: `index` must be the first one not
 * yet opened. Asking again for one already opened (a double click, a second tab) answers the same state, and two
 * requests for the same next hint both succeed once (the primary key makes the second insert a no-op).
 */
export async function openNextHint(ctx: AppContext, viewer: ProblemViewer, problemId: string, index: number) {
  const p = await problemTexts(ctx, viewer, problemId);
  const before = await viewOf(ctx, viewer.id, p);
  if (before.opened.some((o) => o.index === index)) return before;
  if (index >= p.hints.length) throw new AppError("HINT_OUT_OF_ORDER", 409, HINT_TEXTS.noSuchHint);
  const next = nextUnopened(before.opened.map((o) => o.index));
  if (index !== next) throw new AppError("HINT_OUT_OF_ORDER", 409, HINT_TEXTS.outOfOrder);
  await ctx.db
    .insert(hintOpenings)
    .values({ userId: viewer.id, problemId, hintIndex: index, openedAt: ctx.clock() })
    .onConflictDoNothing();
  return viewOf(ctx, viewer.id, p);
}

/** The first index missing from `opened` (sorted ascending). */
function nextUnopened(opened: number[]) {
  let next = 0;
  for (const i of opened) if (i === next) next++;
  return next;
}

/**
 * Opens the editorial: at once after a solve; before one only with `confirm` (the learner accepted the spoiler),
 * which is recorded. Opening it again answers the same state, and the first opening is the one kept.
 */
export async function openEditorial(
  ctx: AppContext,
  viewer: ProblemViewer,
  problemId: string,
  confirm: boolean,
) {
  const p = await problemTexts(ctx, viewer, problemId);
  if (p.editorial === "") throw notFound(HINT_TEXTS.noEditorial);
  const before = await viewOf(ctx, viewer.id, p);
  if (before.editorial.opened) return before;
  const beforeSolve = !before.editorial.solved;
  if (beforeSolve && !confirm) throw new AppError("EDITORIAL_CONFIRM", 409, HINT_TEXTS.confirmEditorial);
  await ctx.db
    .insert(editorialOpenings)
    .values({ userId: viewer.id, problemId, beforeSolve, openedAt: ctx.clock() })
    .onConflictDoNothing();
  return viewOf(ctx, viewer.id, p);
}
