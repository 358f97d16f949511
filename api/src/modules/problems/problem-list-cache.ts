import { problems, solvedProblems } from "@grindstone/db";
import {
  problemsVersionKey,
  SOLVED_SET_LOADED,
  SOLVED_SET_TTL_SECONDS,
  solvedSetKey,
} from "@grindstone/shared";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { acceptanceOf, listColumns } from "./problem-views.ts";

/**
 * The problems list is the hottest read and the same for everyone but the solved mark. Each instance keeps the list
 * pre-serialised, one JSON fragment per problem, and splices in the caller's mark. A cached copy is used while the
 * shared version counter in Redis is unchanged (every create/update/delete bumps it, on any instance) and for at most
 * ACCEPTANCE_MAX_AGE_MS, which bounds how stale the acceptance figures can be. Losing the cache loses nothing.
 */
const ACCEPTANCE_MAX_AGE_MS = 5000;

type Cached = { version: string; builtAt: number; ids: string[]; heads: string[] };
// Per context (one per process in production; tests build several against different databases).
type Slot = { cached: Cached | null; building: { version: string; promise: Promise<Cached> } | null };
const caches = new WeakMap<AppContext, Slot>();
const slot = (ctx: AppContext) => {
  const existing = caches.get(ctx);
  if (existing) return existing;
  const fresh: Slot = { cached: null, building: null };
  caches.set(ctx, fresh);
  return fresh;
};

async function build(ctx: AppContext, version: string): Promise<Cached> {
  const rows = await ctx.db
    .select(listColumns)
    .from(problems)
    .orderBy(asc(problems.createdAt), asc(problems.title));
  const heads = rows.map((p) => {
    const json = JSON.stringify({
      id: p.id,
      title: p.title,
      difficulty: p.difficulty,
      tags: p.tags,
      companies: p.companies,
      acceptance: acceptanceOf(p),
      createdAt: p.createdAt.toISOString(),
    });
    return json.slice(0, -1); // reopen the object so the per-user fields can be appended
  });
  return { version, builtAt: Date.now(), ids: rows.map((r) => r.id), heads };
}

async function currentList(ctx: AppContext, version: string) {
  const s = slot(ctx);
  if (s.cached && s.cached.version === version && Date.now() - s.cached.builtAt < ACCEPTANCE_MAX_AGE_MS)
    return s.cached;
  // One rebuild per version at a time: a burst of requests after expiry shares it, but a request that already saw
  // a newer version never waits on (or gets) a build of an older one.
  if (s.building?.version !== version) {
    const promise = build(ctx, version);
    const entry = { version, promise };
    s.building = entry;
    promise.then(
      (list) => {
        if (s.building === entry) s.building = null;
        if (!s.cached || s.cached.builtAt <= list.builtAt) s.cached = list;
      },
      () => {
        if (s.building === entry) s.building = null;
      },
    );
  }
  return s.building!.promise;
}

/** The caller's solved problem ids from Redis; on a miss, loaded from Postgres (the source of truth) and mirrored. */
async function solvedIds(ctx: AppContext, userId: string, members: string[]) {
  if (members.includes(SOLVED_SET_LOADED)) return new Set(members);
  const rows = await ctx.db
    .select({ id: solvedProblems.problemId })
    .from(solvedProblems)
    .where(eq(solvedProblems.userId, userId));
  const key = solvedSetKey(ctx.env.REDIS_PREFIX, userId);
  await ctx.redis
    .multi()
    .sadd(key, SOLVED_SET_LOADED, ...rows.map((r) => r.id))
    .expire(key, SOLVED_SET_TTL_SECONDS)
    .exec();
  return new Set(rows.map((r) => r.id));
}

/**
 * Encoded bodies of recent callers. A body depends only on the list build and the caller's solved set, which only
 * grows, so (build, solved count) identifies it; a user reloading the page is served bytes without any work.
 * Bounded: at ~100 KB a body, 256 entries is ~25 MB per instance.
 */
const BODY_CACHE_SIZE = 256;
const LIST_STATE = "return { redis.call('GET', KEYS[1]), redis.call('SCARD', KEYS[2]) }";
const bodies = new WeakMap<AppContext, Map<string, { key: string; body: Uint8Array<ArrayBuffer> }>>();

function bodyCache(ctx: AppContext) {
  const existing = bodies.get(ctx);
  if (existing) return existing;
  const fresh = new Map<string, { key: string; body: Uint8Array<ArrayBuffer> }>();
  bodies.set(ctx, fresh);
  return fresh;
}

/** The response body of GET /problems/get-all-problems: `{ problems: ProblemListItem[] }`, UTF-8 encoded. */
export async function problemListBody(ctx: AppContext, userId: string): Promise<Uint8Array<ArrayBuffer>> {
  const solvedKey = solvedSetKey(ctx.env.REDIS_PREFIX, userId);
  // One round trip: the list version and the size of the caller's solved set.
  const [version, solvedCount] = (await ctx.redis.eval(
    LIST_STATE,
    2,
    problemsVersionKey(ctx.env.REDIS_PREFIX),
    solvedKey,
  )) as [string | null, number];
  const list = await currentList(ctx, version ?? "0");
  const cache = bodyCache(ctx);
  const key = `${list.version}:${list.builtAt}:${solvedCount}`;
  const hit = cache.get(userId);
  if (hit && hit.key === key) return hit.body;
  const members = await ctx.redis.smembers(solvedKey);
  const solved = await solvedIds(ctx, userId, members);
  const mine = `,"solvedBy":[{"userId":${JSON.stringify(userId)}}],"isSolved":true}`;
  const parts = list.heads.map(
    (head, i) => head + (solved.has(list.ids[i]!) ? mine : ',"solvedBy":[],"isSolved":false}'),
  );
  const body = new TextEncoder().encode(`{"problems":[${parts.join(",")}]}`);
  // Cache only a body built from a complete Redis set that still had the count we keyed on (no solve slipped in
  // between the two reads, and not the first load from Postgres).
  if (members.includes(SOLVED_SET_LOADED) && members.length === solvedCount) {
    cache.delete(userId);
    cache.set(userId, { key, body });
    if (cache.size > BODY_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  return body;
}

/** Called after any change to the problem set; every instance sees the new version on its next request. */
export async function invalidateProblemList(ctx: AppContext) {
  await ctx.redis.incr(problemsVersionKey(ctx.env.REDIS_PREFIX));
  slot(ctx).cached = null;
}
