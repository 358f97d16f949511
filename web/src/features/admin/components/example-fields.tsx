import type { ExampleValues, ProblemFormErrors } from "../lib/problem-form.ts";
import { InputField, TextAreaField } from "./form-field.tsx";

interface ExampleFieldsProps {
  example: ExampleValues;
  onChange: (patch: Partial<ExampleValues>) => void;
  /** Where this example's errors are keyed: "example" (shared) or "examples.JAVA". */
  errorPath: string;
  errors: ProblemFormErrors;
  /** The update form leaves the example optional (spec §5). */
  optional: boolean;
}

/** One example's input, output and explanation. */
export function ExampleFields({ example, onChange, errorPath, errors, optional }: ExampleFieldsProps) {
  const hint = optional ? "(Optional)" : undefined;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextAreaField
          mono
          label="Input"
          hint={hint}
          rows={2}
          value={example.input}
          onChange={(e) => onChange({ input: e.target.value })}
          error={errors[`${errorPath}.input`]}
        />
        <TextAreaField
          mono
          label="Output"
          hint={hint}
          rows={2}
          value={example.output}
          onChange={(e) => onChange({ output: e.target.value })}
          error={errors[`${errorPath}.output`]}
        />
      </div>
      <InputField
        label="Explanation"
        hint="(Optional)"
        value={example.explanation}
        onChange={(e) => onChange({ explanation: e.target.value })}
      />
    </div>
  );
}
