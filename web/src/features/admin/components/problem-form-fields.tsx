import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import { CodeSection } from "./code-section.tsx";
import { ExampleSection } from "./example-section.tsx";
import { HintsSection } from "./hints-section.tsx";
import { JudgingSection } from "./judging-section.tsx";
import { StatementSection } from "./statement-section.tsx";
import { TagsSection } from "./tags-section.tsx";
import { TestCasesField } from "./test-cases-field.tsx";

interface ProblemFormFieldsProps {
  form: ProblemFormState;
  /** Update form: the example is optional (spec §5). */
  examplesOptional?: boolean;
}

/**
 * Every field of the add and update problem forms (spec §2.14–2.15), in sections in the order an author fills them:
 * what learners read, how it is judged, the code, then the optional extras (folded).
 */
export function ProblemFormFields({ form, examplesOptional = false }: ProblemFormFieldsProps) {
  return (
    <div className="space-y-6">
      <StatementSection form={form} />
      <ExampleSection form={form} optional={examplesOptional} />
      <TagsSection form={form} />
      <TestCasesField
        testcases={form.values.testcases}
        onChange={form.setTestcases}
        errors={form.errors}
        interactive={form.values.policy.type === "interactive"}
      />
      <JudgingSection form={form} />
      <CodeSection form={form} />
      <HintsSection form={form} />
    </div>
  );
}
