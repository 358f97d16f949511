import { type ReactNode, useId } from "react";

interface FormSectionProps {
  title: string;
  /** A word shown beside the title and read with it, e.g. "optional". */
  note?: string;
  description?: string;
  /** Buttons drawn at the right of the heading, e.g. "Add Tag". */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of the problem form; a named region, so tests and screen readers can find it by title. */
export function FormSection({ title, note, description, action, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5 shadow-lg shadow-black/20 sm:p-6"
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-white">
            {title}
            {note ? (
              <>
                {" "}
                <span className="ml-1 rounded-full border border-slate-600 px-2 py-0.5 align-middle text-xs font-medium text-slate-300">
                  {note}
                </span>
              </>
            ) : null}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-400">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
