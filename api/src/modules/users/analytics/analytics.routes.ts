import { ANALYTICS_TEXTS } from "@grindstone/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../../context.ts";
import { notFound } from "../../../lib/errors.ts";
import type { HonoEnv } from "../../../lib/hono-env.ts";
import { userAnalytics } from "./analytics.service.ts";

const uuid = z.uuid();

/** GET /users/{id}/analytics: mounted under userRoutes, whose requireUser has already run. */
export function analyticsRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>().get("/:id/analytics", async (c) => {
    const id = c.req.param("id");
    if (!uuid.safeParse(id).success) throw notFound(ANALYTICS_TEXTS.userNotFound);
    return c.json(await userAnalytics(ctx, c.get("user"), id));
  });
}
