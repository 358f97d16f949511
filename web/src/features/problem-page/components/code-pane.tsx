import { LANGUAGES, type Language } from "@grindstone/shared";
import { useId } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { controlClass } from "@/components/ui/field-styles.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import { CodeEditor } from "@/features/editor/components/code-editor.tsx";
import { MONACO_LANGUAGE } from "@/features/editor/lib/languages.ts";

/** Spec §9: 600 px high, font 18 on the problem page. */
const EDITOR_HEIGHT_PX = 600;
const EDITOR_FONT_SIZE = 18;

interface CodePaneProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
  code: string;
  onCodeChange: (code: string) => void;
  isRunning: boolean;
  isSubmitting: boolean;
  onRun: () => void;
  onSubmit: () => void;
}

export function CodePane(props: CodePaneProps) {
  const { language, code, isRunning, isSubmitting } = props;
  const selectId = useId();
  // Spec §2.6: either action disables both buttons until it is done.
  const busy = isRunning || isSubmitting;
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/50">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-800 px-4 py-3">
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-300">
            Language
          </label>
          <select
            id={selectId}
            value={language}
            onChange={(e) => props.onLanguageChange(e.target.value as Language)}
            className={`${controlClass()} w-auto py-1.5`}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={props.onRun}
            className={buttonClass("secondary", "sm")}
          >
            {isRunning ? <Spinner className="size-4" label="Running" /> : null}
            Run Code
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={props.onSubmit}
            className={buttonClass("primary", "sm")}
          >
            {isSubmitting ? <Spinner className="size-4" label="Submitting" /> : null}
            Submit Solution
          </button>
        </div>
      </div>
      <CodeEditor
        value={code}
        language={MONACO_LANGUAGE[language]}
        onChange={props.onCodeChange}
        height={EDITOR_HEIGHT_PX}
        fontSize={EDITOR_FONT_SIZE}
        label={`Code editor (${language})`}
      />
    </div>
  );
}
