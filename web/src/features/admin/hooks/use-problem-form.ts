import type { Language } from "@grindstone/shared";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { SourceEditorHandle } from "@/components/editor/source-editor.tsx";
import { toast } from "@/lib/toast.ts";
import { emptyExample, sharedExamples } from "../lib/examples.ts";
import { type InputValidatorValues, withInputValidatorSource } from "../lib/input-validators.ts";
import type {
  Checked,
  ExampleValues,
  PolicyValues,
  ProblemFormErrors,
  ProblemFormValues,
  TestCaseValues,
} from "../lib/problem-form.ts";

type CodeKind = "codeSnippets" | "referenceSolutions";

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
  const setCode = useCallback((kind: CodeKind, language: Language, code: string) => {
    setValues((v) => withCode(v, kind, language, code));
  }, []);
  /** Edits the judging policy (a function of the current one, so quick successive edits all land). */
  const setPolicy = useCallback((update: (policy: PolicyValues) => PolicyValues) => {
    setValues((v) => ({ ...v, policy: update(v.policy) }));
  }, []);
  /** Edits the input validators' rows (a function of the current ones, like setPolicy). */
  const setInputValidators = useCallback(
    (update: (list: InputValidatorValues[]) => InputValidatorValues[]) => {
      setValues((v) => ({ ...v, inputValidators: update(v.inputValidators) }));
    },
    [],
  );

  // The open code editors own their text (uncontrolled, so no key is lost at full typing speed); `values` gets
  // it a moment later. Submit and Load Sample go through the editors themselves.
  const editors = useRef(new Map<string, { handle: SourceEditorHandle } & EditorSlot>());
  const bind = useCallback(
    (key: string, slot: EditorSlot) => (handle: SourceEditorHandle | null) => {
      if (handle) editors.current.set(key, { handle, ...slot });
      else editors.current.delete(key);
    },
    [],
  );
  /** A code editor's ref: registers it while it is on screen. */
  const bindEditor = useCallback(
    (kind: CodeKind, language: Language) =>
      bind(`${kind}.${language}`, {
        read: (v) => v[kind][language] ?? "",
        write: (v, code) => withCode(v, kind, language, code),
      }),
    [bind],
  );
  /** The custom checker's source editor's ref. */
  const bindCheckerEditor = useCallback(
    () =>
      bind("checker", {
        read: (v) => v.policy.checker.source,
        write: (v, source) => withCheckerSource(v, source),
      }),
    [bind],
  );
  /** The interactor's source editor's ref. */
  const bindInteractorEditor = useCallback(
    () =>
      bind("interactor", {
        read: (v) => v.policy.interactor.source,
        write: (v, source) => withInteractorSource(v, source),
      }),
    [bind],
  );
  /** Input validator row `key`'s source editor's ref (by the row's key: rows come and go). */
  const bindInputValidatorEditor = useCallback(
    (key: string) =>
      bind(`inputValidator.${key}`, {
        read: (v) => v.inputValidators.find((row) => row.key === key)?.source ?? "",
        write: (v, source) => {
          const inputValidators = withInputValidatorSource(v.inputValidators, key, source);
          return inputValidators === v.inputValidators ? v : { ...v, inputValidators };
        },
      }),
    [bind],
  );
  const withEditorText = (v: ProblemFormValues) => {
    let next = v;
    for (const { write, handle } of editors.current.values()) next = write(next, handle.getValue());
    return next;
  };

  /** Replaces everything (Load Sample) and starts the error display afresh. */
  const reset = useCallback((next: ProblemFormValues) => {
    for (const { read, handle } of editors.current.values()) handle.replaceValue(read(next));
    setValues(next);
    setErrors({});
    setAttempted(false);
  }, []);

  const handleSubmit = (onValid: (body: B) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const current = withEditorText(values);
    if (current !== values) setValues(current);
    const result = check(current);
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
    setPolicy,
    setInputValidators,
    bindEditor,
    bindCheckerEditor,
    bindInteractorEditor,
    bindInputValidatorEditor,
    reset,
    handleSubmit,
  };
}

/** What the shared form fields need: the values, the errors and the setters (not the submit). */
export type ProblemFormState = Omit<ReturnType<typeof useProblemForm<unknown>>, "handleSubmit" | "reset">;

/** An open code editor's place in the values: where its text is read from (reset) and written to (submit). */
interface EditorSlot {
  read: (v: ProblemFormValues) => string;
  write: (v: ProblemFormValues, text: string) => ProblemFormValues;
}

/** `v` with the custom checker's source replaced (the same object when it is unchanged). */
export function withCheckerSource(v: ProblemFormValues, source: string): ProblemFormValues {
  const { checker } = v.policy;
  return checker.source === source ? v : { ...v, policy: { ...v.policy, checker: { ...checker, source } } };
}

/** `v` with the interactor's source replaced (the same object when it is unchanged). */
export function withInteractorSource(v: ProblemFormValues, source: string): ProblemFormValues {
  const { interactor } = v.policy;
  return interactor.source === source
    ? v
    : { ...v, policy: { ...v.policy, interactor: { ...interactor, source } } };
}

/** `v` with one language's code replaced (the same object when the code is unchanged). */
function withCode(v: ProblemFormValues, kind: CodeKind, language: Language, code: string): ProblemFormValues {
  return v[kind][language] === code ? v : { ...v, [kind]: { ...v[kind], [language]: code } };
}
