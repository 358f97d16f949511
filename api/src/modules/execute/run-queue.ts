import {
  JUDGE_JOBS,
  JUDGE_PRIORITY,
  type JudgeRunPayload,
  MalformedRunResultError,
  parseStoredRunResult,
  RUN_TTL_SECONDS,
  type RunSpec,
  runKey,
  runResultKey,
  type StoredRunResult,
} from "@grindstone/shared/server";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";

/** Stores a Run's spec in Redis (never in job data) and queues it with the request's id (for the logs). */
export async function enqueueRun(ctx: AppContext, id: string, spec: RunSpec, reqId?: string) {
  await ctx.redis.set(runKey(ctx.env.REDIS_PREFIX, id), JSON.stringify(spec), "EX", RUN_TTL_SECONDS);
  const data: JudgeRunPayload = { runId: id, reqId };
  await ctx.queue.add(JUDGE_JOBS.run, data, { jobId: id, priority: JUDGE_PRIORITY.run });
}

/** Waits up to `ms` for a Run's result to be stored; true when it is there. */
export function waitForRun(ctx: AppContext, id: string, ms: number) {
  const resultKey = runResultKey(ctx.env.REDIS_PREFIX, id);
  return ctx.waiter.waitFor(id, ms, async () => (await ctx.redis.exists(resultKey)) === 1);
}

export async function readRunResult(ctx: AppContext, id: string): Promise<StoredRunResult | null> {
  return parseRunResult(ctx, id, await ctx.redis.get(runResultKey(ctx.env.REDIS_PREFIX, id)));
}

/**
 * A stored result as the worker wrote it, or null when there is none yet. One that is not a StoredRunResult (corrupt,
 * or written by an incompatible worker) is logged and answered as a 500 that says so, never a TypeError further on.
 */
export function parseRunResult(ctx: AppContext, id: string, raw: string | null): StoredRunResult | null {
  if (!raw) return null;
  try {
    return parseStoredRunResult(id, raw);
  } catch (err) {
    if (!(err instanceof MalformedRunResultError)) throw err;
    ctx.log.error({ runId: id, reason: err.reason }, "stored run result is malformed");
    throw new AppError("INTERNAL", 500, "This run's result could not be read. Please run your code again.");
  }
}
