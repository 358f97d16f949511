import type { Language } from "@grindstone/shared";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/toast.ts";
import { emptyExample } from "../lib/language-parts.ts";
import type {
  ExampleValues,
  ProblemFormErrors,
  ProblemFormValues,
  TestCaseValues,
} from "../lib/problem-form.ts";

type Checked<B> = { ok: true; body: B } | { ok: false; errors: ProblemFormErrors };
type TextKey = "title" | "description" | "difficulty" | "constraints" | "hints" | "editorial";

/**
 * State of the add/update problem form, checked with the shared schema (via `check`). Errors appear after
 * the first submit and then follow every change, so a fixed field loses its red message at once.
 */
export function useProblemForm<B>(
  initial: ProblemFormValues,
  check: (values: ProblemFormValues) => Checked<B>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProblemFormErrors>({});
  const [attempted, setAttempted] = useState(false);

  useEffect(() => {
    if (!attempted) return;
    const result = check(values);
    setErrors(result.ok ? {} : result.errors);
  }, [attempted, check, values]);

  const setField = useCallback(<K extends TextKey>(key: K, value: ProblemFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  }, []);
  const setList = useCallback((key: "tags" | "companies", items: string[]) => {
    setValues((v) => ({ ...v, [key]: items }));
  }, []);
  const setTestcases = useCallback((testcases: TestCaseValues[]) => {
    setValues((v) => ({ ...v, testcases }));
  }, []);
  const setExample = useCallback((language: Language, patch: Partial<ExampleValues>) => {
    setValues((v) => ({
      ...v,
      examples: { ...v.examples, [language]: { ...(v.examples[language] ?? emptyExample()), ...patch } },
    }));
  }, []);
  const setCode = useCallback(
    (kind: "codeSnippets" | "referenceSolutions", language: Language, code: string) => {
      setValues((v) => (v[kind][language] === code ? v : { ...v, [kind]: { ...v[kind], [language]: code } }));
    },
    [],
  );
  /** Replaces everything (Load Sample) and starts the error display afresh. */
  const reset = useCallback((next: ProblemFormValues) => {
    setValues(next);
    setErrors({});
    setAttempted(false);
  }, []);

  const handleSubmit = (onValid: (body: B) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const result = check(values);
    if (!result.ok) {
      setErrors(result.errors);
      // The form is long: say what is wrong even when the field is scrolled out of view.
      const first = Object.values(result.errors)[0];
      if (first) toast.error(first);
      return;
    }
    setErrors({});
    onValid(result.body);
  };

  return { values, errors, setField, setList, setTestcases, setExample, setCode, reset, handleSubmit };
}

/** What the shared form fields need: the values, the errors and the setters (not the submit). */
export type ProblemFormState = Omit<ReturnType<typeof useProblemForm<unknown>>, "handleSubmit" | "reset">;
