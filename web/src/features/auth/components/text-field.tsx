import { type ComponentType, type InputHTMLAttributes, type ReactNode, type SVGProps, useId } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  error?: string;
  /** Something drawn at the right edge inside the input, e.g. the show/hide password toggle. */
  trailing?: ReactNode;
}

export function TextField({ label, icon: Icon, error, trailing, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-300">
        {label}
      </label>
      <div className="relative">
        <Icon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`w-full rounded-xl border bg-slate-900/70 py-3 pl-11 text-slate-100 placeholder:text-slate-500 outline-none transition focus:ring-2 ${
            trailing ? "pr-12" : "pr-4"
          } ${
            error
              ? "border-red-500/70 focus:border-red-500 focus:ring-red-500/30"
              : "border-slate-700 focus:border-amber-400 focus:ring-amber-400/25"
          }`}
          {...inputProps}
        />
        {trailing ? <div className="absolute inset-y-0 right-2 flex items-center">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-500" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
