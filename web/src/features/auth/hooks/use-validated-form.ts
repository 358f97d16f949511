import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, validate } from "@/lib/validate.ts";

/**
 * Form state checked against a shared schema: errors appear after the first submit and then follow
 * every keystroke, so a fixed field loses its red message at once.
 */
export function useValidatedForm<V extends Record<string, string>, S extends z.ZodType>(
  schema: S,
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);

  const setField = (name: keyof V & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) setErrors(validate(schema, next).errors);
  };

  const handleSubmit = (onValid: (data: z.infer<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const result = validate(schema, values);
    setErrors(result.errors);
    if (result.ok) onValid(result.data);
  };

  return { values, errors, setField, handleSubmit };
}
