import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { HonoAdapter } from "@bull-board/hono";
import { Hono } from "hono";
import { serveStatic } from "hono/bun";
import type { AppContext } from "../../context.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { requireAdmin } from "../../middleware/admin.ts";
import { requireUser } from "../../middleware/auth.ts";

export const QUEUE_BOARD_PATH = "/admin/queues";

// The page's scripts, styles and images all come from this origin (served from node_modules); its inline <style>
// and style attributes need 'unsafe-inline' for styles only. connect-src 'self': the board polls its own JSON API.
const BOARD_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

// The UI's template asks Google Fonts for IBM Plex; nothing at run time may come from a third party, so the link
// goes and the page falls back to the system sans-serif.
const EXTERNAL_STYLESHEET = /<link[^>]+href="https?:\/\/[^"]*"[^>]*>/g;

/**
 * Bull Board for the judge and contest queues, admins only, served with its static assets from node_modules.
 * Admins can retry, promote and clean jobs from it: the same power the sweeper and the admin API already have.
 */
export function queueBoardRoutes(ctx: AppContext) {
  const adapter = new HonoAdapter(serveStatic).setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: [new BullMQAdapter(ctx.queue), new BullMQAdapter(ctx.contestQueue)],
    serverAdapter: adapter,
    options: { uiConfig: { boardTitle: "Grindstone queues" } },
  });
  return new Hono<HonoEnv>()
    .use(requireUser(ctx), requireAdmin, async (c, next) => {
      await next();
      c.header("Content-Security-Policy", BOARD_CSP);
      if (!c.res.headers.get("content-type")?.startsWith("text/html")) return;
      const html = (await c.res.text()).replace(EXTERNAL_STYLESHEET, "");
      const headers = new Headers(c.res.headers);
      headers.delete("content-length");
      c.res = new Response(html, { status: c.res.status, headers });
    })
    .route("/", adapter.registerPlugin());
}
