import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

export type ValidationResult<T> =
  | { ok: true; data: T; errors: FieldErrors }
  | { ok: false; errors: FieldErrors };

/**
 * Runs a shared zod schema over form values and keeps the first message per top-level field, which
 * is what the forms show in red under each input.
 */
export function validate<S extends z.ZodType>(schema: S, values: unknown): ValidationResult<z.infer<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
