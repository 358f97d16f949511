import { DIFFICULTIES, LANGUAGE_TABLE } from "@grindstone/shared";
import { useId } from "react";
import { controlClass, fieldErrorClass, labelClass } from "@/components/ui/field-styles.ts";
import { onSelectOption } from "@/lib/select-option.ts";
import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import { emptyExample } from "../lib/language-parts.ts";
import { InputField, TextAreaField } from "./form-field.tsx";
import { FormSection } from "./form-section.tsx";
import { LanguageSection } from "./language-section.tsx";
import { StringListField } from "./string-list-field.tsx";
import { TestCasesField } from "./test-cases-field.tsx";

const DIFFICULTY_LABELS = { EASY: "Easy", MEDIUM: "Medium", HARD: "Hard" } as const;

interface ProblemFormFieldsProps {
  form: ProblemFormState;
  /** Update form: examples per language are optional (spec §5). */
  examplesOptional?: boolean;
}

/** Every field of the add and update problem forms (spec §2.14–2.15), in the order an author fills them. */
export function ProblemFormFields({ form, examplesOptional = false }: ProblemFormFieldsProps) {
  const { values, errors } = form;
  const difficultyId = useId();
  return (
    <div className="space-y-6">
      <FormSection title="Basic Information">
        <div className="grid gap-5 md:grid-cols-[1fr_200px]">
          <InputField
            label="Title"
            value={values.title}
            placeholder="e.g. Two Sum"
            onChange={(e) => form.setField("title", e.target.value)}
            error={errors.title}
          />
          <div>
            <label htmlFor={difficultyId} className={labelClass}>
              Difficulty
            </label>
            <select
              id={difficultyId}
              value={values.difficulty}
              onChange={onSelectOption(DIFFICULTIES, (d) => form.setField("difficulty", d))}
              className={`${controlClass(Boolean(errors.difficulty))} mt-1.5`}
            >
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {DIFFICULTY_LABELS[d]}
                </option>
              ))}
            </select>
            {errors.difficulty ? <p className={fieldErrorClass}>{errors.difficulty}</p> : null}
          </div>
        </div>
        <div className="mt-5">
          <TextAreaField
            label="Description"
            rows={8}
            value={values.description}
            placeholder="The problem statement, including the input and output format."
            onChange={(e) => form.setField("description", e.target.value)}
            error={errors.description}
          />
        </div>
      </FormSection>

      <StringListField
        title="Tags"
        noun="Tag"
        items={values.tags}
        onChange={(items) => form.setList("tags", items)}
        placeholder="e.g. Dynamic Programming"
        error={errors.tags}
      />
      <StringListField
        title="Companies"
        noun="Company"
        items={values.companies}
        onChange={(items) => form.setList("companies", items)}
        placeholder="e.g. Google"
        error={errors.companies}
      />

      <TestCasesField testcases={values.testcases} onChange={form.setTestcases} errors={errors} />

      {LANGUAGE_TABLE.map(({ key: language, required }) => (
        <LanguageSection
          key={language}
          language={language}
          optional={!required}
          snippet={values.codeSnippets[language] ?? ""}
          solution={values.referenceSolutions[language] ?? ""}
          example={values.examples[language] ?? emptyExample()}
          onSnippet={(code) => form.setCode("codeSnippets", language, code)}
          onSolution={(code) => form.setCode("referenceSolutions", language, code)}
          onExample={(patch) => form.setExample(language, patch)}
          errors={errors}
          exampleOptional={examplesOptional}
        />
      ))}

      <FormSection title="Additional Information">
        <div className="space-y-5">
          <TextAreaField
            label="Constraints"
            rows={3}
            value={values.constraints}
            placeholder="e.g. 1 <= n <= 45"
            onChange={(e) => form.setField("constraints", e.target.value)}
            error={errors.constraints}
          />
          <TextAreaField
            label="Hints"
            hint="(Optional)"
            rows={3}
            value={values.hints}
            onChange={(e) => form.setField("hints", e.target.value)}
          />
          <TextAreaField
            label="Editorial"
            hint="(Optional)"
            rows={5}
            value={values.editorial}
            onChange={(e) => form.setField("editorial", e.target.value)}
          />
        </div>
      </FormSection>
    </div>
  );
}
