import { LANGUAGE_LABEL, type Language } from "@grindstone/shared";
import type { ReactNode } from "react";
import { TabStrip } from "@/components/ui/tab-strip.tsx";

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
 * The shared tab strip, one tab per language, each named by its label and marked when optional or in error. Only
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
  return (
    <TabStrip
      tabs={languages}
      active={active}
      onSelect={onSelect}
      label="Language"
      renderTab={(language) => (
        <>
          {LANGUAGE_LABEL[language]}
          {isOptional(language) ? <span className="text-xs font-normal text-slate-400">optional</span> : null}
          {hasErrors(language) ? (
            <span className="size-2 rounded-full bg-red-500" data-testid="tab-error">
              <span className="sr-only">, has errors</span>
            </span>
          ) : null}
        </>
      )}
    >
      {children}
    </TabStrip>
  );
}
