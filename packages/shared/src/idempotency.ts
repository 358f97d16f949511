import { z } from "zod";

/**
 * Run and Submit accept this header: one value per click (the web app sends a UUID). A request repeated with the
 * same key, by a client retrying after a timeout, a 503 or a dropped connection, gets the first request's
 * submission instead of a second one (in a contest a twin would be a duplicate try and a penalty).
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** Visible ASCII, at most 200 characters: a UUID fits, and nothing odd reaches a Redis key or a log line. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, "Idempotency-Key must be 1 to 200 visible ASCII characters");
