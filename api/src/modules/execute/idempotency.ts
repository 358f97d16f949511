import { findSubmissionByIdempotencyKey } from "@grindstone/db/queries/submissions";
import { type ExecuteCodeBody, idempotencyKeySchema, type Language } from "@grindstone/shared";
import { RUN_TTL_SECONDS, runIdempotencyKey } from "@grindstone/shared/server";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";

/** The header's value, checked; null when the client sent none (the spec's client does not). */
export function parseIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new AppError("VALIDATION", 400, parsed.error.issues[0]!.message);
  return parsed.data;
}

type Fingerprint = { problemId: string; language: Language; sourceCode: string };

/**
 * A key belongs to one request. Reusing it for different code is a client bug that must not silently return the
 * other code's verdict (the same rule as Stripe's and the IETF draft's: 422 for a key reused with another payload).
 */
export function assertSameRequest(earlier: Fingerprint, body: ExecuteCodeBody, language: Language) {
  if (
    earlier.problemId !== body.problemId ||
    earlier.language !== language ||
    earlier.sourceCode !== body.source_code
  ) {
    throw new AppError(
      "IDEMPOTENCY_KEY_REUSED",
      422,
      "This Idempotency-Key was already used for a different request",
    );
  }
}

export const findEarlierSubmission = (ctx: AppContext, userId: string, key: string) =>
  findSubmissionByIdempotencyKey(ctx.db, userId, key);

/**
 * Claims `key` for the Run `runId` (Runs live in Redis only, for RUN_TTL_SECONDS). Returns null when claimed, or
 * the id of the Run an earlier request with the same key created.
 */
export async function claimRunKey(ctx: AppContext, userId: string, key: string, runId: string) {
  const redisKey = runIdempotencyKey(ctx.env.REDIS_PREFIX, userId, key);
  const claimed = await ctx.redis.set(redisKey, runId, "EX", RUN_TTL_SECONDS, "NX");
  return claimed === "OK" ? null : await ctx.redis.get(redisKey);
}

/** Gives the key back when the Run it claimed was never queued, so the client's retry can queue it. */
export const releaseRunKey = (ctx: AppContext, userId: string, key: string) =>
  ctx.redis.del(runIdempotencyKey(ctx.env.REDIS_PREFIX, userId, key));
