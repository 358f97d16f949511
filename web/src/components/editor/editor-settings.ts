import { useSyncExternalStore } from "react";

export const KEY_BINDINGS = ["standard", "vim", "emacs"] as const;
export type KeyBindings = (typeof KEY_BINDINGS)[number];
export const KEY_BINDING_LABEL: Record<KeyBindings, string> = {
  standard: "Standard",
  vim: "Vim",
  emacs: "Emacs",
};
export const FONT_SIZES = [12, 13, 14, 15, 16, 18, 20, 22, 24] as const;
export const TAB_SIZES = [2, 4, 8] as const;

/** One person's editor preferences, kept in this browser (per user, like the drafts). */
export interface EditorSettings {
  /** Suggestions pop up while typing. Off by default: Ctrl+Space still asks for them. */
  suggestWhileTyping: boolean;
  /** Enter accepts a suggestion. Off by default, so Enter always ends the line (Tab accepts). */
  acceptSuggestionOnEnter: boolean;
  /** null: the page's own size (18, 14 on a phone). */
  fontSize: number | null;
  tabSize: number;
  keyBindings: KeyBindings;
}

export const DEFAULT_EDITOR_SETTINGS: EditorSettings = {
  suggestWhileTyping: false,
  acceptSuggestionOnEnter: false,
  fontSize: null,
  tabSize: 4,
  keyBindings: "standard",
};

const storageKey = (userId: string) => `grindstone:v1:editor-settings:${userId}`;

/** Whatever is stored, only known values survive: an old or hand-edited entry never breaks the editor. */
function parse(raw: string | null): EditorSettings {
  let stored: Partial<Record<keyof EditorSettings, unknown>> = {};
  try {
    stored = raw ? (JSON.parse(raw) ?? {}) : {};
  } catch {
    stored = {};
  }
  const d = DEFAULT_EDITOR_SETTINGS;
  const oneOf = <T>(value: unknown, allowed: readonly T[], fallback: T) =>
    allowed.includes(value as T) ? (value as T) : fallback;
  return {
    suggestWhileTyping: typeof stored.suggestWhileTyping === "boolean" ? stored.suggestWhileTyping : false,
    acceptSuggestionOnEnter:
      typeof stored.acceptSuggestionOnEnter === "boolean" ? stored.acceptSuggestionOnEnter : false,
    fontSize: oneOf<number | null>(stored.fontSize, FONT_SIZES, d.fontSize),
    tabSize: oneOf<number>(stored.tabSize, TAB_SIZES, d.tabSize),
    keyBindings: oneOf(stored.keyBindings, KEY_BINDINGS, d.keyBindings),
  };
}

// One snapshot per user, shared by every editor on the page and refreshed when another tab writes.
const snapshots = new Map<string, EditorSettings>();
const listeners = new Set<() => void>();

function read(userId: string): EditorSettings {
  let settings = snapshots.get(userId);
  if (!settings) {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(storageKey(userId));
    } catch {
      // Disabled storage (a private window): the defaults, for this visit.
    }
    settings = parse(raw);
    snapshots.set(userId, settings);
  }
  return settings;
}

export function saveEditorSettings(userId: string, settings: EditorSettings) {
  snapshots.set(userId, settings);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(settings));
  } catch {
    // Quota or disabled storage: the settings hold for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (!event.key?.startsWith(storageKey(""))) return;
    snapshots.clear();
    listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The user's editor settings, and a setter that stores them; every editor of the page follows at once. */
export function useEditorSettings(userId: string) {
  const settings = useSyncExternalStore(
    subscribe,
    () => read(userId),
    () => DEFAULT_EDITOR_SETTINGS,
  );
  return [settings, (next: EditorSettings) => saveEditorSettings(userId, next)] as const;
}
