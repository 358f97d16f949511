import { Hono } from "hono";
import type { AppContext } from "../../context.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { requireUser } from "../../middleware/auth.ts";
import { getTodayLeaderboardBody } from "./leaderboard.service.ts";

export function leaderboardRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>().use(requireUser(ctx)).get("/today", async (c) => {
    c.header("content-type", "application/json");
    return c.body(await getTodayLeaderboardBody(ctx));
  });
}
