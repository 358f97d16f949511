import type { ErrorCode } from "@grindstone/shared";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error type services throw; `app.onError` turns it into `{ error, code }` with `status`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", 404, what);
export const unauthenticated = () => new AppError("UNAUTHENTICATED", 401, "Please sign in to continue");
/** A session refused because its user was blocked: still 401 (signed out), with a code that says why. */
export const accountBlocked = () =>
  new AppError("ACCOUNT_BLOCKED", 401, "Your account has been blocked. Contact support.");
export const forbidden = (msg = "You do not have permission to do that") =>
  new AppError("FORBIDDEN", 403, msg);

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01",
  "57P03",
  "53300",
  "57P02",
  "DATABASE_UNAVAILABLE", // the Postgres circuit is open (packages/db/src/availability.ts)
]);

/**
 * True when `err` means Postgres or Redis is unreachable (so the client gets 503, not 500).
 * postgres.js uses `code`; ioredis uses messages and MaxRetriesPerRequestError.
 */
export function isDependencyDown(err: unknown): boolean {
  if (!err || typeof err !== "object") return false;
  const e = err as { code?: string; name?: string; message?: string; cause?: unknown; errors?: unknown[] };
  if (e.code && CONNECTION_CODES.has(e.code)) return true;
  if (e.name === "MaxRetriesPerRequestError") return true;
  if (
    typeof e.message === "string" &&
    /Connection is closed|Stream isn't writeable|enableOfflineQueue|Command timed out/.test(e.message)
  )
    return true;
  if (Array.isArray(e.errors) && e.errors.some(isDependencyDown)) return true;
  return e.cause !== undefined && e.cause !== err && isDependencyDown(e.cause);
}

/** Postgres unique_violation, e.g. two registrations racing for one e-mail. */
export const isUniqueViolation = (err: unknown) =>
  (err as { code?: string } | null)?.code === "23505" ||
  (err as { cause?: { code?: string } } | null)?.cause?.code === "23505";

/** Postgres foreign_key_violation, e.g. a row pointing at a problem deleted a moment ago. */
export const isForeignKeyViolation = (err: unknown) =>
  (err as { code?: string } | null)?.code === "23503" ||
  (err as { cause?: { code?: string } } | null)?.cause?.code === "23503";

/**
 * What the client is told about anything thrown, for HTTP (error-handler.ts) and socket acks alike: an AppError as
 * is, a dependency outage as a retryable 503, anything else as a bare 500 (the caller logs it; no stack or SQL
 * leaves the server).
 */
export function describeError(err: unknown): {
  status: ContentfulStatusCode;
  error: string;
  code: ErrorCode;
} {
  if (err instanceof AppError) return { status: err.status, error: err.message, code: err.code };
  if (isDependencyDown(err))
    return {
      status: 503,
      error: "Service temporarily unavailable, please retry",
      code: "SERVICE_UNAVAILABLE",
    };
  return { status: 500, error: "Something went wrong", code: "INTERNAL" };
}
