import { INFLIGHT_STALE_MS, inflightKey } from "@grindstone/shared/server";
import type { WorkerDeps } from "./deps.ts";

// Refreshes an entry only if it is still there: once the verdict freed it (publishFinal), a late refresh from a
// duplicate delivery or a sweep must not bring it back and block the user. The key's expiry follows, as on admission.
const HOLD = `
if not redis.call('ZSCORE', KEYS[1], ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

/**
 * Keeps a user's in-flight entry for `id` (taken by the API on admission) counting while the work is not final: its
 * score is its freshness, and admission drops entries older than INFLIGHT_STALE_MS.
 */
export async function holdInflight(deps: WorkerDeps, userId: string, id: string, now = Date.now()) {
  const key = inflightKey(deps.env.REDIS_PREFIX, userId);
  return (await deps.redis.eval(HOLD, 1, key, now, id, INFLIGHT_STALE_MS)) === 1;
}
