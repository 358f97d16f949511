import { solvedProblems, submissionLaterFailures, testCases } from "@grindstone/db";
import { getChallengeProblem } from "@grindstone/db/queries/challenges";
import { type Language, type LaterFailureEvent, userRoom } from "@grindstone/shared";
import { challengeJobPayload, solvedSetKey } from "@grindstone/shared/server";
import { type Job, UnrecoverableError } from "bullmq";
import { and, eq } from "drizzle-orm";
import type { WorkerDeps } from "../judge/deps.ts";
import type { IdleGate } from "../judge/idle-gate.ts";
import { allAccepted, getChallengeRow, hasPassingAccepted } from "./challenge-queries.ts";
import { runOnInput } from "./run-on-input.ts";
import { failsTest } from "./validate-challenge.ts";

/**
 * The rejudge after an approval: every accepted submission of the problem runs on the new test. One that fails gets a
 * `submission_later_failures` row ("failed a later test") and its owner a socket event; its verdict, the owner's
 * solve days (streak, heatmap) and contest results stay as they were (history). The "solved" mark follows the current
 * tests: it goes when none of the owner's accepted submissions of the problem passes every test any more.
 * Idempotent: a submission already marked is skipped, the insert ignores a duplicate, only a new row notifies, and the
 * solved marks are recomputed from Postgres.
 */
export const rejudgeChallenge = (deps: WorkerDeps, gate: IdleGate) => async (job: Job) => {
  const parsed = challengeJobPayload.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError("invalid challenge payload");
  const row = await getChallengeRow(deps.db, parsed.data.challengeId);
  if (!row) throw new UnrecoverableError(`challenge ${parsed.data.challengeId} does not exist`);
  if (row.status !== "APPROVED" || !row.testCaseId) return { failed: 0 };
  const [test] = await deps.db
    .select({ input: testCases.input, output: testCases.output })
    .from(testCases)
    .where(eq(testCases.id, row.testCaseId));
  const problem = await getChallengeProblem(deps.db, row.problemId);
  // The test was removed by an admin's edit since: nothing to rejudge against.
  if (!test || !problem) return { failed: 0 };

  const marked = new Set(
    (
      await deps.db
        .select({ id: submissionLaterFailures.submissionId })
        .from(submissionLaterFailures)
        .where(eq(submissionLaterFailures.challengeId, row.id))
    ).map((r) => r.id),
  );
  const owners = new Set<string>();
  for (const r of await markedOwners(deps, row.id)) owners.add(r);
  const fresh: LaterFailureEvent[] = [];
  const freshOwners: string[] = [];
  for (const sub of await allAccepted(deps.db, row.problemId)) {
    if (marked.has(sub.id)) continue;
    const outcome = await runOnInput(
      deps,
      gate,
      { language: sub.language as Language, sourceCode: sub.sourceCode },
      test.input,
      problem.policy,
      test.output,
    );
    if (!failsTest(outcome.status)) continue;
    owners.add(sub.userId);
    const inserted = await deps.db
      .insert(submissionLaterFailures)
      .values({
        submissionId: sub.id,
        challengeId: row.id,
        userId: sub.userId,
        problemId: row.problemId,
        status: outcome.status,
        failedAt: deps.clock(),
      })
      .onConflictDoNothing()
      .returning({ id: submissionLaterFailures.submissionId });
    if (inserted.length > 0) {
      fresh.push({ submissionId: sub.id, problemId: row.problemId, status: outcome.status });
      freshOwners.push(sub.userId);
    }
  }
  for (const userId of owners) await followCurrentTests(deps, userId, row.problemId);
  for (const [i, event] of fresh.entries())
    deps.emitter.to(userRoom(freshOwners[i]!)).emit("laterFailure", event);
  return { failed: fresh.length };
};

const markedOwners = async (deps: WorkerDeps, challengeId: string) =>
  (
    await deps.db
      .selectDistinct({ userId: submissionLaterFailures.userId })
      .from(submissionLaterFailures)
      .where(eq(submissionLaterFailures.challengeId, challengeId))
  ).map((r) => r.userId);

/** The "solved" mark (Postgres, and the problems list's Redis set) goes once no accepted submission passes all tests. */
async function followCurrentTests(deps: WorkerDeps, userId: string, problemId: string) {
  if (await hasPassingAccepted(deps.db, userId, problemId)) return;
  await deps.db
    .delete(solvedProblems)
    .where(and(eq(solvedProblems.userId, userId), eq(solvedProblems.problemId, problemId)));
  await deps.redis.srem(solvedSetKey(deps.env.REDIS_PREFIX, userId), problemId);
}
