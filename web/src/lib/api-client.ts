import { type ErrorCode, errorBodySchema } from "@grindstone/shared";
import { type ClientResponse, hc, parseResponse } from "hono/client";
import type { z } from "zod";
// The one import from the API package: type-only, so the bundle gets the route table's types and no server code.
import type { AppType } from "../../../api/src/app.ts";

/** A failed call, built from the server's `{ error, code }` body (or a stand-in when there is none). */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The API, typed from its own routes: `api.problems["get-problem"][":id"].$get({ param: { id } })`. A path, a
 * parameter or a body the API does not accept fails the typecheck. The SPA and the API share one origin, so the
 * base is relative; cookies are always sent. hc puts path parameters into the URL as given, so callers encode
 * them (`encodeURIComponent`): an id from the address bar must stay one path segment.
 */
export const api = hc<AppType>("/", {
  init: { credentials: "include" },
  headers: { Accept: "application/json" },
}).api.v1;

function fallbackCode(status: number): ErrorCode {
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 429) return "RATE_LIMITED";
  if (status === 502 || status === 503 || status === 504) return "SERVICE_UNAVAILABLE";
  return "INTERNAL";
}

const errorCodeSchema = errorBodySchema.shape.code;

function toApiError(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.code, parsed.data.error);
  // A proxy page or an unknown code: keep the server's text if it sent one, never show raw HTML.
  const fields = body !== null && typeof body === "object" ? body : {};
  const text =
    "error" in fields && typeof fields.error === "string" ? fields.error : `Request failed (${status})`;
  const code = errorCodeSchema.safeParse("code" in fields ? fields.code : undefined);
  return new ApiError(status, code.success ? code.data : fallbackCode(status), text);
}

/** The answer to a call, once it is known to be a success: a network failure or a non-2xx becomes an ApiError. */
async function succeeded<R extends ClientResponse<unknown>>(request: Promise<R>): Promise<R> {
  let response: R;
  try {
    response = await request;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "SERVICE_UNAVAILABLE", "Cannot reach the server. Check your connection.");
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw toApiError(response.status, body);
  }
  return response;
}

/** The success body of a typed call, e.g. `await call(api.streak.$get())`, typed as the route answers it. */
export async function call<R extends ClientResponse<unknown>>(request: Promise<R>) {
  return parseResponse(await succeeded(request));
}

/**
 * For the routes that answer pre-serialised JSON (`c.body(json)`), which Hono cannot type: the success body,
 * parsed with the contract's schema from packages/shared.
 */
export async function callParsed<S extends z.ZodType>(
  request: Promise<ClientResponse<unknown>>,
  schema: S,
): Promise<z.output<S>> {
  const response = await succeeded(request);
  return schema.parse(await response.json());
}

/** The text to show a person for any thrown value: the server's message when there is one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
