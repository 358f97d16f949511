/** Apple keyboards say ⌘ where others say Ctrl; Monaco's CtrlCmd maps the same way. */
export const isApplePlatform = () =>
  typeof navigator !== "undefined" && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** How to write a shortcut for people: "Ctrl+Enter" or "⌘+Enter". */
export function shortcutLabel(keys: { shift?: boolean; key: string }) {
  const mod = isApplePlatform() ? "⌘" : "Ctrl";
  return [mod, keys.shift ? "Shift" : null, keys.key].filter(Boolean).join("+");
}

/** The same shortcut in aria-keyshortcuts syntax ("Control+Enter", "Meta+Shift+Enter"). */
export function ariaShortcut(keys: { shift?: boolean; key: string }) {
  const mod = isApplePlatform() ? "Meta" : "Control";
  return [mod, keys.shift ? "Shift" : null, keys.key].filter(Boolean).join("+");
}

/** Monaco's tab-focus toggle: Ctrl+M, except on macOS where it is Ctrl+Shift+M (⌘M minimises the window). */
export const tabFocusShortcut = () => (isApplePlatform() ? "Ctrl+Shift+M" : "Ctrl+M");
