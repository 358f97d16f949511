import { LANGUAGE_LABEL, type Language } from "@grindstone/shared";
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

interface LanguageTabsProps {
  languages: readonly Language[];
  active: Language;
  onSelect: (language: Language) => void;
  /** Marks a tab whose fields have errors, so a mistake in a closed tab is seen. */
  hasErrors: (language: Language) => boolean;
  /** Marks a language problems may leave out. */
  isOptional: (language: Language) => boolean;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs, one per language: arrow keys (and Home/End) move between tabs, Tab goes into the open panel. Only
 * the open panel is rendered, so one language's two editors load at a time instead of every language's.
 */
export function LanguageTabs({
  languages,
  active,
  onSelect,
  hasErrors,
  isOptional,
  children,
}: LanguageTabsProps) {
  const baseId = useId();
  const refs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const i = languages.indexOf(active);
    const next = {
      ArrowRight: languages[(i + 1) % languages.length],
      ArrowLeft: languages[(i - 1 + languages.length) % languages.length],
      Home: languages[0],
      End: languages[languages.length - 1],
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label="Language"
        className="flex gap-1 overflow-x-auto border-b border-slate-800"
        onKeyDown={onKeyDown}
      >
        {languages.map((language) => (
          <button
            key={language}
            ref={(el) => {
              refs.current[language] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${language}-tab`}
            aria-selected={active === language}
            aria-controls={`${baseId}-${language}-panel`}
            tabIndex={active === language ? 0 : -1}
            onClick={() => onSelect(language)}
            className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-amber-400 ${
              active === language
                ? "border-amber-400 text-white"
                : "border-transparent text-slate-300 hover:text-white"
            }`}
          >
            {LANGUAGE_LABEL[language]}
            {isOptional(language) ? (
              <span className="text-xs font-normal text-slate-400">optional</span>
            ) : null}
            {hasErrors(language) ? (
              <span className="size-2 rounded-full bg-red-500" data-testid="tab-error">
                <span className="sr-only">, has errors</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${active}-panel`}
        aria-labelledby={`${baseId}-${active}-tab`}
        className="pt-5"
      >
        {children}
      </div>
    </div>
  );
}
