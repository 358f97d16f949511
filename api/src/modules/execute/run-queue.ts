import {
  JUDGE_JOBS,
  JUDGE_PRIORITY,
  type JudgeRunPayload,
  RUN_TTL_SECONDS,
  type RunSpec,
  runKey,
  runResultKey,
  type StoredRunResult,
} from "@grindstone/shared";
import type { AppContext } from "../../context.ts";

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
  const raw = await ctx.redis.get(runResultKey(ctx.env.REDIS_PREFIX, id));
  return raw ? (JSON.parse(raw) as StoredRunResult) : null;
}
