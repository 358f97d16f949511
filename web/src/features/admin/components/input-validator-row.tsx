import { LANGUAGE_LABEL, type Language } from "@grindstone/shared";
import { useRef } from "react";
import type { SourceEditorHandle } from "@/components/editor/source-editor.tsx";
import { TrashIcon } from "@/components/ui/action-icons.tsx";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { fieldErrorClass } from "@/components/ui/field-styles.ts";
import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import { type InputValidatorValues, inputValidatorHeaderError } from "../lib/input-validators.ts";
import { CHECKER_LANGUAGES } from "../lib/policy-values.ts";
import { CodeField } from "./code-field.tsx";
import { SelectField } from "./select-field.tsx";

interface InputValidatorRowProps {
  form: ProblemFormState;
  validator: InputValidatorValues;
  index: number;
  patch: (change: Partial<InputValidatorValues>) => void;
  remove: () => void;
}

/**
 * One input validator: its language and source, in the same editor as the custom checker's, and the headers it was
 * stored with (kept, not edited). The editor owns its text (see code-field.tsx); a language change takes the text
 * typed so far along. Every control's name carries the row's number, so each is told apart by a screen reader.
 */
export function InputValidatorRow({ form, validator, index, patch, remove }: InputValidatorRowProps) {
  const { errors } = form;
  const editor = useRef<SourceEditorHandle | null>(null);
  const bound = form.bindInputValidatorEditor(validator.key);
  const name = `Input validator ${index + 1}`;
  // A stored validator in another registry language stays offered, so loading it does not change it.
  const languages: Language[] = CHECKER_LANGUAGES.includes(
    validator.language as (typeof CHECKER_LANGUAGES)[number],
  )
    ? [...CHECKER_LANGUAGES]
    : [...CHECKER_LANGUAGES, validator.language];
  const headers = validator.headers.map((h) => h.name).join(", ");
  const error = (field: string) => errors[`inputValidators.${index}.${field}`];
  const badHeader = inputValidatorHeaderError(errors, index);
  return (
    <li
      aria-label={name}
      data-testid="input-validator"
      className="space-y-4 rounded-xl border border-slate-800 bg-slate-950/30 p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:max-w-xs">
          <SelectField
            label={`${name} language`}
            value={validator.language}
            options={languages.map((value) => ({ value, label: LANGUAGE_LABEL[value] }))}
            onChange={(language) =>
              patch({ language, source: editor.current?.getValue() ?? validator.source })
            }
            error={error("language")}
          />
        </div>
        <button
          type="button"
          aria-label={`Remove input validator ${index + 1}`}
          onClick={remove}
          className={buttonClass("secondary", "sm")}
        >
          <TrashIcon className="size-4" /> Remove
        </button>
      </div>
      <CodeField
        key={`${validator.key}-${validator.language}`}
        label={`${name} source`}
        language={validator.language}
        defaultValue={validator.source}
        onChange={(source) => patch({ source })}
        editorRef={(handle) => {
          editor.current = handle;
          bound(handle);
        }}
        height={220}
        error={error("source") ?? errors[`inputValidators.${index}`]}
        testId={`input-validator-source-${index + 1}`}
      />
      {headers ? <p className="text-xs text-slate-400">Compiled with it, as stored: {headers}.</p> : null}
      {badHeader ? <p className={fieldErrorClass}>{badHeader}</p> : null}
    </li>
  );
}
