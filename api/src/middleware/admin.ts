import { createMiddleware } from "hono/factory";
import { forbidden } from "../lib/errors.ts";
import type { HonoEnv } from "../lib/hono-env.ts";

/** The one gate for admin routes; mount after `requireUser`. The role comes from the server's state, never the client. */
export const requireAdmin = createMiddleware<HonoEnv>(async (c, next) => {
  if (c.get("user").role !== "ADMIN") throw forbidden("Admins only");
  await next();
});
