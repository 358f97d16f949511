import { LANGUAGE_LABEL, MONACO_LANGUAGE } from "@grindstone/shared";
import { useEditorSettings } from "@/components/editor/editor-settings.ts";
import { EditorSettingsButton } from "@/components/editor/editor-settings-dialog.tsx";
import { LanguageSelect } from "@/components/editor/language-select.tsx";
import { SourceEditor } from "@/components/editor/source-editor.tsx";
import type { useCodeDrafts } from "@/components/editor/use-code-drafts.ts";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useMediaQuery } from "@/lib/use-media-query.ts";

/** Spec §9: 600 px high, font 18 in the contest problem view (a phone gets a shorter editor, a smaller font). */
const EDITOR_HEIGHT_PX = 600;
const PHONE_EDITOR_HEIGHT = "60vh";
const EDITOR_FONT_SIZE = 18;
const PHONE_FONT_SIZE = 14;

/**
 * Language, editor, Run Code and Submit Solution. Spec §2.13: both buttons are disabled while either is running
 * and once the contest has ended (by the server's clock); `closedReason` says why they are off.
 */
export function ContestCodePane({
  userId,
  code,
  isRunning,
  isSubmitting,
  closedReason,
  onRun,
  onSubmit,
}: {
  /** Whose editor settings apply. */
  userId: string;
  code: ReturnType<typeof useCodeDrafts>;
  isRunning: boolean;
  isSubmitting: boolean;
  closedReason: string | null;
  onRun: () => void;
  onSubmit: () => void;
}) {
  const isPhone = useMediaQuery("(max-width: 1023px)");
  const disabled = isRunning || isSubmitting || closedReason !== null;
  const run = () => (disabled ? undefined : onRun());
  const submit = () => (disabled ? undefined : onSubmit());
  const [settings, setSettings] = useEditorSettings(userId);
  const defaultFontSize = isPhone ? PHONE_FONT_SIZE : EDITOR_FONT_SIZE;
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/50">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-800 px-4 py-3">
        <LanguageSelect languages={code.languages} value={code.language} onChange={code.changeLanguage} />
        <EditorSettingsButton settings={settings} onChange={setSettings} defaultFontSize={defaultFontSize} />
      </div>
      <SourceEditor
        ref={code.editor}
        modelScope={code.modelScope}
        modelName={code.language}
        defaultValue={code.initialCode}
        language={MONACO_LANGUAGE[code.language]}
        height={isPhone ? PHONE_EDITOR_HEIGHT : EDITOR_HEIGHT_PX}
        fontSize={settings.fontSize ?? defaultFontSize}
        settings={settings}
        label={`Code editor (${LANGUAGE_LABEL[code.language]})`}
        onContentChange={code.onContentChange}
        onBeforeUnmount={code.flush}
        shortcuts={{ run, submit }}
      />
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-800 px-4 py-3">
        {closedReason ? (
          <p className="mr-auto text-sm text-slate-400" data-testid="judge-closed">
            {closedReason}
          </p>
        ) : null}
        <button type="button" disabled={disabled} onClick={onRun} className={buttonClass("secondary", "sm")}>
          {isRunning ? <Spinner className="size-4" label="Running" /> : null}
          Run Code
        </button>
        <button type="button" disabled={disabled} onClick={onSubmit} className={buttonClass("primary", "sm")}>
          {isSubmitting ? <Spinner className="size-4" label="Submitting" /> : null}
          Submit Solution
        </button>
      </div>
    </div>
  );
}
