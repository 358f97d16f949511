import type { editor } from "monaco-editor";

/** The options every code editor of the site shares (problem page and admin forms); only size and name differ. */
export const editorOptions = (
  fontSize: number,
  label: string,
): editor.IStandaloneEditorConstructionOptions => ({
  fontSize,
  ariaLabel: label,
  minimap: { enabled: false },
  scrollBeyondLastLine: false,
  automaticLayout: true,
  tabSize: 4,
  padding: { top: 12 },
});
