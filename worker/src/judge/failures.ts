import type { WorkerDeps } from "./deps.ts";

/**
 * The last error that failed a submission's judging, kept in Redis so the delivery that finally gives up (usually a
 * job the sweeper added minutes later, in another worker) can log why. Best effort: losing it loses a log line.
 */
const failureKey = (deps: WorkerDeps, id: string) => `${deps.env.REDIS_PREFIX}:judge:last-failure:${id}`;
// Far longer than the attempts of one submission take (two jobs, a few sweeps apart); then it simply expires.
const KEEP_SECONDS = 24 * 3600;

export async function rememberFailure(deps: WorkerDeps, id: string, err: unknown) {
  const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  await deps.redis.set(failureKey(deps, id), reason.slice(0, 2000), "EX", KEEP_SECONDS).catch(() => {});
}

export async function lastFailure(deps: WorkerDeps, id: string): Promise<string | null> {
  return deps.redis.get(failureKey(deps, id)).catch(() => null);
}
