import { fileURLToPath } from "node:url";
import { MAX_BODY_BYTES } from "@grindstone/shared";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";
import type { AppContext } from "./context.ts";
import { errorHandler } from "./lib/error-handler.ts";
import { AppError } from "./lib/errors.ts";
import type { HonoEnv } from "./lib/hono-env.ts";
import { mountSpa } from "./lib/spa.ts";
import { REQUEST_ID_HEADER, requestLog } from "./middleware/request-log.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { adminChallengeRoutes, challengeRoutes } from "./modules/challenges/challenges.routes.ts";
import { contestRoutes } from "./modules/contests/contests.routes.ts";
import { discussionRoutes } from "./modules/discussions/discussions.routes.ts";
import { executeRoutes } from "./modules/execute/execute.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { leaderboardRoutes } from "./modules/leaderboard/leaderboard.routes.ts";
import { httpMetricsRecorder } from "./modules/metrics/http-metrics.ts";
import { metricsRoutes } from "./modules/metrics/metrics.routes.ts";
import { playlistRoutes } from "./modules/playlists/playlists.routes.ts";
import { problemRoutes } from "./modules/problems/problems.routes.ts";
import { QUEUE_BOARD_PATH, queueBoardRoutes } from "./modules/queue-board/queue-board.routes.ts";
import { statsRoutes } from "./modules/stats/stats.routes.ts";
import { streakRoutes } from "./modules/streak/streak.routes.ts";
import { submissionRoutes } from "./modules/submissions/submissions.routes.ts";
import { userRoutes } from "./modules/users/users.routes.ts";
import { openApiRoutes } from "./openapi/openapi.routes.ts";

const DEFAULT_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));

/**
 * Every body is capped at MAX_BODY_BYTES, except a problem-package upload (`POST /problems/import` with an archive
 * or a form), capped at IMPORT_MAX_UPLOAD_MB and stored as it streams (problem-import.service.ts).
 */
function limitBodies(ctx: AppContext): MiddlewareHandler {
  const tooLarge = (what: string) => () => {
    throw new AppError("PAYLOAD_TOO_LARGE", 413, what);
  };
  const ordinary = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge("Request body is too large") });
  const upload = bodyLimit({
    maxSize: ctx.env.IMPORT_MAX_UPLOAD_MB * 1024 * 1024 + 64 * 1024,
    onError: tooLarge(`The archive is larger than ${ctx.env.IMPORT_MAX_UPLOAD_MB} MB`),
  });
  return (c, next) =>
    c.req.method === "POST" && /\/problems\/import\/?$/.test(c.req.path)
      ? upload(c, next)
      : ordinary(c, next);
}

export function createApi(ctx: AppContext) {
  // strict: false so "/execute-code/" (the spec's path) and "/execute-code" are the same route. CORS exposes
  // X-Request-Id so a cross-origin client can read it (to quote it in a bug report).
  return new Hono({ strict: false })
    .basePath("/api/v1")
    .use(cors({ origin: ctx.env.CORS_ORIGINS, credentials: true, exposeHeaders: [REQUEST_ID_HEADER] }))
    .use(limitBodies(ctx))
    .route("/health", healthRoutes(ctx))
    .route("/auth", authRoutes(ctx))
    .route("/admin/challenges", adminChallengeRoutes(ctx))
    .route("/admin", adminRoutes(ctx))
    .route("/execute-code", executeRoutes(ctx))
    .route("/submission", submissionRoutes(ctx))
    .route("/problems", problemRoutes(ctx))
    .route("/playlist", playlistRoutes(ctx))
    .route("/streak", streakRoutes(ctx))
    .route("/leaderboard", leaderboardRoutes(ctx))
    .route("/discussions", discussionRoutes(ctx))
    .route("/contests", contestRoutes(ctx))
    .route("/stats", statsRoutes(ctx))
    .route("/users", userRoutes(ctx))
    .route("/challenges", challengeRoutes(ctx))
    .route("/openapi.json", openApiRoutes());
}
export type AppType = ReturnType<typeof createApi>;

/** The whole HTTP surface: the API under /api/v1, JSON 404s for unknown API paths, admin pages, then the SPA. */
export function createApp(ctx: AppContext) {
  const app = new Hono<HonoEnv>({ strict: false });
  app.onError(errorHandler);
  // First: every response, the error handler's and the 404s included, carries the request id.
  // One layer for the request id, the access line and the HTTP metrics (each async layer costs the hot routes).
  app.use(requestLog(ctx.log, httpMetricsRecorder(ctx.metrics)));
  app.use(secureHeaders({ crossOriginEmbedderPolicy: false }));
  app.route("/", createApi(ctx));
  app.all("/api/*", (c) =>
    c.json({ error: `No route for ${c.req.method} ${c.req.path}`, code: "NOT_FOUND" }, 404),
  );
  // Server-side pages outside /api/v1, before the SPA's catch-all.
  app.route("/metrics", metricsRoutes(ctx));
  app.route(QUEUE_BOARD_PATH, queueBoardRoutes(ctx));
  mountSpa(app, ctx.env.WEB_DIST ?? DEFAULT_DIST);
  app.notFound((c) => c.json({ error: "Not found", code: "NOT_FOUND" }, 404));
  return app;
}
