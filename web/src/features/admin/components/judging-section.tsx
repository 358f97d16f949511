import type { JudgePolicyType } from "@grindstone/shared";
import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import { LIMIT_HELP } from "../lib/limits.ts";
import { OUTPUT_LIMIT_HELP } from "../lib/policy-values.ts";
import { CheckerFields } from "./checker-fields.tsx";
import { type Choice, ChoiceGroup } from "./choice-group.tsx";
import { InputField } from "./form-field.tsx";
import { FormSection } from "./form-section.tsx";
import { GroupsField } from "./groups-field.tsx";
import { InputValidatorsField } from "./input-validators-field.tsx";
import { InteractorFields } from "./interactor-fields.tsx";

const TYPES: readonly Choice<JudgePolicyType>[] = [
  { value: "pass-fail", label: "Pass / fail", description: "Accepted when every test passes." },
  { value: "scoring", label: "Scoring", description: "Tests in groups worth points; partial scores." },
  {
    value: "interactive",
    label: "Interactive",
    description: "The program talks to the problem's interactor, which decides.",
  },
];

/**
 * How submissions are judged: the problem's judging policy (type, checker or interactor, groups, the input validators
 * a challenged input is checked with, then the limits per test, the memory limit last, so the section ends where it
 * always did). Plain text inputs, not type="number" (which reads anything unparsable as empty): the shared schema
 * checks what was typed and its message names the bounds, which the help shows too.
 */
export function JudgingSection({ form }: { form: ProblemFormState }) {
  const { values, errors } = form;
  return (
    <FormSection title="Judging" description="The reference solutions are judged under this policy too.">
      <div className="space-y-6">
        <ChoiceGroup
          legend="Type"
          choices={TYPES}
          value={values.policy.type}
          onChange={(type) => form.setPolicy((p) => ({ ...p, type }))}
        />
        {/* The interactor judges an interactive problem's exchange: there is no output to compare. */}
        {values.policy.type === "interactive" ? (
          <InteractorFields form={form} />
        ) : (
          <CheckerFields form={form} />
        )}
        {values.policy.type === "scoring" ? <GroupsField form={form} /> : null}
        {/* Not part of the policy, but about judging: what a learner's challenge input must satisfy. */}
        <InputValidatorsField form={form} />
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <InputField
            label="Output limit (KB)"
            inputMode="numeric"
            value={values.policy.outputLimitKb}
            onChange={(e) => {
              const outputLimitKb = e.target.value;
              form.setPolicy((p) => ({ ...p, outputLimitKb }));
            }}
            description={OUTPUT_LIMIT_HELP}
            error={errors["judgePolicy.limits.outputKb"]}
          />
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
      </div>
    </FormSection>
  );
}
