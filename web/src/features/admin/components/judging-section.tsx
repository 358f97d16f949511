import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import { LIMIT_HELP } from "../lib/limits.ts";
import { InputField } from "./form-field.tsx";
import { FormSection } from "./form-section.tsx";

/**
 * How submissions are judged: the time and memory limits (the judging-policy issue adds the checker here). Plain
 * text inputs, not type="number" (which reads anything unparsable as empty): the shared schema checks what was typed
 * and its message names the bounds, which the help shows too.
 */
export function JudgingSection({ form }: { form: ProblemFormState }) {
  const { values, errors } = form;
  return (
    <FormSection title="Judging" description="The reference solutions are judged under these limits too.">
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <InputField
          label="Time limit (ms)"
          inputMode="numeric"
          value={values.cpuTimeLimitMs}
          onChange={(e) => form.setField("cpuTimeLimitMs", e.target.value)}
          description={LIMIT_HELP.cpuTimeLimitMs}
          error={errors.cpuTimeLimitMs}
        />
        <InputField
          label="Memory limit (MB)"
          inputMode="decimal"
          value={values.memoryLimitMb}
          onChange={(e) => form.setField("memoryLimitMb", e.target.value)}
          description={LIMIT_HELP.memoryLimitMb}
          error={errors.memoryLimitKb}
        />
      </div>
    </FormSection>
  );
}
