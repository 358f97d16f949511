/**
 * Monaco's global Tab-focus switch (what Ctrl+M toggles). It is not in the public API, and the editor option
 * of the same name does not follow it, so the hint under the editor listens here.
 */
declare module "monaco-editor/editor/browser/config/tabFocus" {
  export const TabFocus: {
    getTabFocusMode(): boolean;
    onDidChangeTabFocus(listener: (tabFocusMode: boolean) => void): { dispose(): void };
  };
}
