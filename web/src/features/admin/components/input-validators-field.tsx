import { MAX_INPUT_VALIDATORS } from "@grindstone/shared";
import { useEffect, useId, useRef } from "react";
import { PlusIcon } from "@/components/ui/action-icons.tsx";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { fieldErrorClass } from "@/components/ui/field-styles.ts";
import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import {
  emptyInputValidator,
  INPUT_VALIDATOR_HELP,
  type InputValidatorValues,
} from "../lib/input-validators.ts";
import { InputValidatorRow } from "./input-validator-row.tsx";

/**
 * The problem's input validators: what a learner's "Challenge a test" input is checked with (docs/learning.md). With
 * none, learners cannot challenge the problem's tests. Up to MAX_INPUT_VALIDATORS, the schema's bound.
 */
export function InputValidatorsField({ form }: { form: ProblemFormState }) {
  const { inputValidators } = form.values;
  const helpId = useId();
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After Add the focus goes to the new row; after Remove (whose button goes) to Add: where a keyboard user carries on.
  const focusAfter = useRef<"added" | "removed" | null>(null);
  useEffect(() => {
    const after = focusAfter.current;
    focusAfter.current = null;
    if (after === "added") list.current?.querySelector<HTMLSelectElement>("li:last-child select")?.focus();
    if (after === "removed") addButton.current?.focus();
  });

  const patchRow = (key: string) => (change: Partial<InputValidatorValues>) =>
    form.setInputValidators((rows) => rows.map((v) => (v.key === key ? { ...v, ...change } : v)));
  const removeRow = (key: string) => () => {
    focusAfter.current = "removed";
    form.setInputValidators((rows) => rows.filter((v) => v.key !== key));
  };
  const addRow = () => {
    focusAfter.current = "added";
    form.setInputValidators((rows) => [...rows, emptyInputValidator()]);
  };

  return (
    // min-w-0: a fieldset is at least as wide as its content by default, and the code editor would widen the page.
    <fieldset aria-describedby={helpId} data-testid="input-validators" className="min-w-0 space-y-3">
      <legend className="text-sm font-medium text-slate-300">Input validators</legend>
      {/* The help and Add share a row (Add wraps under it on a phone), so the empty field stays short. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="text-xs text-slate-400">
          <p id={helpId}>{INPUT_VALIDATOR_HELP}</p>
          {inputValidators.length === 0 ? (
            <p className="mt-1">None: learners cannot challenge this problem's tests.</p>
          ) : null}
        </div>
        {inputValidators.length < MAX_INPUT_VALIDATORS ? (
          <button ref={addButton} type="button" onClick={addRow} className={buttonClass("secondary", "sm")}>
            <PlusIcon className="size-4" /> Add input validator
          </button>
        ) : null}
      </div>
      {inputValidators.length > 0 ? (
        <ol ref={list} className="space-y-3">
          {inputValidators.map((validator, index) => (
            <InputValidatorRow
              key={validator.key}
              form={form}
              validator={validator}
              index={index}
              patch={patchRow(validator.key)}
              remove={removeRow(validator.key)}
            />
          ))}
        </ol>
      ) : null}
      {form.errors.inputValidators ? <p className={fieldErrorClass}>{form.errors.inputValidators}</p> : null}
    </fieldset>
  );
}
