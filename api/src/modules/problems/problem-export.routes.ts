import { exportProblemPackage, zipPackage } from "@grindstone/db/problem-export";
import { Hono } from "hono";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { requireAdmin } from "../../middleware/admin.ts";

const idParam = z.object({ id: z.uuid("Problem not found") });

/**
 * `GET /problems/:id/export` (admins): the problem as a 2025-09 problem package, zipped (docs/problem-export.md).
 * Mounted under problemRoutes, after its requireUser. The package is built in memory: it is bounded by the
 * problem's stored tests, which an admin's request already loads whole elsewhere (the problem form).
 */
export function problemExportRoutes(ctx: AppContext) {
  return new Hono<HonoEnv>().get("/:id/export", requireAdmin, validate("param", idParam), async (c) => {
    const pkg = await exportProblemPackage(ctx.db, c.req.valid("param").id);
    if (!pkg) throw notFound("Problem not found");
    // The folder name is lower-case letters and digits only: safe inside the header's quotes as it is.
    c.header("content-type", "application/zip");
    c.header("content-disposition", `attachment; filename="${pkg.folder}.zip"`);
    c.header("cache-control", "no-store");
    return c.body(zipPackage(pkg));
  });
}
