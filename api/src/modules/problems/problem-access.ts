import { problems } from "@grindstone/db";
import { problemsVersionKey, type Role } from "@grindstone/shared";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";

export type ProblemViewer = { id: string; role: Role };

/**
 * The one answer to "may this user see this problem?", for every feature that hangs off a problem (discussions
 * today). A problem the viewer may not see is reported exactly like a missing one, so its existence does not leak.
 * Today every problem is visible to every signed-in user; hidden and contest problems (issue 12) extend this.
 */
export async function assertProblemVisible(ctx: AppContext, _viewer: ProblemViewer, problemId: string) {
  if (!(await problemExists(ctx, problemId))) throw notFound("Problem not found");
}

// Bounds the memory an attacker posting to random ids can pin; the memo is simply rebuilt after a clear.
const KNOWN_MAX = 10_000;

/**
 * Which problem ids exist, remembered per instance for as long as the shared problems version in Redis is unchanged
 * (every create/update/delete bumps it, on any instance; the mirror learns of it without polling). A discussion post
 * then costs no query to check its problem: the hot path stays at the insert alone.
 */
export function createProblemExistenceMemo() {
  return { version: null as string | null, known: new Map<string, boolean>() };
}
export type ProblemExistenceMemo = ReturnType<typeof createProblemExistenceMemo>;

async function problemExists(ctx: AppContext, id: string): Promise<boolean> {
  const key = problemsVersionKey(ctx.env.REDIS_PREFIX);
  const mirrored = ctx.mirror.get<string | null>(key);
  const version =
    (mirrored !== undefined ? mirrored : (await ctx.mirror.read([key], () => ctx.redis.mget(key)))[0]) ?? "0";
  const memo = ctx.problemExistence;
  if (memo.version !== version) {
    memo.version = version;
    memo.known.clear();
  }
  const known = memo.known.get(id);
  if (known !== undefined) return known;
  const rows = await ctx.db.select({ id: problems.id }).from(problems).where(eq(problems.id, id));
  // Remembered under the version read before the query: a change committed meanwhile bumps the version after it.
  if (memo.version === version) {
    if (memo.known.size >= KNOWN_MAX) memo.known.clear();
    memo.known.set(id, rows.length > 0);
  }
  return rows.length > 0;
}
