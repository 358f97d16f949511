import type { editor } from "monaco-editor/editor/editor.api";
import { lazy, type Ref, Suspense, useImperativeHandle, useRef } from "react";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import type { EditorSettings } from "./editor-settings.ts";

/** What a page may do with the editor's text, which the editor's model owns (React never holds a copy). */
export interface SourceEditorHandle {
  getValue: () => string;
  /** Replaces the whole text as one undoable edit (Ctrl+Z brings the old text back). */
  replaceValue: (text: string) => void;
}

export interface SourceShortcuts {
  run: () => void;
  submit: () => void;
}

export interface SourceEditorProps {
  ref?: Ref<SourceEditorHandle>;
  /** Models live per scope × name: switching `modelName` keeps each model's text, cursor and undo history. */
  modelScope: string;
  modelName: string;
  /** The text of a model when it is first created (a draft or the starter code); later changes are ignored. */
  defaultValue: string;
  /** Monaco's language id. */
  language: string;
  height: number | string;
  fontSize: number;
  /** The user's editor settings (suggestions, Enter, tab size, key bindings); the font size comes resolved. */
  settings: EditorSettings;
  /** The editor's accessible name. */
  label: string;
  /**
   * Called after every edit with a reader for the edited model's text (cheap: nothing is copied until it is
   * read), so a debounced save reads the text once, later.
   */
  onContentChange?: (read: () => string | null) => void;
  /** Called just before the editor and its models go away (a last chance to save). */
  onBeforeUnmount?: () => void;
  /** Ctrl/Cmd+Enter and Ctrl/Cmd+Shift+Enter inside the editor. */
  shortcuts?: SourceShortcuts;
}

export type MonacoSourceEditorProps = Omit<SourceEditorProps, "ref" | "height"> & {
  onReady: (instance: editor.IStandaloneCodeEditor | null) => void;
};

// Monaco is large: it loads only when an editor is on screen, never with the landing page or the shell.
const MonacoSourceEditor = lazy(() => import("./monaco-source-editor.tsx"));

/**
 * An uncontrolled code editor: typing never goes through React state, so no keystroke is lost however fast
 * it comes (a controlled `value` re-rendered the whole page per key and dropped characters at 5 ms a key).
 */
export function SourceEditor({ ref, height, ...props }: SourceEditorProps) {
  const instance = useRef<editor.IStandaloneCodeEditor | null>(null);
  const pending = useRef<string | null>(null);
  const fallback = useRef(props.defaultValue);
  fallback.current = props.defaultValue;

  useImperativeHandle(
    ref,
    () => ({
      getValue: () => instance.current?.getValue() ?? pending.current ?? fallback.current,
      replaceValue: (text) => {
        const current = instance.current;
        const model = current?.getModel();
        if (!current || !model) {
          pending.current = text;
          return;
        }
        current.pushUndoStop();
        current.executeEdits("replace", [{ range: model.getFullModelRange(), text }]);
        current.pushUndoStop();
        current.setPosition({ lineNumber: 1, column: 1 });
        current.revealLine(1);
      },
    }),
    [],
  );

  const onReady = (next: editor.IStandaloneCodeEditor | null) => {
    instance.current = next;
    if (next && pending.current !== null) {
      next.setValue(pending.current);
      pending.current = null;
    }
  };

  return (
    <div style={{ height }} className="flex flex-col">
      <Suspense fallback={<Skeleton className="h-full w-full rounded-none" />}>
        <MonacoSourceEditor {...props} onReady={onReady} />
      </Suspense>
    </div>
  );
}
