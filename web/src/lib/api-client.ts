import { ERROR_CODES, type ErrorCode, errorBodySchema } from "@grindstone/shared";
import type { z } from "zod";

/** Every API path lives under this prefix; the SPA and the API share one origin, so it is relative. */
export const API_BASE = "/api/v1";

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

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface RequestOptions<S extends z.ZodType> {
  method?: Method;
  body?: unknown;
  /** When given, the success body is parsed with it, so a contract drift fails loudly here. */
  schema?: S;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

function fallbackCode(status: number): ErrorCode {
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 429) return "RATE_LIMITED";
  if (status === 502 || status === 503 || status === 504) return "SERVICE_UNAVAILABLE";
  return "INTERNAL";
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data.code, parsed.data.error);
  // A proxy page or an unknown code: keep the server's text if it sent one, never show raw HTML.
  const text =
    body && typeof body === "object" && "error" in body && typeof body.error === "string"
      ? body.error
      : `Request failed (${response.status})`;
  const code =
    body && typeof body === "object" && "code" in body && ERROR_CODES.includes(body.code as ErrorCode)
      ? (body.code as ErrorCode)
      : fallbackCode(response.status);
  return new ApiError(response.status, code, text);
}

/** The one fetch wrapper: JSON in and out, cookies always sent, non-2xx turned into an ApiError. */
export async function apiRequest<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  { method = "GET", body, schema, signal, headers }: RequestOptions<S> = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: "include",
      headers: {
        ...headers,
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "SERVICE_UNAVAILABLE", "Cannot reach the server. Check your connection.");
  }
  if (!response.ok) throw await toApiError(response);
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  return (schema ? schema.parse(data) : data) as z.infer<S>;
}

/** The text to show a person for any thrown value: the server's message when there is one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
