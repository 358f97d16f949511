import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import { FormSection } from "./form-section.tsx";
import { StringListField } from "./string-list-field.tsx";

/** Tags (at least one) and companies side by side: both are short lists of words. */
export function TagsSection({ form }: { form: ProblemFormState }) {
  const { values, errors } = form;
  return (
    <FormSection title="Tags and companies">
      <div className="grid gap-6 md:grid-cols-2">
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
          hint="(Optional)"
          noun="Company"
          items={values.companies}
          onChange={(items) => form.setList("companies", items)}
          placeholder="e.g. Google"
          error={errors.companies}
        />
      </div>
    </FormSection>
  );
}
