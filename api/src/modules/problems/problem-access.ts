import { problems } from "@grindstone/db";
import { hiddenProblemVisible } from "@grindstone/db/queries/problem-visibility";
import type { Role } from "@grindstone/shared";
import { problemsVersionKey } from "@grindstone/shared/server";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";

export type ProblemViewer = { id: string; role: Role };

/**
 * The one answer to "may this user see this problem?", for every feature that reaches a problem by id (the problem
 * page, discussions, playlists, and the execute and contest routes). Admins see every problem; anyone sees a public
 * one; a hidden one (issue 12) only through a contest (see queries/problem-visibility.ts). For a public problem the
 * answer costs no I/O once this instance has seen it (the memo below), so the hot paths stay as they were.
 */
export async function isProblemVisible(
  ctx: AppContext,
  viewer: ProblemViewer | null,
  problemId: string,
): Promise<boolean> {
  const known = await problemFacts(ctx, problemId);
  if (!known) return false;
  if (known.isPublic || viewer?.role === "ADMIN") return true;
  return hiddenProblemVisible(ctx.db, problemId, viewer?.id ?? null, ctx.clock());
}

/** As isProblemVisible, but a problem the viewer may not see is reported exactly like a missing one. */
export async function assertProblemVisible(ctx: AppContext, viewer: ProblemViewer | null, problemId: string) {
  if (!(await isProblemVisible(ctx, viewer, problemId))) throw notFound("Problem not found");
}

// Bounds the memory an attacker posting to random ids can pin; the memo is simply rebuilt after a clear.
const KNOWN_MAX = 10_000;

type ProblemFacts = { isPublic: boolean } | null;

/**
 * Which problem ids exist and whether each is public, remembered per instance for as long as the shared problems
 * version in Redis is unchanged (every create/update/delete bumps it, on any instance; the mirror learns of it
 * without polling). A discussion post or a submission then costs no query to check its problem. A problem the end
 * job made public without a bump is still remembered as hidden, which only costs the contest query, whose answer
 * (the contest has ended) is right.
 */
export function createProblemExistenceMemo() {
  return { version: null as string | null, known: new Map<string, ProblemFacts>() };
}
export type ProblemExistenceMemo = ReturnType<typeof createProblemExistenceMemo>;

/**
 * The shared problems version (bumped by every problem and contest change), from this instance's mirror when it
 * holds it, else one Redis read: what the per-instance memos here and in contest-lock.ts are keyed on.
 */
export async function problemsVersion(ctx: AppContext): Promise<string> {
  const key = problemsVersionKey(ctx.env.REDIS_PREFIX);
  const mirrored = ctx.mirror.get<string | null>(key);
  return (
    (mirrored !== undefined ? mirrored : (await ctx.mirror.read([key], () => ctx.redis.mget(key)))[0]) ?? "0"
  );
}

async function problemFacts(ctx: AppContext, id: string): Promise<ProblemFacts> {
  const version = await problemsVersion(ctx);
  const memo = ctx.caches.problemExistence;
  if (memo.version !== version) {
    memo.version = version;
    memo.known.clear();
  }
  const known = memo.known.get(id);
  if (known !== undefined) return known;
  const [row] = await ctx.db
    .select({ isPublic: problems.isPublic })
    .from(problems)
    .where(eq(problems.id, id));
  const facts = row ? { isPublic: row.isPublic } : null;
  // Remembered under the version read before the query: a change committed meanwhile bumps the version after it.
  if (memo.version === version) {
    if (memo.known.size >= KNOWN_MAX) memo.known.clear();
    memo.known.set(id, facts);
  }
  return facts;
}
