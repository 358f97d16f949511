import { createMiddleware } from "hono/factory";
import { matchedRoutes, routePath } from "hono/route";
import type { ApiMetrics } from "./api-metrics.ts";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Times every request, labelled by the pattern of the route it matched ("/api/v1/problems/:id"), never the raw
 * path, so the label set stays bounded. A 404 answered by a catch-all (unknown API path, no route at all) is
 * "unmatched": a scanner probing random paths must not mint a series per path.
 */
export const httpMetrics = (metrics: ApiMetrics) =>
  createMiddleware(async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = c.res.status;
      // The first method route matching the request, even when a middleware answered before it (a 401 is
      // labelled with the route it refused, not "/api/v1/problems/*"); middlewares are registered for ALL methods.
      const pattern = matchedRoutes(c).find((r) => r.method !== "ALL")?.path ?? routePath(c);
      const route = status === 404 && pattern.includes("*") ? "unmatched" : pattern || "unmatched";
      const method = METHODS.has(c.req.method) ? c.req.method : "OTHER";
      metrics.httpDuration.observe(
        { method, route, status: String(status) },
        (performance.now() - started) / 1000,
      );
    }
  });
