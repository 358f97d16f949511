import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "hono/bun";

/**
 * Serves the built SPA: hashed assets are cached for a year, everything else falls back to index.html so
 * client-side routes survive a reload. Does nothing when the web app has not been built (API-only deploys).
 */
export function mountSpa(app: Hono, distDir: string) {
  const index = join(distDir, "index.html");
  if (!existsSync(index)) return false;
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("*", serveStatic({ root: distDir }));
  app.get("*", async (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(await Bun.file(index).text());
  });
  return true;
}
