import type { Language } from "@grindstone/shared";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/toast.ts";
import { emptyExample, sharedExamples } from "../lib/examples.ts";
import type {
  Checked,
  ExampleValues,
  ProblemFormErrors,
  ProblemFormValues,
  TestCaseValues,
} from "../lib/problem-form.ts";

type TextKey =
  | "title"
  | "description"
  | "difficulty"
  | "constraints"
  | "hints"
  | "editorial"
  | "cpuTimeLimitMs"
  | "memoryLimitMb";

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
  /** Edits the shared example, or `language`'s own when the examples are kept per language. */
  const setExample = useCallback((patch: Partial<ExampleValues>, language?: Language) => {
    setValues((v) => {
      const { examples } = v;
      if (examples.mode === "shared")
        return { ...v, examples: sharedExamples({ ...examples.example, ...patch }) };
      if (!language) return v;
      const own = { ...(examples.byLanguage[language] ?? emptyExample()), ...patch };
      return {
        ...v,
        examples: { mode: "perLanguage", byLanguage: { ...examples.byLanguage, [language]: own } },
      };
    });
  }, []);
  /** The admin's choice: one language's example becomes the one for every language (the others are replaced). */
  const applyExampleToAll = useCallback((language: Language) => {
    setValues((v) =>
      v.examples.mode === "shared"
        ? v
        : { ...v, examples: sharedExamples({ ...(v.examples.byLanguage[language] ?? emptyExample()) }) },
    );
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

  return {
    values,
    errors,
    setField,
    setList,
    setTestcases,
    setExample,
    applyExampleToAll,
    setCode,
    reset,
    handleSubmit,
  };
}

/** What the shared form fields need: the values, the errors and the setters (not the submit). */
export type ProblemFormState = Omit<ReturnType<typeof useProblemForm<unknown>>, "handleSubmit" | "reset">;
