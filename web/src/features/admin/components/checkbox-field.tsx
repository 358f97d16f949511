import { useId } from "react";

interface CheckboxFieldProps {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled checkbox with a line of help read with it. */
export function CheckboxField({ label, description, checked, onChange }: CheckboxFieldProps) {
  const helpId = useId();
  return (
    <label className="flex cursor-pointer gap-3 text-sm">
      <input
        type="checkbox"
        checked={checked}
        aria-describedby={helpId}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-amber-400"
      />
      <span>
        <span className="block font-medium text-slate-200">{label}</span>
        <span id={helpId} className="block text-xs text-slate-400">
          {description}
        </span>
      </span>
    </label>
  );
}
