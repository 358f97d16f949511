import { submissions, submissionTestResults } from "@grindstone/db";
import type { SubmissionView } from "@grindstone/shared";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { laterFailuresOf } from "../challenges/later-failures.ts";
import { openedBefore } from "../hints/openings-at.ts";
import { toSubmissionView } from "./submission-view.ts";

// The profile and problem page show recent history; older submissions stay in the database.
const HISTORY_LIMIT = 200;

/** The caller's own submissions only (optionally for one problem), newest first, with per-test results. */
export async function listSubmissions(
  ctx: AppContext,
  userId: string,
  problemId?: string,
): Promise<SubmissionView[]> {
  const where = problemId
    ? and(eq(submissions.userId, userId), eq(submissions.problemId, problemId))
    : eq(submissions.userId, userId);
  const rows = await ctx.db
    .select()
    .from(submissions)
    .where(where)
    .orderBy(desc(submissions.createdAt))
    .limit(HISTORY_LIMIT);
  if (rows.length === 0) return [];
  const results = await ctx.db
    .select()
    .from(submissionTestResults)
    .where(
      inArray(
        submissionTestResults.submissionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(submissionTestResults.position);
  const bySubmission = Map.groupBy(results, (r) => r.submissionId);
  const later = await laterFailuresOf(ctx, rows);
  const views = rows.map(
    (r): SubmissionView => ({
      ...toSubmissionView(r, bySubmission.get(r.id) ?? []),
      laterFailure: later.get(r.id) ?? null,
    }),
  );
  return openedBefore(ctx, userId, views);
}

export async function countSubmissions(ctx: AppContext, userId: string, problemId: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.problemId, problemId)));
  return row?.n ?? 0;
}
