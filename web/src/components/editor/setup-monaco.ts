import { loader } from "@monaco-editor/react";
// The editor core plus only what this app needs: the standard editor contributions and the grammar of each
// registry language (grammars.test.ts names a missing one). The full `monaco-editor` entry would also bundle ~80
// grammars and the TypeScript/CSS/HTML/JSON services.
import * as monaco from "monaco-editor/editor/editor.api";
import "monaco-editor/editor/contrib/suggest/browser/suggestController";
import "monaco-editor/features/bracketMatching/register";
import "monaco-editor/features/clipboard/register";
import "monaco-editor/features/comment/register";
import "monaco-editor/features/contextmenu/register";
import "monaco-editor/features/cursorUndo/register";
import "monaco-editor/features/find/register";
import "monaco-editor/features/folding/register";
import "monaco-editor/features/indentation/register";
import "monaco-editor/features/linesOperations/register";
import "monaco-editor/features/multicursor/register";
import "monaco-editor/features/smartSelect/register";
import "monaco-editor/features/snippet/register";
// Ctrl+M (Ctrl+Shift+M on macOS): Tab moves focus instead of indenting, so the editor is never a keyboard trap.
import "monaco-editor/features/toggleTabFocusMode/register";
import "monaco-editor/features/wordHighlighter/register";
import "monaco-editor/features/wordOperations/register";
import "monaco-editor/languages/definitions/cpp/register";
import "monaco-editor/languages/definitions/java/register";
import "monaco-editor/languages/definitions/javascript/register";
import "monaco-editor/languages/definitions/python/register";
import "monaco-editor/languages/definitions/typescript/register";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";
import { defineEditorTheme } from "./theme.ts";

/**
 * Monaco is bundled by Vite and served from our own origin: no CDN (the spec's §7 remark about a public CDN
 * is not followed, so the editor works offline and under a strict CSP). The base editor worker handles
 * diffing and word suggestions; no language needs its own worker.
 */
self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
loader.config({ monaco });
defineEditorTheme(monaco);
