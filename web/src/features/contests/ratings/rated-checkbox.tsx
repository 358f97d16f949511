import { MIN_RATED_PARTICIPANTS } from "@grindstone/shared";

/** The contest form's "Rated contest" box (issue 26): checked by default, like the API's `rated`. */
export function RatedCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (rated: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id="contest-rated"
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby="contest-rated-hint"
        className="mt-0.5 size-4 accent-amber-400"
      />
      <div>
        <label htmlFor="contest-rated" className="text-sm font-medium text-slate-200">
          Rated contest
        </label>
        <p id="contest-rated-hint" className="text-xs text-slate-400">
          Participants who submit get a rating change when it ends (at least {MIN_RATED_PARTICIPANTS} are
          needed).
        </p>
      </div>
    </div>
  );
}
