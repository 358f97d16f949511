import { problems } from "@grindstone/db";
import { hiddenProblemReleases } from "@grindstone/db/queries/problem-visibility";
import { asc } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { type RowHead, serialiseRow } from "./problem-list-json.ts";
import { listColumns, sharedListFields } from "./problem-views.ts";

/**
 * The problems list is the hottest read and the same for everyone but the solved mark. Each instance keeps the list
 * pre-serialised, one JSON fragment per problem, and splices in the caller's mark. A cached copy is used while the
 * shared version counter in Redis is unchanged (every create/update/delete bumps it, on any instance) and for at most
 * ACCEPTANCE_MAX_AGE_MS, which bounds how stale the acceptance figures can be. Losing the cache loses nothing.
 */
const ACCEPTANCE_MAX_AGE_MS = 5000;

/** One audience's list: ids and the JSON fragment of each row up to (not including) the per-user fields. */
type Rows = { ids: string[]; heads: RowHead[] };
/**
 * Admins list every problem; everyone else the public ones and the hidden ones a contest has released (ended). A
 * LIVE contest's participants reach its hidden problems through the contest, never through this list, so the
 * non-admin list is one list for everyone and `releaseAt` (the next end of a contest holding a still hidden
 * problem, by ctx.clock) is the instant it goes stale.
 */
export type Audience = "admin" | "open";
export type BuiltList = {
  version: string;
  builtAt: number;
  /** The ctx.clock interval the audiences are right for: from the build to the next release. */
  validFrom: number;
  releaseAt: number | null;
  lists: Record<Audience, Rows>;
};

/** This instance's last build and the one in flight; a member of ctx.caches.problemList. */
export const createListBuilds = () => ({
  cached: null as BuiltList | null,
  building: null as { version: string; promise: Promise<BuiltList> } | null,
});

async function build(ctx: AppContext, version: string): Promise<BuiltList> {
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
    const head = serialiseRow(sharedListFields(p));
    const audiences: Audience[] = p.isPublic || releases.released.has(p.id) ? ["admin", "open"] : ["admin"];
    for (const a of audiences) {
      lists[a].ids.push(p.id);
      lists[a].heads.push(head);
    }
  }
  return { version, builtAt: Date.now(), validFrom: now.getTime(), releaseAt: releases.nextReleaseAt, lists };
}

/** The built list for `version` if this instance has a fresh one. */
export function freshList(ctx: AppContext, version: string): BuiltList | null {
  const { cached } = ctx.caches.problemList.builds;
  if (!cached || cached.version !== version || Date.now() - cached.builtAt >= ACCEPTANCE_MAX_AGE_MS)
    return null;
  return audiencesHold(ctx, cached) ? cached : null;
}

/** Whether the audiences of `list` are still right at ctx.clock (a clock set back, as tests do, is stale too). */
function audiencesHold(ctx: AppContext, list: BuiltList) {
  const now = ctx.clock().getTime();
  return now >= list.validFrom && (list.releaseAt === null || now < list.releaseAt);
}

export async function currentList(ctx: AppContext, version: string) {
  const list = await sharedBuild(ctx, version);
  // A shared build that started just before a contest ended is stale for a request arriving after the end: one more
  // build (the stale one is no longer fresh, so this one is new) starts at or after that end.
  return audiencesHold(ctx, list) ? list : sharedBuild(ctx, version);
}

function sharedBuild(ctx: AppContext, version: string): Promise<BuiltList> {
  const s = ctx.caches.problemList.builds;
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
