import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { AppError } from "./errors.ts";

/**
 * The one validator every route uses: a bad input always fails as 400 `{ error: <first message>, code: "VALIDATION" }`.
 * Malformed JSON never reaches here: Hono throws before parsing, and `onError` maps that to MALFORMED_JSON.
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const first = result.error.issues[0];
      throw new AppError("VALIDATION", 400, first?.message ?? "Invalid input");
    }
  });
