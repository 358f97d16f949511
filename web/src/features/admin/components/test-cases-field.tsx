import { SYSTEM_TEST_TEXT } from "@grindstone/shared";
import { PlusIcon, TrashIcon } from "@/components/ui/action-icons.tsx";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { fieldErrorClass } from "@/components/ui/field-styles.ts";
import { emptyTestCase, type ProblemFormErrors, type TestCaseValues } from "../lib/problem-form.ts";
import { TextAreaField } from "./form-field.tsx";
import { FormSection } from "./form-section.tsx";
import { StoredFileField } from "./stored-file-field.tsx";

interface TestCasesFieldProps {
  testcases: TestCaseValues[];
  onChange: (testcases: TestCaseValues[]) => void;
  errors: ProblemFormErrors;
  /** An interactive problem's test is the interactor's input and answer files, and is named so. */
  interactive?: boolean;
}

const WORDS = {
  plain: {
    description:
      "What the program reads on stdin and must print. Hidden cases are judged on submit but never shown to learners.",
    input: "Input",
    output: "Expected Output",
  },
  interactive: {
    description:
      "The interactor's input and answer files (its first two arguments); learners see a visible case's exchange. Hidden cases are judged on submit but never shown to learners.",
    input: "Interactor Input",
    output: "Answer File",
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/**
 * At least one test case; the last one cannot be removed. Hidden ones are judged on submit only; pretests (issue 28)
 * are what a contest round with pretests judges before its system test.
 */
export function TestCasesField({ testcases, onChange, errors, interactive = false }: TestCasesFieldProps) {
  const words = WORDS[interactive ? "interactive" : "plain"];
  const patch = (index: number, change: Partial<TestCaseValues>) =>
    onChange(testcases.map((t, i) => (i === index ? { ...t, ...change } : t)));
  const remove = (index: number) => onChange(testcases.filter((_, i) => i !== index));
  const canRemove = testcases.length > 1;

  return (
    <FormSection
      title="Test Cases"
      description={words.description}
      action={
        <button
          type="button"
          onClick={() => onChange([...testcases, emptyTestCase()])}
          className={buttonClass("secondary", "sm")}
        >
          <PlusIcon className="size-4" /> Add Test Case
        </button>
      }
    >
      <ol className="space-y-4">
        {testcases.map((testcase, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their position is their identity.
          <TestCaseRow key={index} {...{ testcase, index, patch, remove, canRemove, errors, words }} />
        ))}
      </ol>
      {errors.testcases ? <p className={fieldErrorClass}>{errors.testcases}</p> : null}
    </FormSection>
  );
}

interface TestCaseRowProps {
  testcase: TestCaseValues;
  index: number;
  patch: (index: number, change: Partial<TestCaseValues>) => void;
  remove: (index: number) => void;
  canRemove: boolean;
  errors: ProblemFormErrors;
  words: Words;
}

function TestCaseRow({ testcase, index, patch, remove, canRemove, errors, words }: TestCaseRowProps) {
  // One line per test on a wide screen (its name and controls left of the two fields), so a long list stays short;
  // the left column is as wide as the two flags and the remove button in one row, so a row is no taller for them.
  return (
    <li
      className="grid gap-3 border-slate-800 pt-4 first:pt-0 md:grid-cols-[12.5rem_1fr_1fr] [&+&]:border-t"
      data-testid="testcase-row"
    >
      <div className="flex items-center justify-between gap-3 md:flex-col md:items-start md:justify-start md:pt-7">
        <h3 className="text-sm font-semibold text-slate-200">Test Case #{index + 1}</h3>
        <div className="flex items-center gap-3">
          <label className="inline-flex items-center gap-2 text-sm text-slate-300">
            <input
              type="checkbox"
              checked={testcase.hidden}
              onChange={(e) => patch(index, { hidden: e.target.checked })}
              className="size-4 accent-amber-400"
            />
            Hidden
          </label>
          <label
            className="inline-flex items-center gap-2 text-sm text-slate-300"
            title={SYSTEM_TEST_TEXT.testOptionHint}
          >
            <input
              type="checkbox"
              checked={testcase.pretest}
              onChange={(e) => patch(index, { pretest: e.target.checked })}
              className="size-4 accent-amber-400"
            />
            {SYSTEM_TEST_TEXT.testOption}
          </label>
          <button
            type="button"
            aria-label={`Remove test case ${index + 1}`}
            disabled={!canRemove}
            onClick={() => remove(index)}
            className="rounded-lg p-1.5 text-slate-400 transition hover:bg-rose-500/10 hover:text-rose-300 disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent"
          >
            <TrashIcon className="size-4" />
          </button>
        </div>
      </div>
      {testcase.inputFile ? (
        <StoredFileField label={words.input} file={testcase.inputFile} />
      ) : (
        <TextAreaField
          mono
          label={words.input}
          rows={2}
          value={testcase.input}
          onChange={(e) => patch(index, { input: e.target.value })}
          error={errors[`testcases.${index}.input`]}
        />
      )}
      {testcase.outputFile ? (
        <StoredFileField label={words.output} file={testcase.outputFile} />
      ) : (
        <TextAreaField
          mono
          label={words.output}
          rows={2}
          value={testcase.output}
          onChange={(e) => patch(index, { output: e.target.value })}
          error={errors[`testcases.${index}.output`]}
        />
      )}
    </li>
  );
}
