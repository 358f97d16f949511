import { metricsResponse } from "@grindstone/shared/metrics";
import { Hono } from "hono";
import type { AppContext } from "../../context.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { requireAdmin } from "../../middleware/admin.ts";
import { requireUser } from "../../middleware/auth.ts";

/** `/metrics` on the public port: admins only (scrapers use the unauthenticated METRICS_PORT listener instead). */
export function metricsRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .use(requireUser(ctx), requireAdmin)
    .get("/", () => metricsResponse(ctx.metrics.registry));
}
