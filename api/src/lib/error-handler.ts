import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, describeError } from "./errors.ts";
import type { HonoEnv } from "./hono-env.ts";

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Maps anything thrown to `{ error, code }`. Stack traces and SQL stay in the server log, written through the
 * request's logger, so an app using this handler puts requestLog (middleware/request-log.ts) first.
 */
export const errorHandler: ErrorHandler<HonoEnv> = (err, c) => {
  if (err instanceof AppError) return c.json({ error: err.message, code: err.code }, err.status);
  if (err instanceof HTTPException) {
    if (err.status === 400 && /JSON/i.test(err.message)) {
      return c.json({ error: "Malformed JSON in request body", code: "MALFORMED_JSON" }, 400);
    }
    if (err.status === 413)
      return c.json({ error: "Request body is too large", code: "PAYLOAD_TOO_LARGE" }, 413);
    return c.json({ error: err.message || "Bad request", code: "VALIDATION" }, err.status);
  }
  const { status, error, code } = describeError(err);
  // A dependency outage is not logged per request: the connection watchers and the Postgres circuit log it once.
  // The request's logger (request-log.ts) carries its reqId, which the client got in X-Request-Id.
  if (code !== "SERVICE_UNAVAILABLE") c.get("log")().error({ err }, `unhandled error: ${describe(err)}`);
  return c.json({ error, code }, status);
};
