import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import type { CheckerKind, CheckerValues } from "../lib/policy-values.ts";
import { CheckboxField } from "./checkbox-field.tsx";
import { type Choice, ChoiceGroup } from "./choice-group.tsx";
import { CustomCheckerFields } from "./custom-checker-fields.tsx";
import { TokensCheckerFields } from "./tokens-checker-fields.tsx";

const KINDS: readonly Choice<CheckerKind>[] = [
  {
    value: "exact",
    label: "Exact lines",
    description: "Line by line; trailing spaces and blank lines ignored.",
  },
  {
    value: "tokens",
    label: "Tokens",
    description: "Word by word, numbers within a tolerance (the ICPC default validator).",
  },
  {
    value: "custom",
    label: "Custom checker",
    description: "The problem's own program decides (Kattis or testlib).",
  },
];

/** How a test's output is compared with the expected one. */
export function CheckerFields({ form }: { form: ProblemFormState }) {
  const { values, errors } = form;
  const { checker } = values.policy;
  const patch = (change: Partial<CheckerValues>) =>
    form.setPolicy((p) => ({ ...p, checker: { ...p.checker, ...change } }));
  return (
    <div className="space-y-5">
      <ChoiceGroup
        legend="Checker"
        choices={KINDS}
        value={checker.kind}
        onChange={(kind) => patch({ kind })}
      />
      {checker.kind === "tokens" ? (
        <TokensCheckerFields checker={checker} patch={patch} errors={errors} />
      ) : null}
      {checker.kind === "custom" ? <CustomCheckerFields form={form} patch={patch} /> : null}
      {checker.kind === "custom" && values.policy.type === "scoring" ? (
        <CheckboxField
          label="Partial credit"
          description="A test earns the fraction of its share the checker scores (score.txt, testlib points)."
          checked={values.policy.partialCredit}
          onChange={(partialCredit) => form.setPolicy((p) => ({ ...p, partialCredit }))}
        />
      ) : null}
    </div>
  );
}
