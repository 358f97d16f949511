import type { CheckerValues } from "../lib/policy-values.ts";
import type { ProblemFormErrors } from "../lib/problem-form.ts";
import { CheckboxField } from "./checkbox-field.tsx";
import { InputField } from "./form-field.tsx";

interface TokensCheckerFieldsProps {
  checker: CheckerValues;
  patch: (change: Partial<CheckerValues>) => void;
  errors: ProblemFormErrors;
}

const TOLERANCE_HELP = "Numbers this close to the answer match, e.g. 1e-6. Empty: none.";

/** The tokens checker's flags, worded as the ICPC output validator's. */
export function TokensCheckerFields({ checker, patch, errors }: TokensCheckerFieldsProps) {
  return (
    <div className="space-y-4 rounded-xl border border-slate-800 bg-slate-950/30 p-4">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Absolute tolerance"
          inputMode="decimal"
          placeholder="e.g. 1e-6"
          value={checker.absoluteTolerance}
          onChange={(e) => patch({ absoluteTolerance: e.target.value })}
          description={TOLERANCE_HELP}
          error={errors["judgePolicy.checker.floatAbsoluteTolerance"]}
        />
        <InputField
          label="Relative tolerance"
          inputMode="decimal"
          placeholder="e.g. 1e-6"
          value={checker.relativeTolerance}
          onChange={(e) => patch({ relativeTolerance: e.target.value })}
          description={`${TOLERANCE_HELP} A number within either tolerance matches.`}
          error={errors["judgePolicy.checker.floatRelativeTolerance"]}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <CheckboxField
          label="Case sensitive"
          description={'Off: "YES" matches "yes".'}
          checked={checker.caseSensitive}
          onChange={(caseSensitive) => patch({ caseSensitive })}
        />
        <CheckboxField
          label="Space change sensitive"
          description="Off: any run of spaces and newlines matches any other."
          checked={checker.spaceChangeSensitive}
          onChange={(spaceChangeSensitive) => patch({ spaceChangeSensitive })}
        />
        <CheckboxField
          label="Integers exact"
          description="A whole-number answer must be printed exactly, tolerance or not."
          checked={checker.integersExact}
          onChange={(integersExact) => patch({ integersExact })}
        />
      </div>
    </div>
  );
}
