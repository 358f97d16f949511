import { testChallenges } from "@grindstone/db";
import { getChallengeProblem } from "@grindstone/db/queries/challenges";
import { CHALLENGE_MESSAGE_MAX, CHALLENGE_TEXTS, type Language } from "@grindstone/shared";
import { challengeJobPayload } from "@grindstone/shared/server";
import { type Job, UnrecoverableError } from "bullmq";
import { and, eq, inArray } from "drizzle-orm";
import type { WorkerDeps } from "../judge/deps.ts";
import type { IdleGate } from "../judge/idle-gate.ts";
import { type ChallengeRow, getChallengeRow, latestAcceptedPerUserLanguage } from "./challenge-queries.ts";
import { runOnInput, trimmed, usableAnswer, validateInput } from "./run-on-input.ts";

/** A test outcome that counts against the submission (a checker of ours failing is not the program's fault). */
export const failsTest = (status: string) => status !== "Accepted" && status !== "Judge Error";

/**
 * The validate job: validators → reference → every accepted submission (latestAcceptedPerUserLanguage) → the
 * admins' queue or "no break". Idempotent: a finished challenge is left alone, a delivery that finds it half done
 * starts the counting again (the counts are written, not added to), and each end is a conditional update.
 */
export const validateChallenge = (deps: WorkerDeps, gate: IdleGate) => async (job: Job) => {
  const parsed = challengeJobPayload.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError("invalid challenge payload");
  const row = await getChallengeRow(deps.db, parsed.data.challengeId);
  if (!row) throw new UnrecoverableError(`challenge ${parsed.data.challengeId} does not exist`);
  if (row.status !== "VALIDATING" && row.status !== "RUNNING") return { status: row.status };
  const problem = await getChallengeProblem(deps.db, row.problemId);
  if (!problem) throw new UnrecoverableError(`problem ${row.problemId} does not exist`);

  let expected = row.expectedOutput;
  if (row.status === "VALIDATING" || expected === null) {
    // The problem changed since the API accepted the challenge (an admin removed its validator or reference).
    if (problem.refusal) return end(deps, row, "INVALID", CHALLENGE_TEXTS[problem.refusal]);
    const invalid = await validateInput(deps, gate, problem.inputValidators, row.input);
    if (invalid !== null) return end(deps, row, "INVALID", invalid);
    const language = problem.referenceLanguage!;
    const ref = await runOnInput(
      deps,
      gate,
      { language, sourceCode: problem.referenceSolutions[language]! },
      row.input,
      problem.policy,
    );
    if (ref.status !== "Accepted" || !usableAnswer(ref.stdout)) {
      const why = ref.status === "Accepted" ? "its output cannot be stored whole" : ref.status;
      // For admins only: the learner's view replaces it (challenge-views.ts in the API).
      return end(
        deps,
        row,
        "REFERENCE_FAILED",
        `The ${language} reference: ${why}. ${trimmed(ref.stderr)}`.trim(),
      );
    }
    expected = ref.stdout;
  }

  const accepted = await latestAcceptedPerUserLanguage(deps.db, row.problemId, row.targetSubmissionId);
  const failingByLanguage: Record<string, number> = {};
  let failing = 0;
  const progress = (checked: number) =>
    deps.db
      .update(testChallenges)
      .set({
        status: "RUNNING",
        expectedOutput: expected,
        checked,
        total: accepted.length,
        failing,
        failingByLanguage,
      })
      .where(and(eq(testChallenges.id, row.id), inArray(testChallenges.status, ["VALIDATING", "RUNNING"])));
  await progress(0);
  for (const [i, sub] of accepted.entries()) {
    const outcome = await runOnInput(
      deps,
      gate,
      { language: sub.language as Language, sourceCode: sub.sourceCode },
      row.input,
      problem.policy,
      expected,
    );
    if (failsTest(outcome.status)) {
      failing++;
      failingByLanguage[sub.language] = (failingByLanguage[sub.language] ?? 0) + 1;
    }
    await progress(i + 1);
  }
  return failing > 0
    ? end(deps, row, "PENDING_REVIEW", CHALLENGE_TEXTS.pendingReview)
    : end(deps, row, "NO_BREAK", CHALLENGE_TEXTS.noBreak);
};

async function end(deps: WorkerDeps, row: ChallengeRow, status: string, message: string) {
  await deps.db
    .update(testChallenges)
    .set({ status, message: message.slice(0, CHALLENGE_MESSAGE_MAX), finishedAt: deps.clock() })
    .where(and(eq(testChallenges.id, row.id), inArray(testChallenges.status, ["VALIDATING", "RUNNING"])));
  return { status };
}
