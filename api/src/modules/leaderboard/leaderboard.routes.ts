import { Hono } from "hono";
import type { AppContext } from "../../context.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { requireUser } from "../../middleware/auth.ts";
import { getTodayLeaderboard } from "./leaderboard.service.ts";

export function leaderboardRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .use(requireUser(ctx))
    .get("/today", async (c) => c.json({ leaderboard: await getTodayLeaderboard(ctx) }));
}
