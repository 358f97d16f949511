import { useId } from "react";
import { controlClass, fieldErrorClass, labelClass } from "@/components/ui/field-styles.ts";
import { onSelectOption } from "@/lib/select-option.ts";

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  description?: string;
  error?: string;
}

/** A labelled <select> whose change hands on the option with its union type. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  description,
  error,
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={description ? `${id}-help` : undefined}
        onChange={onSelectOption(
          options.map((o) => o.value),
          onChange,
        )}
        className={`${controlClass(Boolean(error))} mt-1.5`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {description ? (
        <p id={`${id}-help`} className="mt-1.5 text-xs text-slate-400">
          {description}
        </p>
      ) : null}
      {error ? <p className={fieldErrorClass}>{error}</p> : null}
    </div>
  );
}
