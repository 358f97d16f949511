import {
  type RunSpec,
  runKey,
  runResultKey,
  runSpecSchema,
  type StoredRunResult,
} from "@grindstone/shared/server";
import type { AppContext } from "../../context.ts";
import { toSubmissionView } from "../submissions/submission-view.ts";
import { parseRunResult } from "./run-queue.ts";

/** A Run's current state from Redis, shaped like a submission; null when unknown, expired, or not the caller's. */
export async function loadRunView(ctx: AppContext, userId: string, id: string) {
  const [rawSpec, rawResult] = await ctx.redis.mget(
    runKey(ctx.env.REDIS_PREFIX, id),
    runResultKey(ctx.env.REDIS_PREFIX, id),
  );
  if (!rawSpec) return null;
  const spec = runSpecSchema.parse(JSON.parse(rawSpec));
  if (spec.userId !== userId) return null;
  return toRunView(id, spec, parseRunResult(ctx, id, rawResult ?? null));
}

/** A Run shaped like a submission: Queued until its result is stored. */
export function toRunView(id: string, spec: RunSpec, result: StoredRunResult | null) {
  const results = result?.results ?? [];
  return toSubmissionView(
    {
      id,
      problemId: spec.problemId,
      status: result?.status ?? "Queued",
      language: spec.language,
      sourceCode: spec.sourceCode,
      compileOutput: result?.compileOutput ?? null,
      passedCount: results.filter((r) => r.passed).length,
      totalCount: spec.stdin.length,
      createdAt: new Date(spec.createdAt),
    },
    results,
    "run",
  );
}
