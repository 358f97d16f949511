import { LANGUAGE_LABEL, type Language, MONACO_LANGUAGE } from "@grindstone/shared";
import { type Ref, useCallback, useEffect, useRef, useState } from "react";
import { DEFAULT_EDITOR_SETTINGS } from "@/components/editor/editor-settings.ts";
import { SourceEditor, type SourceEditorHandle } from "@/components/editor/source-editor.tsx";

// The site's uncontrolled Monaco editor (SourceEditor), with a label and an error. The editor owns the text: the
// form hears of it a moment after typing pauses (for its error messages), and reads the open editors' text itself
// when it is submitted, so nothing typed just before Save is missed.

/** How long after the last key the form's copy of the code is brought up to date. */
const SYNC_MS = 200;

// Each field gets its own model scope: a field that goes (another language tab) disposes only its own model.
let fieldCount = 0;

interface CodeFieldProps {
  label: string;
  language: Language;
  /** The text the editor starts with; later changes are ignored (use the handle's replaceValue). */
  defaultValue: string;
  /** Called with the editor's text a moment after an edit, and when the field goes. */
  onChange: (value: string) => void;
  editorRef?: Ref<SourceEditorHandle>;
  error?: string;
  /** Spec §9: 300 px in the admin forms. */
  height?: number;
  /** Spec §9: font 14 in the update form. */
  fontSize?: number;
  testId?: string;
}

export function CodeField({
  label,
  language,
  defaultValue,
  onChange,
  editorRef,
  error,
  height = 300,
  fontSize = 14,
  testId,
}: CodeFieldProps) {
  const [scope] = useState(() => `admin-code-${++fieldCount}`);
  const latest = useRef(onChange);
  latest.current = onChange;
  const unsynced = useRef<(() => string | null) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sync = useCallback(() => {
    clearTimeout(timer.current);
    const text = unsynced.current?.();
    unsynced.current = null;
    if (typeof text === "string") latest.current(text);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div data-testid={testId} className="min-w-0">
      <p className="mb-1.5 text-sm font-medium text-slate-300">{label}</p>
      <div
        className={`overflow-hidden rounded-xl border ${error ? "border-red-500/70" : "border-slate-700"}`}
      >
        <SourceEditor
          ref={editorRef}
          modelScope={scope}
          modelName={language}
          defaultValue={defaultValue}
          language={MONACO_LANGUAGE[language]}
          height={height}
          fontSize={fontSize}
          settings={DEFAULT_EDITOR_SETTINGS}
          label={`${LANGUAGE_LABEL[language]} ${label}`}
          onContentChange={(read) => {
            unsynced.current = read;
            clearTimeout(timer.current);
            timer.current = setTimeout(sync, SYNC_MS);
          }}
          onBeforeUnmount={sync}
        />
      </div>
      {error ? <p className="mt-1.5 text-sm text-red-500">{error}</p> : null}
    </div>
  );
}
