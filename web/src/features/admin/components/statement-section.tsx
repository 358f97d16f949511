import { DIFFICULTIES } from "@grindstone/shared";
import { useId } from "react";
import { controlClass, fieldErrorClass, labelClass } from "@/components/ui/field-styles.ts";
import { onSelectOption } from "@/lib/select-option.ts";
import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import { InputField, TextAreaField } from "./form-field.tsx";
import { FormSection } from "./form-section.tsx";

const DIFFICULTY_LABELS = { EASY: "Easy", MEDIUM: "Medium", HARD: "Hard" } as const;

/** What a learner reads first: title, difficulty, statement and constraints. */
export function StatementSection({ form }: { form: ProblemFormState }) {
  const { values, errors } = form;
  const difficultyId = useId();
  return (
    <FormSection title="Statement">
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
      <div className="mt-5 space-y-5">
        <TextAreaField
          label="Description"
          hint="(Markdown)"
          rows={6}
          value={values.description}
          placeholder="The problem statement, including the input and output format."
          onChange={(e) => form.setField("description", e.target.value)}
          error={errors.description}
        />
        <TextAreaField
          label="Constraints"
          rows={2}
          value={values.constraints}
          placeholder="e.g. 1 <= n <= 45"
          onChange={(e) => form.setField("constraints", e.target.value)}
          error={errors.constraints}
        />
      </div>
    </FormSection>
  );
}
