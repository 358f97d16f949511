import { fileURLToPath } from "node:url";
import { MAX_BODY_BYTES } from "@grindstone/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";
import type { AppContext } from "./context.ts";
import { errorHandler } from "./lib/error-handler.ts";
import { AppError } from "./lib/errors.ts";
import { mountSpa } from "./lib/spa.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";

const DEFAULT_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));

export function createApi(ctx: AppContext) {
  return new Hono()
    .basePath("/api/v1")
    .use(cors({ origin: ctx.env.CORS_ORIGINS, credentials: true }))
    .use(
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: () => {
          throw new AppError("PAYLOAD_TOO_LARGE", 413, "Request body is too large");
        },
      }),
    )
    .route("/health", healthRoutes(ctx))
    .route("/auth", authRoutes(ctx))
    .route("/admin", adminRoutes(ctx));
}
export type AppType = ReturnType<typeof createApi>;

/** The whole HTTP surface: the API under /api/v1, JSON 404s for unknown API paths, then the SPA. */
export function createApp(ctx: AppContext) {
  const app = new Hono();
  app.onError(errorHandler);
  app.use(secureHeaders({ crossOriginEmbedderPolicy: false }));
  app.route("/", createApi(ctx));
  app.all("/api/*", (c) =>
    c.json({ error: `No route for ${c.req.method} ${c.req.path}`, code: "NOT_FOUND" }, 404),
  );
  mountSpa(app, ctx.env.WEB_DIST ?? DEFAULT_DIST);
  app.notFound((c) => c.json({ error: "Not found", code: "NOT_FOUND" }, 404));
  return app;
}
