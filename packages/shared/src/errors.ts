import { z } from "zod";

/** Every error the API returns has this shape; `code` is stable, `error` is for people. */
export const ERROR_CODES = [
  "VALIDATION",
  "MALFORMED_JSON",
  "UNAUTHENTICATED",
  "INVALID_CREDENTIALS",
  "ACCOUNT_BLOCKED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  /** A write refused because a live contest holds the problem (its discussion is closed until the end). */
  "CONTEST_LIVE",
  /** A hint asked for out of order (hints open one at a time, the next one only). */
  "HINT_OUT_OF_ORDER",
  /** The editorial asked for before a solve without the learner's confirmation. */
  "EDITORIAL_CONFIRM",
  "IDEMPOTENCY_KEY_REUSED",
  "EMAIL_TAKEN",
  "INVALID_RESET_TOKEN",
  "PAYLOAD_TOO_LARGE",
  "RATE_LIMITED",
  "SERVICE_UNAVAILABLE",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({ error: z.string(), code: z.enum(ERROR_CODES) });
export type ErrorBody = z.infer<typeof errorBodySchema>;
