import { problems, solvedProblems } from "@grindstone/db";
import { hiddenProblemReleases } from "@grindstone/db/queries/problem-visibility";
import {
  problemsVersionKey,
  SOLVED_SET_LOADED,
  SOLVED_SET_TTL_SECONDS,
  solvedSetKey,
} from "@grindstone/shared";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { ProblemViewer } from "./problem-access.ts";
import { acceptanceOf, listColumns } from "./problem-views.ts";

/**
 * The problems list is the hottest read and the same for everyone but the solved mark. Each instance keeps the list
 * pre-serialised, one JSON fragment per problem, and splices in the caller's mark. A cached copy is used while the
 * shared version counter in Redis is unchanged (every create/update/delete bumps it, on any instance) and for at most
 * ACCEPTANCE_MAX_AGE_MS, which bounds how stale the acceptance figures can be. Losing the cache loses nothing.
 */
const ACCEPTANCE_MAX_AGE_MS = 5000;

/** One audience's list: ids and the JSON fragment of each row up to (not including) the per-user fields. */
type Rows = { ids: string[]; heads: string[] };
/**
 * Admins list every problem; everyone else the public ones and the hidden ones a contest has released (ended). A
 * LIVE contest's participants reach its hidden problems through the contest, never through this list, so the
 * non-admin list is one list for everyone and `releaseAt` (the next end of a contest holding a still hidden
 * problem, by ctx.clock) is the instant it goes stale.
 */
type Audience = "admin" | "open";
type Cached = {
  version: string;
  builtAt: number;
  /** The ctx.clock interval the audiences are right for: from the build to the next release. */
  validFrom: number;
  releaseAt: number | null;
  lists: Record<Audience, Rows>;
};
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
  const now = ctx.clock();
  const rows = await ctx.db
    .select(listColumns)
    .from(problems)
    .orderBy(asc(problems.createdAt), asc(problems.title));
  // Most of the time nothing is hidden, and the list costs its one query as before.
  const releases = rows.some((p) => !p.isPublic)
    ? await hiddenProblemReleases(ctx.db, now)
    : { released: new Set<string>(), nextReleaseAt: null };
  const lists: Record<Audience, Rows> = { admin: { ids: [], heads: [] }, open: { ids: [], heads: [] } };
  for (const p of rows) {
    const json = JSON.stringify({
      id: p.id,
      title: p.title,
      difficulty: p.difficulty,
      tags: p.tags,
      companies: p.companies,
      acceptance: acceptanceOf(p),
      createdAt: p.createdAt.toISOString(),
      isPublic: p.isPublic,
    });
    const head = json.slice(0, -1); // reopen the object so the per-user fields can be appended
    const audiences: Audience[] = p.isPublic || releases.released.has(p.id) ? ["admin", "open"] : ["admin"];
    for (const a of audiences) {
      lists[a].ids.push(p.id);
      lists[a].heads.push(head);
    }
  }
  return { version, builtAt: Date.now(), validFrom: now.getTime(), releaseAt: releases.nextReleaseAt, lists };
}

/** The built list for `version` if this instance has a fresh one. */
function freshList(ctx: AppContext, version: string): Cached | null {
  const { cached } = slot(ctx);
  if (!cached || cached.version !== version || Date.now() - cached.builtAt >= ACCEPTANCE_MAX_AGE_MS)
    return null;
  return audiencesHold(ctx, cached) ? cached : null;
}

/** Whether the audiences of `list` are still right at ctx.clock (a clock set back, as tests do, is stale too). */
function audiencesHold(ctx: AppContext, list: Cached) {
  const now = ctx.clock().getTime();
  return now >= list.validFrom && (list.releaseAt === null || now < list.releaseAt);
}

async function currentList(ctx: AppContext, version: string) {
  const list = await sharedBuild(ctx, version);
  // A shared build that started just before a contest ended is stale for a request arriving after the end: one more
  // build (the stale one is no longer fresh, so this one is new) starts at or after that end.
  return audiencesHold(ctx, list) ? list : sharedBuild(ctx, version);
}

function sharedBuild(ctx: AppContext, version: string): Promise<Cached> {
  const s = slot(ctx);
  const fresh = freshList(ctx, version);
  if (fresh) return Promise.resolve(fresh);
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
const bodies = new WeakMap<AppContext, Map<string, { key: string; body: ListBody }>>();

/** One caller's list, encoded; gzipped on first demand and kept with it (browsers always accept gzip: ~8× fewer
 * bytes, and fewer bytes is what the response path spends its time on). */
export class ListBody {
  private gz: Uint8Array<ArrayBuffer> | null = null;
  constructor(readonly raw: Uint8Array<ArrayBuffer>) {}
  gzipped(): Uint8Array<ArrayBuffer> {
    this.gz ??= Bun.gzipSync(this.raw) as Uint8Array<ArrayBuffer>;
    return this.gz;
  }
}

function bodyCache(ctx: AppContext) {
  const existing = bodies.get(ctx);
  if (existing) return existing;
  const fresh = new Map<string, { key: string; body: ListBody }>();
  bodies.set(ctx, fresh);
  return fresh;
}

const bodyKey = (list: Cached, audience: Audience, solvedCount: number) =>
  `${list.version}:${list.builtAt}:${audience}:${solvedCount}`;

const audienceOf = (viewer: ProblemViewer): Audience => (viewer.role === "ADMIN" ? "admin" : "open");

/**
 * The response body of GET /problems/get-all-problems: `{ problems: ProblemListItem[] }`, UTF-8 encoded. Returned
 * without awaiting anything when this instance mirrors the list version and the caller's solved count (see
 * redis-mirror.ts) and already encoded this caller's body for them: a reload costs no I/O at all.
 */
export function problemListBody(ctx: AppContext, viewer: ProblemViewer): ListBody | Promise<ListBody> {
  const version = ctx.mirror.get<string | null>(problemsVersionKey(ctx.env.REDIS_PREFIX));
  const solvedCount = ctx.mirror.get<number>(solvedSetKey(ctx.env.REDIS_PREFIX, viewer.id));
  if (version !== undefined && solvedCount !== undefined) {
    const list = freshList(ctx, version ?? "0");
    const hit = list && bodyCache(ctx).get(viewer.id);
    if (list && hit && hit.key === bodyKey(list, audienceOf(viewer), solvedCount)) return hit.body;
  }
  return buildListBody(ctx, viewer);
}

async function buildListBody(ctx: AppContext, viewer: ProblemViewer): Promise<ListBody> {
  const userId = viewer.id;
  const audience = audienceOf(viewer);
  const solvedKey = solvedSetKey(ctx.env.REDIS_PREFIX, userId);
  const versionKey = problemsVersionKey(ctx.env.REDIS_PREFIX);
  // One round trip: the list version and the size of the caller's solved set.
  const [version, solvedCount] = await ctx.mirror.read(
    [versionKey, solvedKey],
    () => ctx.redis.eval(LIST_STATE, 2, versionKey, solvedKey) as Promise<[string | null, number]>,
  );
  const list = await currentList(ctx, version ?? "0");
  const cache = bodyCache(ctx);
  const key = bodyKey(list, audience, solvedCount);
  const rows = list.lists[audience];
  const hit = cache.get(userId);
  if (hit && hit.key === key) return hit.body;
  const members = await ctx.redis.smembers(solvedKey);
  const solved = await solvedIds(ctx, userId, members);
  const mine = `,"solvedBy":[{"userId":${JSON.stringify(userId)}}],"isSolved":true}`;
  const parts = rows.heads.map(
    (head, i) => head + (solved.has(rows.ids[i]!) ? mine : ',"solvedBy":[],"isSolved":false}'),
  );
  const body = new ListBody(new TextEncoder().encode(`{"problems":[${parts.join(",")}]}`));
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
  ctx.mirror.drop(problemsVersionKey(ctx.env.REDIS_PREFIX));
  slot(ctx).cached = null;
}
