import { hostname } from "node:os";
import { isConnectionError } from "@grindstone/db/availability";
import { getPerformance, savePerformance } from "@grindstone/db/queries/performance";
import { getProblemPolicy, getSubmission, getSubmissionResults } from "@grindstone/db/queries/submissions";
import { userRoom } from "@grindstone/shared";
import {
  BACKGROUND_BUSY_DELAY_MS,
  PERF_YARDSTICK_KEPT,
  perfJobPayload,
  perfYardstickKey,
} from "@grindstone/shared/server";
import { DelayedError, type Job, type Queue, UnrecoverableError } from "bullmq";
import { runTestsOf } from "../../processors/judge-submission.ts";
import { RunnerBusyError } from "../../runners/runner.ts";
import type { WorkerDeps } from "../deps.ts";
import { judgeQueueIdle } from "../idle-gate.ts";
import type { JudgeTestCache } from "../test-cache.ts";
import {
  batchesIn,
  batchSizes,
  figuresOf,
  heaviestTest,
  nextBatch,
  perfRunOf,
  usualYardstick,
} from "./measure.ts";

/**
 * Measures one accepted submission (the `submission-perf` job): its heaviest test PERF_RUNS times in PERF_BATCHES
 * batches some time apart, each batch's runs one after another in one sandbox box, while nothing else wants the
 * sandbox. The yardstick (runners/yardstick.ts) runs just before and just after each batch; when it says no batch
 * found the machine steady, up to PERF_EXTRA_BATCHES more follow. Between batches the job waits delayed with its runs
 * so far in its data, holding no slot. Idempotent: the figures are written once, conditionally on the row still
 * being PENDING, so a duplicate delivery measures at most once more and stores nothing.
 */
export function measureSubmission(deps: WorkerDeps, tests: JudgeTestCache, judgeQueue: Queue) {
  const measure = measureBatch(deps, tests, judgeQueue);
  return async (job: Job, token?: string) => {
    try {
      return await measure(job, token);
    } catch (err) {
      // Postgres unreachable is no failure of the measurement: it waits like a busy judge, spending no attempt, so
      // an outage of any length delays it rather than ending it FAILED after the retries' ~75 s.
      if (!isConnectionError(err)) throw err;
      return lookAgainIn(job, token, OUTAGE_DELAY_MS);
    }
  };
}

/**
 * Delayed, not failed (no attempt spent): the job is delivered again after `ms` plus up to a second of jitter. Thrown
 * as BullMQ's DelayedError, which tells the worker the job was moved, not finished.
 */
async function lookAgainIn(job: Job, token: string | undefined, ms: number): Promise<never> {
  await job.moveToDelayed(Date.now() + ms + Math.random() * 1000, token);
  throw new DelayedError();
}

/** How long a measurement that found Postgres unreachable waits before looking again. */
const OUTAGE_DELAY_MS = 5000;

function measureBatch(deps: WorkerDeps, tests: JudgeTestCache, judgeQueue: Queue) {
  const planned = deps.env.PERF_RUNS;
  const sizes = batchSizes(planned, deps.env.PERF_BATCHES);
  const plan = { sizes, gapMs: deps.env.PERF_BATCH_GAP_MS, extraBatches: deps.env.PERF_EXTRA_BATCHES };
  return async (job: Job, token?: string) => {
    const parsed = perfJobPayload.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError("invalid submission-perf payload");
    const { submissionId, progress } = parsed.data;
    const row = await getPerformance(deps.db, submissionId);
    if (row?.status !== "PENDING") return { skipped: row?.status ?? "no row" };
    const sub = await getSubmission(deps.db, submissionId);
    if (sub?.status !== "Accepted")
      throw new UnrecoverableError(`submission ${submissionId} is not Accepted`);

    // A busy judge is the expected case during a contest: the measurement waits for it.
    const stepAside = () => lookAgainIn(job, token, BACKGROUND_BUSY_DELAY_MS);
    // Judging anywhere goes first: a submission waiting in the queue will want a slot here soon.
    if (!(await judgeQueueIdle(judgeQueue))) return stepAside();

    const problem = await getProblemPolicy(deps.db, sub.problemId);
    if (!problem) throw new UnrecoverableError(`problem ${sub.problemId} does not exist`);
    const testsAt = problem.updatedAt.toISOString();
    // Runs of other tests than today's (the problem was edited between batches) are not this measurement's.
    const earlier = progress?.testsAt === testsAt ? progress : undefined;
    const position = earlier?.testPosition ?? heaviestTest(await getSubmissionResults(deps.db, submissionId));
    const all = await tests.get(deps, sub.problemId, problem.updatedAt);
    const test = position === null ? undefined : all[position];
    if (position === null || !test)
      return save(deps, sub, {
        status: "FAILED",
        testPosition: position,
        runs: 0,
        message: "No test to measure",
      });
    const done = earlier?.runs ?? [];
    // Past the plan: an extra batch of one run (nextBatch asked for it: no batch so far found the machine steady).
    const batch = sizes[batchesIn(sizes, done.length)] ?? 1;
    const [runTest] = await runTestsOf(deps, [test]);
    let result: Awaited<ReturnType<WorkerDeps["runner"]["run"]>>;
    const references: number[] = [];
    try {
      // The yardstick just before and just after the batch: the same spell of the machine as the runs between.
      await yardstick(deps, references);
      result = await deps.runner.run({
        language: sub.language,
        sourceCode: sub.sourceCode,
        // The same test again and again in one lane: the box, files and caches are the same for every run.
        tests: Array.from({ length: batch }, () => ({ ...runTest!, transcript: false })),
        policy: problem.policy,
        background: true,
      });
      if (result.status !== "Compilation Error") await yardstick(deps, references);
    } catch (err) {
      if (err instanceof RunnerBusyError) return stepAside();
      throw err;
    }
    if (result.status === "Compilation Error")
      return save(deps, sub, {
        status: "FAILED",
        testPosition: position,
        runs: 0,
        message: "It did not compile this time",
      });
    const runs = [...done, ...result.tests.map((t) => ({ ...perfRunOf(t), referenceCpuMs: references }))];
    const next = nextBatch(runs, plan, await usualHere(deps));
    if ("done" in next) return save(deps, sub, figuresOf(position, runs, planned, next.steady));
    await job.updateData({ submissionId, progress: { testPosition: position, testsAt, runs } });
    return lookAgainIn(job, token, next.afterMs);
  };
}

/**
 * One run of the yardstick (runners/yardstick.ts) where the runner has one: its CPU time is added to `into` and to
 * this host's recent times in Redis, from which every worker process here learns the machine's usual state.
 */
async function yardstick(deps: WorkerDeps, into: number[]): Promise<void> {
  const cpuMs = await deps.runner.yardstickCpuMs?.();
  if (cpuMs == null) return;
  into.push(cpuMs);
  const key = perfYardstickKey(deps.env.REDIS_PREFIX, hostname());
  await deps.redis
    .multi()
    .lpush(key, String(cpuMs))
    .ltrim(key, 0, PERF_YARDSTICK_KEPT - 1)
    .expire(key, 7 * 24 * 3600)
    .exec();
}

/** The yardstick's usual time on this host (null: not enough runs yet to know). */
async function usualHere(deps: WorkerDeps): Promise<number | null> {
  const recent = await deps.redis.lrange(perfYardstickKey(deps.env.REDIS_PREFIX, hostname()), 0, -1);
  return usualYardstick(recent.map(Number).filter((v) => Number.isFinite(v) && v > 0));
}

/**
 * Stores the figures if the row is still PENDING and tells the page; the result is what this delivery did. A
 * duplicate that lost the race (its job lost by Redis and queued again while it ran) used to report the status it
 * measured, so the job's result and its "done" log line said MEASURED for a delivery that stored nothing.
 */
async function save(
  deps: WorkerDeps,
  sub: { id: string; userId: string; problemId: string },
  figures: Parameters<typeof savePerformance>[2],
) {
  if (!(await savePerformance(deps.db, sub.id, figures, deps.clock())))
    return { skipped: "stored by another delivery" };
  deps.emitter
    .to(userRoom(sub.userId))
    .emit("submissionPerformance", { id: sub.id, problemId: sub.problemId, status: figures.status });
  return { status: figures.status };
}
