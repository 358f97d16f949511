import { solvedProblems } from "@grindstone/db";
import {
  problemsVersionKey,
  SOLVED_SET_LOADED,
  SOLVED_SET_TTL_SECONDS,
  solvedSetKey,
} from "@grindstone/shared/server";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { ProblemViewer } from "./problem-access.ts";
import {
  type Audience,
  type BuiltList,
  createListBuilds,
  currentList,
  freshList,
} from "./problem-list-build.ts";
import { joinRow, type ProblemListJson, serialiseList, serialiseTail } from "./problem-list-json.ts";
import { viewerListFields } from "./problem-views.ts";

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

/** One caller's list, encoded; gzipped on first demand and kept with it (browsers always accept gzip: ~8× fewer
 * bytes, and fewer bytes is what the response path spends its time on). */
export class ListBody {
  readonly raw: Uint8Array<ArrayBuffer>;
  private gz: Uint8Array<ArrayBuffer> | null = null;
  constructor(json: ProblemListJson) {
    this.raw = new TextEncoder().encode(json);
  }
  gzipped(): Uint8Array<ArrayBuffer> {
    this.gz ??= Bun.gzipSync(this.raw) as Uint8Array<ArrayBuffer>;
    return this.gz;
  }
}

/** This instance's list builds and recent callers' bodies (by user id): ctx.caches.problemList. */
export const createProblemListCache = () => ({
  builds: createListBuilds(),
  bodies: new Map<string, { key: string; body: ListBody }>(),
});
export type ProblemListCache = ReturnType<typeof createProblemListCache>;

const bodyKey = (list: BuiltList, audience: Audience, solvedCount: number) =>
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
    const hit = list && ctx.caches.problemList.bodies.get(viewer.id);
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
  const cache = ctx.caches.problemList.bodies;
  const key = bodyKey(list, audience, solvedCount);
  const rows = list.lists[audience];
  const hit = cache.get(userId);
  if (hit && hit.key === key) return hit.body;
  const members = await ctx.redis.smembers(solvedKey);
  const solved = await solvedIds(ctx, userId, members);
  const mine = serialiseTail(viewerListFields(userId, true));
  const others = serialiseTail(viewerListFields(userId, false));
  const body = new ListBody(
    serialiseList(rows.heads.map((head, i) => joinRow(head, solved.has(rows.ids[i]!) ? mine : others))),
  );
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
  ctx.caches.problemList.builds.cached = null;
}
