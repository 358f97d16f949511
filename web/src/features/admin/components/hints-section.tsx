import { useState } from "react";
import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import { TextAreaField } from "./form-field.tsx";

/**
 * Hints and editorial: optional, so folded away unless the problem already has some (a native <details>, which the
 * keyboard opens with Enter or Space).
 */
export function HintsSection({ form }: { form: ProblemFormState }) {
  const { values } = form;
  const filled = [values.hints, values.editorial].filter((text) => text.trim() !== "").length;
  // Open at first when there is something to read; after that it stays as the admin leaves it (clearing a field
  // while typing must not fold it away).
  const [open, setOpen] = useState(filled > 0);
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group rounded-2xl border border-slate-800 bg-slate-900/60 shadow-lg shadow-black/20"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl p-5 focus-visible:outline-2 focus-visible:outline-amber-400 sm:px-6 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="text-lg font-semibold text-white">Hints and editorial</span>{" "}
          <span className="ml-1 rounded-full border border-slate-600 px-2 py-0.5 align-middle text-xs font-medium text-slate-300">
            optional
          </span>
          <span className="mt-1 block text-sm text-slate-400">
            {filled > 0 ? `${filled} of 2 filled.` : "None yet."} Learners open them from the problem page.
          </span>
        </span>
        <span aria-hidden="true" className="text-slate-400 transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="space-y-5 px-5 pb-5 sm:px-6 sm:pb-6">
        <TextAreaField
          label="Hints"
          hint="(Optional)"
          description="Several hints: put a line with just --- between them. Learners open them one at a time, in order."
          rows={5}
          value={values.hints}
          onChange={(e) => form.setField("hints", e.target.value)}
        />
        <TextAreaField
          label="Editorial"
          hint="(Optional)"
          rows={5}
          value={values.editorial}
          onChange={(e) => form.setField("editorial", e.target.value)}
        />
      </div>
    </details>
  );
}
