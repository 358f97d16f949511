import { openEditorialBodySchema, openHintBodySchema } from "@grindstone/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { getHints, openEditorial, openNextHint } from "./hints.service.ts";

const idParam = z.object({ id: z.uuid("Problem not found") });

/** A problem's hints and editorial, opened step by step (mounted under /problems, behind its requireUser). */
export function hintRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .get("/:id/hints", validate("param", idParam), async (c) =>
      c.json(await getHints(ctx, c.get("user"), c.req.valid("param").id)),
    )
    .post("/:id/hints/next", validate("param", idParam), validate("json", openHintBodySchema), async (c) =>
      c.json(await openNextHint(ctx, c.get("user"), c.req.valid("param").id, c.req.valid("json").index)),
    )
    .post(
      "/:id/editorial/open",
      validate("param", idParam),
      validate("json", openEditorialBodySchema),
      async (c) =>
        c.json(await openEditorial(ctx, c.get("user"), c.req.valid("param").id, c.req.valid("json").confirm)),
    );
}
