import type { editor } from "monaco-editor/editor/editor.api";
import type { KeyBindings } from "./editor-settings.ts";

export interface Disposable {
  dispose(): void;
}

/**
 * Turns Vim or Emacs key bindings on for one editor (monaco-vim, monaco-emacs). Each package is imported only
 * when someone picks it, so neither is in the editor's chunk. Vim writes its mode and command line into
 * `statusNode`. Resolves to what turns the bindings off again.
 */
export async function attachKeyBindings(
  instance: editor.IStandaloneCodeEditor,
  mode: KeyBindings,
  statusNode: HTMLElement | null,
): Promise<Disposable | null> {
  if (mode === "vim") {
    const { initVimMode } = await import("monaco-vim");
    return initVimMode(instance, statusNode);
  }
  if (mode === "emacs") {
    const { EmacsExtension, unregisterKey } = await import("monaco-emacs");
    // C-m is RET in Emacs (Enter does that already); here Ctrl+M stays Monaco's "Tab moves focus" switch, the
    // keyboard's way out of the editor.
    unregisterKey("C-m");
    const extension = new EmacsExtension(instance);
    extension.start();
    return extension;
  }
  return null;
}
