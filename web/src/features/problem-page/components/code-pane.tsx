import { LANGUAGE_LABEL, type Language, MONACO_LANGUAGE } from "@grindstone/shared";
import type { RefObject } from "react";
import { useEditorSettings } from "@/components/editor/editor-settings.ts";
import { EditorSettingsButton } from "@/components/editor/editor-settings-dialog.tsx";
import { LanguageSelect } from "@/components/editor/language-select.tsx";
import { SourceEditor, type SourceEditorHandle } from "@/components/editor/source-editor.tsx";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import { ariaShortcut, shortcutLabel } from "@/lib/platform.ts";

/** Spec §9: 600 px high, font 18 on the problem page (a phone gets a shorter editor and a smaller font). */
const EDITOR_HEIGHT_PX = 600;
const PHONE_EDITOR_HEIGHT = "60vh";
const EDITOR_FONT_SIZE = 18;
const PHONE_FONT_SIZE = 14;

const RUN = { key: "Enter" };
const SUBMIT = { key: "Enter", shift: true };

interface CodePaneProps {
  /** Whose editor settings apply. */
  userId: string;
  /** Models are kept per scope (user × problem) and language. */
  modelScope: string;
  language: Language;
  /** The languages offered: those the problem has a starter snippet for. */
  languages: readonly Language[];
  onLanguageChange: (language: Language) => void;
  editorRef: RefObject<SourceEditorHandle | null>;
  initialCode: string;
  onContentChange: (read: () => string | null) => void;
  onBeforeUnmount: () => void;
  onReset: () => void;
  isPhone: boolean;
  isRunning: boolean;
  isSubmitting: boolean;
  onRun: () => void;
  onSubmit: () => void;
}

export function CodePane(props: CodePaneProps) {
  const { language, isRunning, isSubmitting } = props;
  // Spec §2.6: either action disables both buttons until it is done.
  const busy = isRunning || isSubmitting;
  const [settings, setSettings] = useEditorSettings(props.userId);
  const defaultFontSize = props.isPhone ? PHONE_FONT_SIZE : EDITOR_FONT_SIZE;
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/50">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-800 px-4 py-3">
        <LanguageSelect languages={props.languages} value={language} onChange={props.onLanguageChange} />
        <div className="flex flex-wrap items-center gap-1">
          <EditorSettingsButton
            settings={settings}
            onChange={setSettings}
            defaultFontSize={defaultFontSize}
          />
          <button type="button" onClick={props.onReset} className={buttonClass("ghost", "sm")}>
            Reset to starter code
          </button>
        </div>
      </div>
      <SourceEditor
        ref={props.editorRef}
        modelScope={props.modelScope}
        modelName={language}
        defaultValue={props.initialCode}
        language={MONACO_LANGUAGE[language]}
        height={props.isPhone ? PHONE_EDITOR_HEIGHT : EDITOR_HEIGHT_PX}
        fontSize={settings.fontSize ?? defaultFontSize}
        settings={settings}
        label={`Code editor (${LANGUAGE_LABEL[language]})`}
        onContentChange={props.onContentChange}
        onBeforeUnmount={props.onBeforeUnmount}
        shortcuts={{ run: props.onRun, submit: props.onSubmit }}
      />
      {/* After the editor, so Tab (in tab-focus mode, Ctrl+M) goes from the code straight to Run and Submit. */}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-800 px-4 py-3">
        <button
          type="button"
          disabled={busy}
          onClick={props.onRun}
          aria-keyshortcuts={ariaShortcut(RUN)}
          className={buttonClass("secondary", "sm")}
        >
          {isRunning ? <Spinner className="size-4" label="Running" /> : null}
          Run Code
          <Kbd>{shortcutLabel(RUN)}</Kbd>
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={props.onSubmit}
          aria-keyshortcuts={ariaShortcut(SUBMIT)}
          className={buttonClass("primary", "sm")}
        >
          {isSubmitting ? <Spinner className="size-4" label="Submitting" /> : null}
          Submit Solution
          <Kbd>{shortcutLabel(SUBMIT)}</Kbd>
        </button>
      </div>
    </div>
  );
}

/** The shortcut, visible; hidden from the accessible name (aria-keyshortcuts carries it). Its own opaque colours:
 * on the gradient Submit button a see-through hint had no contrast anyone (or axe) could rely on. */
function Kbd({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="hidden sm:inline">
      <kbd className="rounded border border-slate-600 bg-slate-900 px-1 font-mono text-[0.7rem] text-slate-200">
        {children}
      </kbd>
    </span>
  );
}
