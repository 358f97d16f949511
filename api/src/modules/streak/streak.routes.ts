import { Hono } from "hono";
import type { AppContext } from "../../context.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { requireUser } from "../../middleware/auth.ts";
import { getStreak } from "./streak.service.ts";

export function streakRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .use(requireUser(ctx))
    .get("/", async (c) => c.json(await getStreak(ctx, c.get("user").id)));
}
