import type { Logger } from "@grindstone/shared/logger";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { HonoEnv } from "../lib/hono-env.ts";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What a balancer or a client may hand us as an id: short and log-safe (no spaces, quotes or newlines). */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Probes and scrapers: HAProxy checks /api/v1/health/ready every 500 ms per instance and Kubernetes probes the
 * others, so their access lines go out at debug, not info, or they would drown every other line.
 */
const PROBE_PATH = /^\/api\/v1\/health(\/|$)|^\/metrics\/?$/;

/**
 * First on every request: takes the caller's X-Request-Id when it is well formed (the balancer or another service
 * may already have one) or makes one, echoes it on every response (errors and 404s included), hands handlers a
 * logger bound to it (`c.get("log")`), and writes one access line when the response is ready.
 *
 * `route` is the matched pattern (`/api/v1/problems/:id`), so lines group by endpoint; `path` is what was asked.
 */
export const requestLog = (log: Logger) =>
  createMiddleware<HonoEnv>(async (c, next) => {
    const started = performance.now();
    const given = c.req.header(REQUEST_ID_HEADER);
    const requestId = given && VALID_REQUEST_ID.test(given) ? given : crypto.randomUUID();
    const reqLog = log.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("log", reqLog);
    await next();
    // After next(): the response may be the error handler's or a 404, which must carry the id too.
    c.header(REQUEST_ID_HEADER, requestId);
    const path = c.req.path;
    const level = PROBE_PATH.test(path) ? "debug" : "info";
    if (!reqLog.isLevelEnabled(level)) return;
    // The user, once a session resolved one (requireUser / optionalUser); anonymous requests have none.
    const user = c.get("user") as HonoEnv["Variables"]["user"] | undefined;
    const { method } = c.req;
    const { status } = c.res;
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    // The route that answered: after next(), routeIndex is the last handler that ran.
    const fields = { method, route: routePath(c), path, status, durationMs };
    reqLog[level](
      user ? { ...fields, userId: user.id } : fields,
      `${method} ${path} ${status} ${durationMs}ms`,
    );
  });
