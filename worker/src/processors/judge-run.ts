import { judgeRunPayload, RUN_TTL_SECONDS, runKey, runResultKey, runSpecSchema } from "@grindstone/shared";
import { type Job, UnrecoverableError } from "bullmq";
import type { WorkerDeps } from "../judge/deps.ts";
import { holdInflight } from "../judge/inflight.ts";
import { publishFinal } from "../judge/publish.ts";
import { runWithProgress } from "../judge/run-with-progress.ts";
import { toResults } from "../judge/to-results.ts";

/**
 * Runs code against the learner's own inputs. A Run is not a submission: its spec and result live in Redis for
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
  const tests = spec.stdin.map((input, i) => ({
    input,
    output: spec.expectedOutputs[i] ?? "",
    hidden: false,
  }));
  const base = { id: runId, kind: "run" as const, problemId: spec.problemId, totalTests: tests.length };
  const final = (status: string, passedCount: number) =>
    publishFinal(deps, spec.userId, { ...base, status, currentTest: null, passedCount });

  const existing = await deps.redis.get(runResultKey(prefix, runId));
  if (existing) {
    const r = JSON.parse(existing) as { status: string; results: { passed: boolean }[] };
    return final(r.status, r.results.filter((x) => x.passed).length);
  }

  const result = await runWithProgress(deps, job, spec.userId, base, {
    language: spec.language,
    sourceCode: spec.sourceCode,
    // No expected output given: the case only shows what the program printed.
    tests: spec.stdin.map((input, i) => ({ input, expected: spec.expectedOutputs[i] ?? undefined })),
    limits: { cpuTimeMs: spec.cpuTimeMs, memoryKb: spec.memoryKb },
  });
  const stored = result
    ? { status: result.status, compileOutput: result.compileOutput, results: toResults(tests, result) }
    : { status: "Internal Error", compileOutput: null, results: [] };
  // NX: a concurrent duplicate delivery may have stored first; the first result is the one that stands.
  await deps.redis.set(runResultKey(prefix, runId), JSON.stringify(stored), "EX", RUN_TTL_SECONDS, "NX");
  const winner = JSON.parse(
    (await deps.redis.get(runResultKey(prefix, runId))) ?? JSON.stringify(stored),
  ) as typeof stored;
  return final(winner.status, winner.results.filter((x) => x.passed).length);
};
