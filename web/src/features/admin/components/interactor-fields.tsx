import { LANGUAGE_LABEL, type Language } from "@grindstone/shared";
import { useRef } from "react";
import type { SourceEditorHandle } from "@/components/editor/source-editor.tsx";
import { fieldErrorClass } from "@/components/ui/field-styles.ts";
import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import { CHECKER_LANGUAGES, type InteractorValues } from "../lib/policy-values.ts";
import { CodeField } from "./code-field.tsx";
import { SelectField } from "./select-field.tsx";

// The Kattis protocol, as the worker runs it (worker/src/judge/interactive/interact.ts).
const INTERACTOR_HELP =
  "Run as: interactor input answer feedback_dir, joined to the program by pipes. Exit 42 accepted, 43 wrong answer.";

/** The first of the API's messages about a stored header (judgePolicy.interactor.headers.N…), if any. */
const headerError = (errors: ProblemFormState["errors"]) =>
  Object.entries(errors).find(([path]) => path.startsWith("judgePolicy.interactor.headers"))?.[1];

/**
 * An interactive problem's interactor, in place of the checker: its language and source, in the same editor as the
 * custom checker's. The editor owns its text (see code-field.tsx); a language change takes the text typed so far.
 */
export function InteractorFields({ form }: { form: ProblemFormState }) {
  const { interactor } = form.values.policy;
  const { errors } = form;
  const editor = useRef<SourceEditorHandle | null>(null);
  const bound = form.bindInteractorEditor();
  const patch = (change: Partial<InteractorValues>) =>
    form.setPolicy((p) => ({ ...p, interactor: { ...p.interactor, ...change } }));
  // A stored interactor in another registry language stays offered, so loading it does not change it.
  const languages: Language[] = CHECKER_LANGUAGES.includes(
    interactor.language as (typeof CHECKER_LANGUAGES)[number],
  )
    ? [...CHECKER_LANGUAGES]
    : [...CHECKER_LANGUAGES, interactor.language];
  const headers = interactor.headers.map((h) => h.name).join(", ");
  const badHeader = headerError(errors);
  return (
    <div
      data-testid="interactor-fields"
      className="space-y-4 rounded-xl border border-slate-800 bg-slate-950/30 p-4"
    >
      <div className="sm:max-w-xs">
        <SelectField
          label="Interactor language"
          value={interactor.language}
          options={languages.map((value) => ({ value, label: LANGUAGE_LABEL[value] }))}
          onChange={(language) =>
            patch({ language, source: editor.current?.getValue() ?? interactor.source })
          }
          description={INTERACTOR_HELP}
          error={errors["judgePolicy.interactor.language"]}
        />
      </div>
      <CodeField
        key={`interactor-${interactor.language}`}
        label="Interactor Source"
        language={interactor.language}
        defaultValue={interactor.source}
        onChange={(source) => patch({ source })}
        editorRef={(handle) => {
          editor.current = handle;
          bound(handle);
        }}
        error={errors["judgePolicy.interactor.source"] ?? errors["judgePolicy.interactor"]}
        testId="interactor-source"
      />
      {headers ? <p className="text-xs text-slate-400">Compiled with it, as stored: {headers}.</p> : null}
      {badHeader ? <p className={fieldErrorClass}>{badHeader}</p> : null}
    </div>
  );
}
