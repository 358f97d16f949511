import { TOPIC_TAG_MAX } from "@grindstone/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { getPublicStatsBody, getTopicBody } from "./stats.service.ts";

const tagParam = z.object({
  tag: z.string().trim().min(1, "Topic is required").max(TOPIC_TAG_MAX, "Topic is too long"),
});

/** Public (no sign-in): what the landing page and the topics pages show a visitor. */
export function statsRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .get("/public", async (c) => {
      c.header("content-type", "application/json");
      return c.body(await getPublicStatsBody(ctx));
    })
    .get("/topics/:tag", validate("param", tagParam), async (c) => {
      c.header("content-type", "application/json");
      return c.body(await getTopicBody(ctx, c.req.valid("param").tag));
    });
}
