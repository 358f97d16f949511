import { MAX_BODY_BYTES } from "@grindstone/shared";
import { createApp } from "./app.ts";
import type { AppContext } from "./context.ts";
import { pathOf } from "./lib/drain.ts";

/** One Bun server for HTTP and Socket.IO on the same port; the engine claims /socket.io/, Hono the rest. */
export function startServer(ctx: AppContext, port = ctx.env.PORT) {
  const app = createApp(ctx);
  const { engine } = ctx.realtime;
  const handler = engine.handler();
  return Bun.serve({
    port,
    ...handler,
    // Above the engine's own caps so a too-large body reaches Hono and gets a JSON 413, not a bare reset (a
    // problem-package upload may be IMPORT_MAX_UPLOAD_MB: app.ts caps every other body at MAX_BODY_BYTES).
    maxRequestBodySize: Math.max(MAX_BODY_BYTES * 2, (ctx.env.IMPORT_MAX_UPLOAD_MB + 1) * 1024 * 1024),
    fetch(req, server) {
      return ctx.drain.track(req, () => {
        if (pathOf(req).startsWith("/socket.io/")) return engine.handleRequest(req, server);
        return app.fetch(req, server);
      });
    },
  });
}
