import { type Db, submissionLaterFailures, submissions, testChallenges } from "@grindstone/db";
import { and, desc, eq, notExists, sql } from "drizzle-orm";

export type ChallengeRow = typeof testChallenges.$inferSelect;

export async function getChallengeRow(db: Db, id: string) {
  const [row] = await db.select().from(testChallenges).where(eq(testChallenges.id, id));
  return row;
}

const acceptedFields = {
  id: submissions.id,
  userId: submissions.userId,
  language: submissions.language,
  sourceCode: submissions.sourceCode,
};
export type AcceptedSubmission = { id: string; userId: string; language: string; sourceCode: string };

/**
 * The evidence set: each user's latest accepted submission per language (an older one of the same person in the same
 * language is usually the same idea; the rejudge after approval runs them all), plus the submission the challenger
 * named, if it is not among them.
 */
export async function latestAcceptedPerUserLanguage(db: Db, problemId: string, target: string | null) {
  const rows = await db
    .selectDistinctOn([submissions.userId, submissions.language], acceptedFields)
    .from(submissions)
    .where(and(eq(submissions.problemId, problemId), eq(submissions.status, "Accepted")))
    .orderBy(submissions.userId, submissions.language, desc(submissions.createdAt));
  if (target && !rows.some((r) => r.id === target)) {
    const [named] = await db
      .select(acceptedFields)
      .from(submissions)
      .where(and(eq(submissions.id, target), eq(submissions.status, "Accepted")));
    if (named) rows.push(named);
  }
  return rows;
}

/** Every accepted submission of the problem, oldest first (the rejudge's set). */
export const allAccepted = (db: Db, problemId: string) =>
  db
    .select(acceptedFields)
    .from(submissions)
    .where(and(eq(submissions.problemId, problemId), eq(submissions.status, "Accepted")))
    .orderBy(submissions.createdAt);

/** Whether the user still has an accepted submission of the problem that no later test has failed. */
export async function hasPassingAccepted(db: Db, userId: string, problemId: string) {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, userId),
        eq(submissions.problemId, problemId),
        eq(submissions.status, "Accepted"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(submissionLaterFailures)
            .where(eq(submissionLaterFailures.submissionId, submissions.id)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
