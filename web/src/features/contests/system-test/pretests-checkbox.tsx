import { SYSTEM_TEST_TEXT } from "@grindstone/shared";

/** The contest form's pretests box (issue 28): off by default, like the API's `pretests`. */
export function PretestsCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (pretests: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id="contest-pretests"
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby="contest-pretests-hint"
        className="mt-0.5 size-4 shrink-0 accent-amber-400"
      />
      <div>
        <label htmlFor="contest-pretests" className="text-sm font-medium text-slate-200">
          {SYSTEM_TEST_TEXT.adminOption}
        </label>
        <p id="contest-pretests-hint" className="text-xs text-slate-400">
          {SYSTEM_TEST_TEXT.adminHint}
        </p>
      </div>
    </div>
  );
}
