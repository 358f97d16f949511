import type * as Monaco from "monaco-editor/editor/editor.api";

export const EDITOR_THEME = "grindstone-slate";

/**
 * The site's slate palette. Every text colour keeps WCAG AA (4.5:1) on the editor background (#0f172a) and
 * on the current-line highlight (#1e293b): line numbers and comments are slate-400 (7.1:1 and 5.8:1), where
 * vs-dark's grey line numbers (#858585) and green comments (#6A9955) fell short on our background.
 */
export function defineEditorTheme(monaco: typeof Monaco) {
  monaco.editor.defineTheme(EDITOR_THEME, {
    base: "vs-dark",
    inherit: true,
    rules: [
      { token: "comment", foreground: "94a3b8", fontStyle: "italic" },
      { token: "keyword", foreground: "f9a8d4" },
      { token: "string", foreground: "86efac" },
      { token: "number", foreground: "fcd34d" },
      { token: "type", foreground: "7dd3fc" },
      { token: "type.identifier", foreground: "7dd3fc" },
    ],
    colors: {
      "editor.background": "#0f172a",
      "editor.foreground": "#e2e8f0",
      "editorLineNumber.foreground": "#94a3b8",
      "editorLineNumber.activeForeground": "#f1f5f9",
      "editor.lineHighlightBackground": "#1e293b",
      "editor.lineHighlightBorder": "#1e293b",
      "editor.selectionBackground": "#334155",
      "editor.inactiveSelectionBackground": "#1e293b",
      "editorCursor.foreground": "#fbbf24",
      "editorIndentGuide.background1": "#1e293b",
      "editorIndentGuide.activeBackground1": "#475569",
      "editorWidget.background": "#1e293b",
      "editorWidget.border": "#334155",
      "editorSuggestWidget.background": "#1e293b",
      "editorSuggestWidget.selectedBackground": "#334155",
      "scrollbarSlider.background": "#33415599",
      "scrollbarSlider.hoverBackground": "#475569aa",
      focusBorder: "#fbbf24",
    },
  });
}
