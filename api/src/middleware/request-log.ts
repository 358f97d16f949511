import type { Logger } from "@grindstone/shared/logger";
import type { Context } from "hono";
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
 * logger bound to it (`c.get("log")()`, made on first use), and writes one access line when the response is ready.
 *
 * `route` is the matched pattern (`/api/v1/problems/:id`), so lines group by endpoint; `path` is what was asked.
 */
export const requestLog = (log: Logger, onDone?: (c: Context, seconds: number) => void) =>
  createMiddleware<HonoEnv>(async (c, next) => {
    const started = performance.now();
    const given = c.req.header(REQUEST_ID_HEADER);
    const requestId = given && VALID_REQUEST_ID.test(given) ? given : crypto.randomUUID();
    // pino's child() serialises its bindings at once: a couple of µs that most requests (which log nothing but
    // their access line) would pay for nothing, so the request's logger is made on first use.
    let reqLog: Logger | undefined;
    const requestLogger = () => {
      reqLog ??= log.child({ reqId: requestId });
      return reqLog;
    };
    c.set("requestId", requestId);
    c.set("log", requestLogger);
    // Before next(): responses made through `c` (c.json, c.body, the error handler's) start with it. Set after,
    // c.header() would rebuild a finished Response around its body as a stream, which costs the hot routes a
    // fifth of their throughput in Bun (get-all-problems: 24,400 → 19,400 req/s).
    c.header(REQUEST_ID_HEADER, requestId);
    await next();
    // A Response built by hand (static files, the queue board) lacks it: add it in place.
    if (c.res.headers.get(REQUEST_ID_HEADER) !== requestId) {
      try {
        c.res.headers.set(REQUEST_ID_HEADER, requestId);
      } catch {
        c.header(REQUEST_ID_HEADER, requestId); // immutable headers (a fetched Response): rebuild, rare
      }
    }
    const elapsedMs = performance.now() - started;
    // The HTTP metrics ride on this layer rather than adding their own (see modules/metrics/http-metrics.ts).
    onDone?.(c, elapsedMs / 1000);
    const path = c.req.path;
    const level = PROBE_PATH.test(path) ? "debug" : "info";
    if (!log.isLevelEnabled(level)) return;
    // The user, once a session resolved one (requireUser / optionalUser); anonymous requests have none.
    const user = c.get("user") as HonoEnv["Variables"]["user"] | undefined;
    const { method } = c.req;
    const { status } = c.res;
    const durationMs = Math.round(elapsedMs * 10) / 10;
    // The route that answered: after next(), routeIndex is the last handler that ran.
    const fields = { method, route: routePath(c), path, status, durationMs };
    requestLogger()[level](
      user ? { ...fields, userId: user.id } : fields,
      `${method} ${path} ${status} ${durationMs}ms`,
    );
  });
