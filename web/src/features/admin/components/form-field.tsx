import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";
import { controlClass, fieldErrorClass, labelClass } from "@/components/ui/field-styles.ts";

interface FieldProps {
  label: string;
  error?: string;
  /** Shown after the label, e.g. "(Optional)". */
  hint?: string;
  /** A line of help under the control, read with it (e.g. a limit's bounds). */
  description?: string;
}

function FieldLabel({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return (
    <label htmlFor={id} className={labelClass}>
      {label} {hint ? <span className="font-normal text-slate-400">{hint}</span> : null}
    </label>
  );
}

function FieldFooter({ descriptionId, description, error }: FieldProps & { descriptionId: string }) {
  return (
    <>
      {description ? (
        <p id={descriptionId} className="mt-1.5 text-xs text-slate-400">
          {description}
        </p>
      ) : null}
      {error ? <p className={fieldErrorClass}>{error}</p> : null}
    </>
  );
}

export function InputField({
  label,
  error,
  hint,
  description,
  ...props
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  const id = useId();
  return (
    <div>
      <FieldLabel id={id} label={label} hint={hint} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={description ? `${id}-help` : undefined}
        className={`${controlClass(Boolean(error))} mt-1.5`}
        {...props}
      />
      <FieldFooter descriptionId={`${id}-help`} label={label} description={description} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  description,
  mono = false,
  ...props
}: FieldProps & { mono?: boolean } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  const id = useId();
  return (
    <div>
      <FieldLabel id={id} label={label} hint={hint} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={description ? `${id}-help` : undefined}
        className={`${controlClass(Boolean(error))} mt-1.5 resize-y ${mono ? "font-mono" : ""}`}
        {...props}
      />
      <FieldFooter descriptionId={`${id}-help`} label={label} description={description} error={error} />
    </div>
  );
}
