import type { Context } from "hono";
import { matchedRoutes, routePath } from "hono/route";
import type { ApiMetrics } from "./api-metrics.ts";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Records a finished request's duration, labelled by the pattern of the route it matched ("/api/v1/problems/:id"), never the raw
 * path, so the label set stays bounded. A 404 answered by a catch-all (unknown API path, no route at all) is
 * "unmatched": a scanner probing random paths must not mint a series per path.
 */
/**
 * Not a middleware of its own: every async middleware layer costs the hot routes about a tenth of their throughput
 * in Bun (two empty layers: 24,700 → 19,800 req/s on get-all-problems), so the one request-log layer calls this
 * when the response is ready (middleware/request-log.ts).
 */
export const httpMetricsRecorder = (metrics: ApiMetrics) => {
  // One labelled child per (method, route, status), found by a string key: prom-client would otherwise sort and
  // hash the label object on every observation, on every request of the hot routes.
  const series = new Map<string, { observe: (seconds: number) => void }>();
  const seriesFor = (method: string, route: string, status: string) => {
    const key = `${method} ${status} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = metrics.httpDuration.labels({ method, route, status });
      series.set(key, child);
    }
    return child;
  };
  return (c: Context, seconds: number) => {
    const status = c.res.status;
    // The first method route matching the request, even when a middleware answered before it (a 401 is
    // labelled with the route it refused, not "/api/v1/problems/*"); middlewares are registered for ALL methods.
    const pattern = matchedRoutes(c).find((r) => r.method !== "ALL")?.path ?? routePath(c);
    const route = status === 404 && pattern.includes("*") ? "unmatched" : pattern || "unmatched";
    const method = METHODS.has(c.req.method) ? c.req.method : "OTHER";
    seriesFor(method, route, String(status)).observe(seconds);
  };
};
