import { problems, submissionLaterFailures } from "@grindstone/db";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { AppContext } from "../../context.ts";

/**
 * "Failed a later test" for a list of the caller's submissions (only Accepted ones can have one): the first later test
 * each failed. One query for the whole list.
 */
export async function laterFailuresOf(ctx: AppContext, rows: { id: string; status: string }[]) {
  const accepted = rows.filter((r) => r.status === "Accepted").map((r) => r.id);
  const out = new Map<string, { status: string; failedAt: string }>();
  if (accepted.length === 0) return out;
  const found = await ctx.db
    .select({
      submissionId: submissionLaterFailures.submissionId,
      status: submissionLaterFailures.status,
      failedAt: submissionLaterFailures.failedAt,
    })
    .from(submissionLaterFailures)
    .where(inArray(submissionLaterFailures.submissionId, accepted))
    .orderBy(submissionLaterFailures.failedAt);
  for (const f of found)
    if (!out.has(f.submissionId))
      out.set(f.submissionId, { status: f.status, failedAt: f.failedAt.toISOString() });
  return out;
}

/** The caller's later failures, newest first, with how many they have not seen yet (the badge). */
export async function listLaterFailures(ctx: AppContext, userId: string) {
  const rows = await ctx.db
    .select({
      submissionId: submissionLaterFailures.submissionId,
      problemId: submissionLaterFailures.problemId,
      problemTitle: problems.title,
      status: submissionLaterFailures.status,
      failedAt: submissionLaterFailures.failedAt,
      seenAt: submissionLaterFailures.seenAt,
    })
    .from(submissionLaterFailures)
    .innerJoin(problems, eq(problems.id, submissionLaterFailures.problemId))
    .where(eq(submissionLaterFailures.userId, userId))
    .orderBy(desc(submissionLaterFailures.failedAt))
    .limit(100);
  return {
    unseen: rows.filter((r) => r.seenAt === null).length,
    failures: rows.map((r) => ({
      submissionId: r.submissionId,
      problemId: r.problemId,
      problemTitle: r.problemTitle,
      status: r.status,
      failedAt: r.failedAt.toISOString(),
      seen: r.seenAt !== null,
    })),
  };
}

/** Clears the badge: every later failure of the caller is marked seen. */
export async function markLaterFailuresSeen(ctx: AppContext, userId: string) {
  await ctx.db
    .update(submissionLaterFailures)
    .set({ seenAt: ctx.clock() })
    .where(and(eq(submissionLaterFailures.userId, userId), isNull(submissionLaterFailures.seenAt)));
}
