import type { Language } from "@grindstone/shared";
import { useId } from "react";
import { controlClass } from "@/components/ui/field-styles.ts";
import { onSelectOption } from "@/lib/select-option.ts";

/** The editor's Language picker: only the languages given (a problem offers those it has a snippet for). */
export function LanguageSelect({
  languages,
  value,
  onChange,
}: {
  languages: readonly Language[];
  value: Language;
  onChange: (language: Language) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        Language
      </label>
      <select
        id={id}
        value={value}
        onChange={onSelectOption(languages, onChange)}
        className={`${controlClass()} w-auto py-1.5`}
      >
        {languages.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}
