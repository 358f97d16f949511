import type { editor } from "monaco-editor";
import { DEFAULT_EDITOR_SETTINGS, type EditorSettings } from "./editor-settings.ts";

/**
 * What the user's settings mean to Monaco. With suggestions off nothing pops up while typing (Monaco's quick
 * suggestions offered "if" after a lone "i", and Enter took it: `seen[x] = i` became `seen[x] = if`), but the
 * word-based provider stays, so Ctrl+Space still lists the document's words on demand. Enter accepts only when
 * the user asked for it; Tab always does. Commit characters never accept silently.
 */
export const settingsOptions = (
  settings: EditorSettings,
): editor.IEditorOptions & editor.IGlobalEditorOptions => ({
  quickSuggestions: settings.suggestWhileTyping,
  suggestOnTriggerCharacters: settings.suggestWhileTyping,
  wordBasedSuggestions: "currentDocument",
  acceptSuggestionOnEnter: settings.acceptSuggestionOnEnter ? "on" : "off",
  acceptSuggestionOnCommitCharacter: false,
});

/** The options every code editor of the site shares (problem page and admin forms); only size and name differ. */
export const editorOptions = (
  fontSize: number,
  label: string,
  settings: EditorSettings = DEFAULT_EDITOR_SETTINGS,
): editor.IStandaloneEditorConstructionOptions => ({
  fontSize,
  ariaLabel: label,
  minimap: { enabled: false },
  scrollBeyondLastLine: false,
  automaticLayout: true,
  // The model's own tab size follows this (detectIndentation off), so a 2-space setting indents by 2.
  tabSize: settings.tabSize,
  detectIndentation: false,
  padding: { top: 12 },
  ...settingsOptions(settings),
});
