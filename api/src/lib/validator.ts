import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { AppError } from "./errors.ts";

/**
 * The one validator every route uses: a bad input always fails as 400 `{ error: <first message>, code: "VALIDATION" }`.
 * Malformed JSON never reaches here: Hono throws before parsing, and `onError` maps that to MALFORMED_JSON.
 * A NUL character in any text of the validated input is refused here too, for every route at once: Postgres text
 * columns cannot store it, so it would otherwise fail as a 500 when saved (source code, stdin, titles, names).
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
    const field = fieldWithNul(result.data);
    if (field !== null) throw new AppError("VALIDATION", 400, `${field} must not contain a NUL character`);
  });

/**
 * The same rules for input that does not come through Hono (socket events): the parsed value, or the text a 400
 * would carry.
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
): { data: z.infer<T>; error?: never } | { data?: never; error: string } {
  const result = schema.safeParse(value);
  if (!result.success) return { error: result.error.issues[0]?.message ?? "Invalid input" };
  const field = fieldWithNul(result.data);
  if (field !== null) return { error: `${field} must not contain a NUL character` };
  return { data: result.data };
}

/** The path of the first string in `value` holding U+0000 ("source_code", "stdin[1]", "testCases[0].input"). */
function fieldWithNul(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path || "The input" : null;
  if (typeof value !== "object" || value === null) return null;
  const entries = Array.isArray(value)
    ? value.map((v, i) => [`${path}[${i}]`, v] as const)
    : Object.entries(value).map(([k, v]) => [path ? `${path}.${k}` : k, v] as const);
  for (const [at, v] of entries) {
    const found = fieldWithNul(v, at);
    if (found !== null) return found;
  }
  return null;
}
