import { metricsResponse, serveOps, withTimeout } from "@grindstone/shared/metrics";
import type Redis from "ioredis";
import type { WorkerMetrics } from "./worker-metrics.ts";

// Aligned with the API's readiness probe: a dependency that has not answered in 2 s counts as down.
const PROBE_TIMEOUT_MS = 2000;

type ReadyDeps = {
  redis: Pick<Redis, "ping">;
  /** A postgres.js client (the worker's `sql`). */
  sql: (strings: TemplateStringsArray) => PromiseLike<unknown>;
  /** True once SIGTERM arrived: the worker finishes its jobs but should not be counted as ready. */
  isDraining: () => boolean;
};

const unavailable = (status: string, error: string) =>
  Response.json({ status, error, code: "SERVICE_UNAVAILABLE" }, { status: 503 });

/** /health/ready: Redis and Postgres answer within 2 s, and the worker is not draining. */
export async function readiness(deps: ReadyDeps) {
  if (deps.isDraining()) return unavailable("draining", "Shutting down");
  const check = (run: () => PromiseLike<unknown>) =>
    withTimeout(
      (async () => {
        await run();
        return true;
      })(),
      PROBE_TIMEOUT_MS,
    );
  const [redis, postgres] = await Promise.all([
    check(() => deps.redis.ping()),
    check(() => deps.sql`select 1`),
  ]);
  const down = [!redis && "redis", !postgres && "postgres"].filter(Boolean);
  if (down.length > 0) return unavailable("degraded", `Unavailable: ${down.join(", ")}`);
  return Response.json({ status: "ok" });
}

/** The worker's METRICS_PORT listener: /metrics, /health/live and /health/ready for scrapers and probes. */
export function startOpsServer(port: number, metrics: WorkerMetrics, deps: ReadyDeps) {
  return serveOps(port, {
    "/metrics": () => metricsResponse(metrics.registry),
    "/health/live": () => Response.json({ status: "ok" }),
    "/health/ready": () => readiness(deps),
  });
}
