import { useId } from "react";

export interface Choice<T extends string> {
  value: T;
  label: string;
  description: string;
  /** Shown but not choosable; the description says why. */
  disabled?: boolean;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * One of a few options, each with a line saying what it does: native radio buttons in a fieldset, so Tab reaches
 * the group once and the arrow keys move between its options.
 */
export function ChoiceGroup<T extends string>({ legend, choices, value, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-300">{legend}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
        {choices.map((choice) => {
          const descriptionId = `${name}-${choice.value}-help`;
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              className={`flex gap-3 rounded-xl border p-3 text-sm transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-400 ${
                checked ? "border-amber-400/70 bg-amber-400/5" : "border-slate-700 bg-slate-950/40"
              } ${choice.disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:border-slate-500"}`}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                disabled={choice.disabled}
                aria-describedby={descriptionId}
                onChange={() => onChange(choice.value)}
                className="mt-0.5 size-4 shrink-0 accent-amber-400"
              />
              <span>
                <span className="block font-medium text-slate-100">{choice.label}</span>
                <span id={descriptionId} className="mt-0.5 block text-xs text-slate-400">
                  {choice.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
