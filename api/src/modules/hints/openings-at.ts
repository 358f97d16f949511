import { editorialOpenings, hintOpenings } from "@grindstone/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { AppContext } from "../../context.ts";

/** A submission as the views carry it (createdAt an ISO time). */
type Submitted = { problemId: string; createdAt: string };
/** What a learner had opened when they submitted: hint indexes (0-based, ascending) and the editorial. */
export type OpenedBefore = { hintsOpened: number[]; editorialOpened: boolean };

// The editorial's rows share the hint rows' columns in the one query below, with this index.
const EDITORIAL = -1;

/**
 * For each of one learner's submissions, what they had opened at or before its time, in one query for the whole list
 * (hint and editorial openings of the list's problems together), never one per submission.
 */
export async function openedBefore<S extends Submitted>(
  ctx: AppContext,
  userId: string,
  subs: S[],
): Promise<(S & OpenedBefore)[]> {
  if (subs.length === 0) return [];
  const problemIds = [...new Set(subs.map((s) => s.problemId))];
  const rows = await unionAll(
    ctx.db
      .select({
        problemId: hintOpenings.problemId,
        index: hintOpenings.hintIndex,
        openedAt: hintOpenings.openedAt,
      })
      .from(hintOpenings)
      .where(and(eq(hintOpenings.userId, userId), inArray(hintOpenings.problemId, problemIds))),
    ctx.db
      .select({
        problemId: editorialOpenings.problemId,
        index: sql<number>`${EDITORIAL}::int`.as("index"),
        openedAt: editorialOpenings.openedAt,
      })
      .from(editorialOpenings)
      .where(and(eq(editorialOpenings.userId, userId), inArray(editorialOpenings.problemId, problemIds))),
  );
  const byProblem = Map.groupBy(rows, (r) => r.problemId);
  return subs.map((s) => {
    const at = Date.parse(s.createdAt);
    const before = (byProblem.get(s.problemId) ?? []).filter((r) => r.openedAt.getTime() <= at);
    return {
      ...s,
      hintsOpened: before
        .filter((r) => r.index !== EDITORIAL)
        .map((r) => r.index)
        .sort((a, b) => a - b),
      editorialOpened: before.some((r) => r.index === EDITORIAL),
    };
  });
}
