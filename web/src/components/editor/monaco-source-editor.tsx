import Editor, { type OnMount } from "@monaco-editor/react";
import "./setup-monaco.ts";
import { TabFocus } from "monaco-editor/editor/browser/config/tabFocus";
import * as monaco from "monaco-editor/editor/editor.api";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner.tsx";
import { tabFocusShortcut } from "@/lib/platform.ts";
import { editorOptions } from "./editor-options.ts";
import { attachKeyBindings } from "./key-bindings.ts";
import type { MonacoSourceEditorProps } from "./source-editor.tsx";
import { EDITOR_THEME } from "./theme.ts";

const modelUri = (scope: string, name: string) => `inmemory://grindstone/${scope}/${name}`;

/** The real editor behind `SourceEditor`; only loaded through its lazy import, so Monaco stays in its own chunks. */
export default function MonacoSourceEditor(props: MonacoSourceEditorProps) {
  const { modelScope, modelName, defaultValue, language, fontSize, label, settings } = props;
  const latest = useRef(props);
  latest.current = props;
  const [tabMovesFocus, setTabMovesFocus] = useState(() => TabFocus.getTabFocusMode());
  useEffect(() => {
    const listener = TabFocus.onDidChangeTabFocus(setTabMovesFocus);
    return () => listener.dispose();
  }, []);
  const [instance, setInstance] = useState<monaco.editor.IStandaloneCodeEditor | null>(null);
  const vimStatus = useRef<HTMLDivElement>(null);
  useKeyBindings(instance, settings.keyBindings, vimStatus);

  const onMount: OnMount = (instance) => {
    const { KeyCode, KeyMod } = monaco;
    instance.addAction({
      id: "grindstone.run",
      label: "Run code",
      keybindings: [KeyMod.CtrlCmd | KeyCode.Enter],
      run: () => latest.current.shortcuts?.run(),
    });
    instance.addAction({
      id: "grindstone.submit",
      label: "Submit solution",
      keybindings: [KeyMod.CtrlCmd | KeyMod.Shift | KeyCode.Enter],
      run: () => latest.current.shortcuts?.submit(),
    });
    // A model made from text without a line break takes the platform's default line ending, and Chromium's can
    // be CRLF: every model here ends lines with LF, so the code saved or sent is what was typed.
    const endLinesWithLf = () => instance.getModel()?.setEOL(monaco.editor.EndOfLineSequence.LF);
    endLinesWithLf();
    instance.onDidChangeModel(endLinesWithLf);
    instance.onDidChangeModelContent(() => {
      const model = instance.getModel();
      if (model) latest.current.onContentChange?.(() => (model.isDisposed() ? null : model.getValue()));
    });
    latest.current.onReady(instance);
    setInstance(instance);
  };

  // Every model of this scope goes with the editor (we dispose them, not the wrapper: keepCurrentModel),
  // after the page has saved what it needs; the next visit starts from the stored drafts.
  useEffect(
    () => () => {
      latest.current.onBeforeUnmount?.();
      latest.current.onReady(null);
      const prefix = modelUri(modelScope, "");
      for (const model of monaco.editor.getModels()) {
        if (model.uri.toString().startsWith(prefix)) model.dispose();
      }
    },
    [modelScope],
  );

  return (
    <>
      <div className="min-h-0 flex-1">
        <Editor
          height="100%"
          path={modelUri(modelScope, modelName)}
          defaultValue={defaultValue}
          language={language}
          theme={EDITOR_THEME}
          loading={<Spinner className="size-8" label="Loading the editor" />}
          wrapperProps={{ "data-testid": "code-editor", "data-language": language }}
          onMount={onMount}
          keepCurrentModel
          options={editorOptions(fontSize, label, settings)}
        />
      </div>
      {/* monaco-vim owns this node's content and display (its mode, keys and ":" command line). */}
      <div
        ref={vimStatus}
        data-testid="vim-status"
        aria-label="Vim status"
        role="status"
        className="hidden border-t border-slate-800 bg-slate-950 px-4 py-1 font-mono text-xs text-amber-200"
      />
      <p
        data-testid="tab-focus-hint"
        data-tab-moves-focus={tabMovesFocus}
        className="border-t border-slate-800 bg-slate-900/80 px-4 py-1.5 text-xs text-slate-300"
      >
        {tabMovesFocus ? "Tab moves focus out of the editor." : "Tab inserts a tab."} Press{" "}
        <kbd className="rounded border border-slate-600 px-1 font-mono text-slate-100">
          {tabFocusShortcut()}
        </kbd>{" "}
        to {tabMovesFocus ? "indent with Tab again" : "move focus with Tab"}.
      </p>
    </>
  );
}

/**
 * Vim or Emacs bindings while the setting says so. Loading is async: a binding that arrives after the setting
 * changed again (or the editor went) is turned off at once. Turning Vim off refocuses its editor, so whatever had
 * focus (the settings dialog) gets it back.
 */
function useKeyBindings(
  instance: monaco.editor.IStandaloneCodeEditor | null,
  mode: MonacoSourceEditorProps["settings"]["keyBindings"],
  statusNode: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    if (!instance || mode === "standard") return;
    let cancelled = false;
    let binding: { dispose(): void } | null = null;
    void attachKeyBindings(instance, mode, statusNode.current).then((attached) => {
      if (cancelled) attached?.dispose();
      else binding = attached;
    });
    return () => {
      cancelled = true;
      const focused = document.activeElement;
      binding?.dispose();
      if (focused instanceof HTMLElement && document.activeElement !== focused) focused.focus();
    };
  }, [instance, mode, statusNode]);
}
