import { blockUserBodySchema } from "@grindstone/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { requireAdmin } from "../../middleware/admin.ts";
import { requireUser } from "../../middleware/auth.ts";
import { listUsers, setBlocked } from "./admin.service.ts";

const idParam = z.object({ id: z.uuid("User not found") });

export function adminRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>()
    .use(requireUser(ctx), requireAdmin)
    .get("/users", async (c) => c.json({ users: await listUsers(ctx) }))
    .patch(
      "/users/:id/block",
      validate("param", idParam),
      validate("json", blockUserBodySchema),
      async (c) => {
        const user = await setBlocked(
          ctx,
          c.get("user").id,
          c.req.valid("param").id,
          c.req.valid("json").isBlocked,
        );
        return c.json({ user, message: user.isBlocked ? "User blocked" : "User unblocked" });
      },
    );
}
