import {
  contestProblems,
  contestRegistrations,
  contests,
  problems,
  solvedProblems,
  testCases,
} from "@grindstone/db";
import { problemVisibleTo } from "@grindstone/db/queries/problem-visibility";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { ProblemViewer } from "./problem-access.ts";
import { invalidateProblemList } from "./problem-list-cache.ts";
import type { ProblemListResponse } from "./problem-list-json.ts";
import { listColumns, toListItem } from "./problem-views.ts";

/**
 * Test fixtures for hidden problems (issue 12), written straight to the tables the way the contests module and an
 * admin's create would leave them, so each module's tests can check visibility without a judge or contest routes.
 */

/** Strings that must never reach anyone who may not see the problem. */
export const SECRET_INPUT = "hidden-input-7f3a";
export const SECRET_SOLUTION = "print('reference-9c1e')";

/** A problem with one visible and one hidden test and reference solutions; hidden unless `isPublic`. */
export async function hiddenProblem(ctx: AppContext, opts: { isPublic?: boolean; title?: string } = {}) {
  const title = `${opts.title ?? "Secret problem"} ${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await ctx.db
    .insert(problems)
    .values({
      title,
      description: "A problem nobody may see before its contest.",
      difficulty: "MEDIUM",
      tags: ["Secret"],
      constraints: "none",
      isPublic: opts.isPublic ?? false,
      referenceSolutions: { PYTHON: SECRET_SOLUTION, JAVASCRIPT: "//", JAVA: "//" },
    })
    .returning({ id: problems.id });
  const id = row!.id;
  await ctx.db.insert(testCases).values([
    { problemId: id, position: 0, input: "visible-input\n", output: "1", hidden: false },
    { problemId: id, position: 1, input: `${SECRET_INPUT}\n`, output: "2", hidden: true },
  ]);
  // As create-problem does: every instance's list and memo learn of the change.
  await invalidateProblemList(ctx);
  return { id, title, remove: () => ctx.db.delete(problems).where(eq(problems.id, id)) };
}

/** A contest [start, end) holding `problemIds`, with `registered` users signed up. */
export async function contestWith(
  ctx: AppContext,
  opts: { problemIds: string[]; start: Date; end: Date; registered?: string[] },
) {
  const [row] = await ctx.db
    .insert(contests)
    .values({
      title: `Contest ${crypto.randomUUID().slice(0, 8)}`,
      description: "A contest for hidden problems",
      difficulty: "MEDIUM",
      startTime: opts.start,
      endTime: opts.end,
    })
    .returning({ id: contests.id });
  const id = row!.id;
  await ctx.db
    .insert(contestProblems)
    .values(opts.problemIds.map((problemId, position) => ({ contestId: id, problemId, position })));
  if (opts.registered?.length)
    await ctx.db
      .insert(contestRegistrations)
      .values(opts.registered.map((userId) => ({ contestId: id, userId })));
  return { id, remove: () => ctx.db.delete(contests).where(eq(contests.id, id)) };
}

/** A contest window far from any real date, and the instants around it a test moves ctx.clock to. */
export function contestWindow() {
  // Random, so contests of earlier runs in the same database never overlap this one.
  const start = new Date(Date.UTC(2040 + Math.floor(Math.random() * 50), 0, 1, 10));
  const end = new Date(start.getTime() + 2 * 3600_000);
  return {
    start,
    end,
    before: new Date(start.getTime() - 60_000),
    live: new Date(start.getTime() + 60_000),
    lastMs: new Date(end.getTime() - 1),
    after: new Date(end.getTime() + 3600_000),
  };
}

/**
 * The problems list computed from scratch, without any cache or pre-serialised fragment: what the list route's fast
 * path must answer, byte for byte once stringified.
 */
export async function listFromScratch(ctx: AppContext, viewer: ProblemViewer): Promise<ProblemListResponse> {
  const solved = new Set(
    (
      await ctx.db
        .select({ id: solvedProblems.problemId })
        .from(solvedProblems)
        .where(eq(solvedProblems.userId, viewer.id))
    ).map((r) => r.id),
  );
  // The non-admin list is what a signed-out viewer may see: public, or released by an ended contest.
  const rows = await ctx.db
    .select(listColumns)
    .from(problems)
    .where(viewer.role === "ADMIN" ? undefined : problemVisibleTo(null, ctx.clock()))
    .orderBy(asc(problems.createdAt), asc(problems.title));
  return { problems: rows.map((p) => toListItem(p, viewer.id, solved.has(p.id))) };
}
