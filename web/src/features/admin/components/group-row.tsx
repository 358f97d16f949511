import { GROUP_AGGREGATIONS } from "@grindstone/shared";
import { TrashIcon } from "@/components/ui/action-icons.tsx";
import type { Aggregation, GroupValues } from "../lib/policy-values.ts";
import type { ProblemFormErrors } from "../lib/problem-form.ts";
import { InputField } from "./form-field.tsx";
import { SelectField } from "./select-field.tsx";

const AGGREGATION_LABEL: Record<Aggregation, string> = {
  sum: "Sum: points shared by passed test",
  min: "Min: all tests pass or nothing",
};
const AGGREGATIONS = GROUP_AGGREGATIONS.map((value) => ({ value, label: AGGREGATION_LABEL[value] }));

interface GroupRowProps {
  group: GroupValues;
  index: number;
  /** The names of the groups before this one (what it may require). */
  earlier: string[];
  errors: ProblemFormErrors;
  patch: (change: Partial<GroupValues>) => void;
  remove: () => void;
}

export function GroupRow({ group, index, earlier, errors, patch, remove }: GroupRowProps) {
  const error = (field: string) => errors[`judgePolicy.groups.${index}.${field}`];
  const requireOptions = [
    { value: "", label: "None" },
    ...earlier.filter((name) => name.trim()).map((name) => ({ value: name, label: name })),
  ];
  // A required group renamed or removed since stays listed, so the schema can say what is wrong with it.
  if (group.requirePass && !requireOptions.some((o) => o.value === group.requirePass))
    requireOptions.push({ value: group.requirePass, label: `${group.requirePass} (not an earlier group)` });
  return (
    <li
      className="grid gap-4 rounded-xl border border-slate-800 bg-slate-950/30 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_7rem_1.4fr_1fr_auto]"
      data-testid="group-row"
      aria-label={`Group ${index + 1}`}
    >
      <InputField
        label="Name"
        value={group.name}
        onChange={(e) => patch({ name: e.target.value })}
        error={error("name")}
      />
      <InputField
        label="Tests"
        placeholder="e.g. 1-3, 5"
        value={group.tests}
        onChange={(e) => patch({ tests: e.target.value })}
        description="Numbers and ranges, e.g. 1-3, 5"
        error={error("tests")}
      />
      <InputField
        label="Points"
        inputMode="decimal"
        value={group.points}
        onChange={(e) => patch({ points: e.target.value })}
        error={error("points")}
      />
      <SelectField
        label="Aggregation"
        value={group.aggregation}
        options={AGGREGATIONS}
        onChange={(aggregation) => patch({ aggregation })}
      />
      <SelectField
        label="Requires"
        value={group.requirePass}
        options={requireOptions}
        onChange={(requirePass) => patch({ requirePass })}
        error={error("requirePass")}
      />
      <button
        type="button"
        aria-label={`Remove group ${index + 1}`}
        onClick={remove}
        className="self-start justify-self-end rounded-lg p-1.5 text-slate-400 transition hover:bg-rose-500/10 hover:text-rose-300 lg:mt-7"
      >
        <TrashIcon className="size-4" />
      </button>
    </li>
  );
}
