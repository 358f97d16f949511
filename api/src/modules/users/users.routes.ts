import { RATING_TEXTS } from "@grindstone/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { requireUser } from "../../middleware/auth.ts";
import { userRating } from "../contests/ratings/ratings.service.ts";
import { analyticsRoutes } from "./analytics/analytics.routes.ts";

const uuid = z.uuid();

/** /users: public facts about one user (issue 26: their rating; issue 27: their analytics), for anyone signed in. */
export function userRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .use(requireUser(ctx))
    .get("/:id/rating", async (c) => {
      const id = c.req.param("id");
      if (!uuid.safeParse(id).success) throw notFound(RATING_TEXTS.userNotFound);
      return c.json(await userRating(ctx, id));
    })
    .route("/", analyticsRoutes(ctx));
}
