import { suggestionsQuerySchema } from "@grindstone/shared";
import { Hono } from "hono";
import type { AppContext } from "../../context.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { suggestionsFor } from "./suggestions.service.ts";

/** GET /problems/suggestions, mounted inside problemRoutes (signed in: its requireUser runs first). */
export function suggestionRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>().get("/", validate("query", suggestionsQuerySchema), async (c) =>
    c.json(await suggestionsFor(ctx, c.get("user"), c.req.valid("query"))),
  );
}
