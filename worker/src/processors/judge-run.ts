import type { Verdict } from "@grindstone/shared";
import {
  judgeRunPayload,
  MalformedRunResultError,
  parseStoredRunResult,
  RUN_TTL_SECONDS,
  type RunSpec,
  runKey,
  runPolicy,
  runResultKey,
  runSpecSchema,
  type StoredRunResult,
} from "@grindstone/shared/server";
import { type Job, UnrecoverableError } from "bullmq";
import type { WorkerDeps } from "../judge/deps.ts";
import { holdInflight } from "../judge/inflight.ts";
import { publishFinal, publishProgress } from "../judge/publish.ts";
import { resolveExpected } from "../judge/reference-expected.ts";
import { runWithProgress } from "../judge/run-with-progress.ts";
import { toResults } from "../judge/to-results.ts";
import type { RunTest } from "../runners/runner.ts";

/**
 * Runs code against the learner's own inputs, compared with their expected outputs or, where they gave none, the
 * reference solution's (resolveExpected). A Run is not a submission: its spec and result live in Redis for
 * RUN_TTL_SECONDS and it never counts as a solve. Idempotent: an existing result is only re-announced.
 */
export const judgeRun = (deps: WorkerDeps) => async (job: Job) => {
  const parsed = judgeRunPayload.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError("invalid judge-run payload");
  const { runId } = parsed.data;
  const prefix = deps.env.REDIS_PREFIX;

  const raw = await deps.redis.get(runKey(prefix, runId));
  if (!raw) throw new UnrecoverableError(`run ${runId} expired before it was judged`);
  const spec = runSpecSchema.parse(JSON.parse(raw));
  await holdInflight(deps, spec.userId, runId);
  const base = { id: runId, kind: "run" as const, problemId: spec.problemId, totalTests: spec.stdin.length };
  const final = (status: Verdict, passedCount: number) =>
    publishFinal(deps, spec.userId, { ...base, status, currentTest: null, passedCount });

  const existing = await deps.redis.get(runResultKey(prefix, runId));
  if (existing) {
    const r = readStored(runId, existing);
    return final(r.status, r.results.filter((x) => x.passed).length);
  }

  // Cases without an expected output get the reference solution's, before the learner's code runs.
  publishProgress(deps, spec.userId, { ...base, status: "Running", currentTest: null, passedCount: null });
  const policy = runPolicy(spec);
  // An interactive problem's case is the interactor's input file (and its answer file, if given): the interactor
  // judges the exchange, so no reference solution's output is needed.
  const expected =
    policy.type === "interactive"
      ? spec.stdin.map((_, i) => ({
          expected: spec.expectedOutputs[i] ?? "",
          expectedFrom: "given" as const,
          note: null,
        }))
      : await resolveExpected(deps, job, spec);
  const tests = spec.stdin.map((input, i) => ({ input, output: expected[i]!.expected ?? "", hidden: false }));
  const result = await runWithProgress(deps, job, spec.userId, base, {
    language: spec.language,
    sourceCode: spec.sourceCode,
    // No expected output at all: the case only shows what the program printed. A Run's cases are the learner's own:
    // an interactive one shows its whole exchange.
    tests: await runCasesOf(deps, spec, expected),
    policy,
  });
  const stored: StoredRunResult = result
    ? {
        status: result.status,
        compileOutput: result.compileOutput,
        results: toResults(tests, result).map(({ fraction: _f, ...r }, i) => ({
          ...r,
          expectedFrom: expected[i]!.expectedFrom,
          note: expected[i]!.note,
        })),
      }
    : { status: "Internal Error", compileOutput: null, results: [] };
  // NX: a concurrent duplicate delivery may have stored first; the first result is the one that stands.
  await deps.redis.set(runResultKey(prefix, runId), JSON.stringify(stored), "EX", RUN_TTL_SECONDS, "NX");
  const stands = await deps.redis.get(runResultKey(prefix, runId));
  const winner = stands ? readStored(runId, stands) : stored;
  return final(winner.status, winner.results.filter((x) => x.passed).length);
};

/**
 * The Run's cases as the runner takes them: a case whose input or expected output is a stored test file (an admin's
 * reference check of an imported problem) is this worker's cached copy, fetched one after another.
 */
async function runCasesOf(
  deps: WorkerDeps,
  spec: RunSpec,
  expected: { expected: string | null }[],
): Promise<RunTest[]> {
  const cases: RunTest[] = [];
  for (const [i, input] of spec.stdin.entries()) {
    const inputFile = spec.stdinFiles?.[i];
    const expectedFile = spec.expectedFiles?.[i];
    cases.push({
      input: inputFile ? await deps.testData.file(deps, inputFile) : input,
      expected: expectedFile
        ? await deps.testData.file(deps, expectedFile)
        : (expected[i]!.expected ?? undefined),
      transcript: true,
    });
  }
  return cases;
}

/** A malformed stored result stays until it expires (SET NX keeps it): judging again cannot replace it, so no retry. */
function readStored(runId: string, raw: string): StoredRunResult {
  try {
    return parseStoredRunResult(runId, raw);
  } catch (err) {
    if (err instanceof MalformedRunResultError) throw new UnrecoverableError(err.message);
    throw err;
  }
}
