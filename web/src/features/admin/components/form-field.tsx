import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";
import { controlClass, fieldErrorClass, labelClass } from "@/components/ui/field-styles.ts";

interface FieldProps {
  label: string;
  error?: string;
  /** Shown after the label, e.g. "(Optional)". */
  hint?: string;
}

export function InputField({
  label,
  error,
  hint,
  ...props
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label} {hint ? <span className="font-normal text-slate-400">{hint}</span> : null}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        className={`${controlClass(Boolean(error))} mt-1.5`}
        {...props}
      />
      {error ? <p className={fieldErrorClass}>{error}</p> : null}
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  mono = false,
  ...props
}: FieldProps & { mono?: boolean } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label} {hint ? <span className="font-normal text-slate-400">{hint}</span> : null}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        className={`${controlClass(Boolean(error))} mt-1.5 resize-y ${mono ? "font-mono" : ""}`}
        {...props}
      />
      {error ? <p className={fieldErrorClass}>{error}</p> : null}
    </div>
  );
}
