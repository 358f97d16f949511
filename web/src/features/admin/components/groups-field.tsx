import { PlusIcon } from "@/components/ui/action-icons.tsx";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { fieldErrorClass } from "@/components/ui/field-styles.ts";
import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import { emptyGroup, type GroupValues } from "../lib/policy-values.ts";
import { GroupRow } from "./group-row.tsx";

/** A scoring problem's test groups; a test in no group (a sample) scores nothing. */
export function GroupsField({ form }: { form: ProblemFormState }) {
  const { groups } = form.values.policy;
  const setGroups = (update: (groups: GroupValues[]) => GroupValues[]) =>
    form.setPolicy((p) => ({ ...p, groups: update(p.groups) }));
  const total = groups.reduce((sum, g) => sum + (Number(g.points) || 0), 0);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="text-sm font-medium text-slate-300">Test groups</h3>
          <p className="text-xs text-slate-400">
            Tests are numbered as in Test Cases. A test in no group scores nothing. Total:{" "}
            <span data-testid="groups-total">{total}</span> points.
          </p>
        </div>
        <button
          type="button"
          onClick={() => setGroups((gs) => [...gs, emptyGroup(gs.length)])}
          className={buttonClass("secondary", "sm")}
        >
          <PlusIcon className="size-4" /> Add Group
        </button>
      </div>
      <ol className="space-y-3">
        {groups.map((group, index) => (
          <GroupRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their position is their identity.
            key={index}
            group={group}
            index={index}
            earlier={groups.slice(0, index).map((g) => g.name)}
            errors={form.errors}
            patch={(change) => setGroups((gs) => gs.map((g, i) => (i === index ? { ...g, ...change } : g)))}
            remove={() => setGroups((gs) => gs.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      {form.errors["judgePolicy.groups"] ? (
        <p className={fieldErrorClass}>{form.errors["judgePolicy.groups"]}</p>
      ) : null}
    </div>
  );
}
