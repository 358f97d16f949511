import { useId } from "react";

/**
 * "Hidden until a contest ends" (issue 12): a hidden problem (`isPublic: false`) is seen only by admins and, while
 * a contest holding it is live, by that contest's participants; it becomes public when the contest ends.
 */
export function HiddenSwitch({
  hidden,
  onChange,
  note,
}: {
  hidden: boolean;
  onChange: (hidden: boolean) => void;
  /** Why the switch starts where it does (a problem made for a contest starts hidden). */
  note?: string;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl border border-slate-800 bg-slate-900/50 p-4">
      <div>
        <p id={labelId} className="font-medium text-slate-100">
          Hidden until a contest ends
        </p>
        <p id={hintId} className="mt-1 text-sm text-slate-400">
          For a contest: only admins and the contest's participants (while it is live) can see it. It becomes
          public when its contest ends.
        </p>
        {note ? (
          <p className="mt-2 text-sm font-medium text-amber-300" data-testid="hidden-note">
            {note}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={hidden}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onClick={() => onChange(!hidden)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400 ${
          hidden ? "border-amber-400 bg-amber-400/80" : "border-slate-600 bg-slate-800"
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition ${hidden ? "translate-x-6" : "translate-x-1"}`}
        />
      </button>
    </div>
  );
}
