import { getReferenceSolutions } from "@grindstone/db/queries/problems";
import { type ExpectedFrom, LANGUAGES, MAX_STORED_OUTPUT_BYTES } from "@grindstone/shared";
import { JUDGE_ATTEMPTS, type RunSpec, runPolicy } from "@grindstone/shared/server";
import type { Job } from "bullmq";
import { InfrastructureError, type RunResult } from "../runners/runner.ts";
import type { WorkerDeps } from "./deps.ts";
import { jobLog } from "./job-log.ts";

export type ResolvedExpected = { expected: string | null; expectedFrom: ExpectedFrom; note: string | null };

// The texts a learner sees beside a case that could not be compared (docs/api.md, "Run").
export const NOTES = {
  noReference: "This problem has no reference solution, so this case is not compared",
  failed: (status: string) =>
    `The reference solution failed on this input (${status}), so this case is not compared`,
  // The runner skips what is left once a case times out (it has used up the Run's time).
  skipped:
    "The reference solution timed out on another case and was not run on this one, so it is not compared",
  unusable: "The reference solution's output on this input cannot be compared, so this case is not compared",
  unavailable: "The reference solution could not be run, so this case is not compared",
} as const;

// The runner hands back display text: cut at MAX_STORED_OUTPUT_BYTES, control characters and invalid UTF-8 replaced
// by pictures and U+FFFD. Such a text is not what the program printed, so comparing with it would be wrong.
const DISPLAY_ONLY = /[\u2400-\u2421\uFFFD]/;
export const isFaithful = (stdout: string) =>
  new TextEncoder().encode(stdout).length < MAX_STORED_OUTPUT_BYTES - 3 && !DISPLAY_ONLY.test(stdout);

const noteFor = (status: string) =>
  status === "Accepted" ? NOTES.unusable : status === "Skipped" ? NOTES.skipped : NOTES.failed(status);

/**
 * Expected outputs for a Run. Cases the learner gave one keep it; for the others the problem's reference solution
 * (in the Run's language when the problem has one, else the first it has) runs on the same runner with the Run's
 * limits, and its stdout becomes the expected output. Only that stdout is used: the reference's source, stderr and
 * compiler output never reach the learner. A case where the reference fails is judged without an expected output
 * and says why. A failure of ours is thrown (the job is retried) except on the last attempt, where the cases are
 * left without an expected output rather than failing the learner's Run.
 */
export async function resolveExpected(
  deps: WorkerDeps,
  job: Job,
  spec: RunSpec,
): Promise<ResolvedExpected[]> {
  const given = spec.stdin.map((_, i) => spec.expectedOutputs[i] ?? null);
  const missing = given.flatMap((e, i) => (e === null ? [i] : []));
  const resolved: ResolvedExpected[] = given.map((expected) => ({
    expected,
    expectedFrom: "given",
    note: null,
  }));
  if (missing.length === 0) return resolved;

  const none = (note: string) => {
    for (const i of missing) resolved[i] = { expected: null, expectedFrom: "none", note };
    return resolved;
  };
  const solutions = await getReferenceSolutions(deps.db, spec.problemId);
  const language = solutions?.[spec.language] ? spec.language : LANGUAGES.find((l) => solutions?.[l]);
  if (!solutions || !language) return none(NOTES.noReference);

  let result: RunResult;
  try {
    result = await deps.runner.run({
      language,
      sourceCode: solutions[language]!,
      tests: missing.map((i) => ({ input: spec.stdin[i]! })),
      // The problem's limits; no expected output, so no checker runs: the reference's stdout becomes the answer.
      policy: runPolicy(spec),
    });
  } catch (err) {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? JUDGE_ATTEMPTS);
    if (!(err instanceof InfrastructureError) || !lastAttempt) throw err;
    jobLog(deps.log, job).error(
      { reason: err.message },
      `run ${job.data.runId}: reference solution not run: ${err.message}`,
    );
    return none(NOTES.unavailable);
  }
  missing.forEach((i, k) => {
    const outcome = result.tests[k];
    const status = outcome?.status ?? result.status;
    resolved[i] =
      outcome && status === "Accepted" && isFaithful(outcome.stdout)
        ? { expected: outcome.stdout, expectedFrom: "reference", note: null }
        : { expected: null, expectedFrom: "none", note: noteFor(status) };
  });
  return resolved;
}
