import { contestVersionKey, problemsVersionKey } from "@grindstone/shared/server";
import type { AppContext } from "../../context.ts";

/**
 * Rendered scoreboard parts kept per API instance under the contest's version (bumped in Redis by every standing
 * written, registration and admin edit) and the problems version (titles): Redis tells every instance the moment
 * either moves (RedisMirror), so a page is served from memory, with no I/O, until the board really changes.
 * Bounded: past MAX_ENTRIES a map is simply cleared and rebuilt on demand.
 */
const MAX_ENTRIES = 5_000;

type Entry<T> = { version: string; value: Promise<T> };
export function createContestBoardCache() {
  return {
    contests: new Map<string, Entry<unknown>>(),
    pages: new Map<string, Entry<unknown>>(),
    viewers: new Map<string, Entry<unknown>>(),
  };
}
export type ContestBoardCache = ReturnType<typeof createContestBoardCache>;

/** The versions a cached part is valid for; no I/O when the mirror holds both keys. */
export function boardVersion(ctx: AppContext, contestId: string): string | Promise<string> {
  const keys = [contestVersionKey(ctx.env.REDIS_PREFIX, contestId), problemsVersionKey(ctx.env.REDIS_PREFIX)];
  const held = keys.map((k) => ctx.mirror.get<string | null>(k));
  if (held.every((v) => v !== undefined)) return held.map((v) => v ?? "0").join(":");
  return ctx.mirror.read(keys, () => ctx.redis.mget(...keys)).then((v) => v.map((x) => x ?? "0").join(":"));
}

/**
 * The part under `key` as of `version`, built by `build` on a miss. Stored under the version read before building:
 * a change committed meanwhile bumps the version after it, so the next request rebuilds. The build itself is what
 * is stored (single flight): during a live round every verdict moves the version, and the requests in flight at
 * that moment (dozens at 1,000 reads/s) share one rebuild instead of each querying Redis and Postgres for the same
 * page (docs/benchmarks.md, "A contest day"). A failed build is dropped, so the next request tries again.
 */
export function cached<T>(
  map: Map<string, Entry<unknown>>,
  key: string,
  version: string,
  build: () => Promise<T>,
): Promise<T> {
  const hit = map.get(key);
  if (hit && hit.version === version) return hit.value as Promise<T>;
  const entry = { version, value: build() };
  if (map.size >= MAX_ENTRIES) map.clear();
  map.set(key, entry);
  entry.value.catch(() => {
    if (map.get(key) === entry) map.delete(key);
  });
  return entry.value;
}
