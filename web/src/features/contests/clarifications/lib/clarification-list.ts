import type { ClarificationView } from "@grindstone/shared";

/**
 * An item into the list by id, kept in time order. The copy a room broadcasts says `mine: false` (it is everyone's),
 * so an item the reader already holds as theirs stays theirs.
 */
export function mergeClarification(list: ClarificationView[], item: ClarificationView): ClarificationView[] {
  const at = list.findIndex((c) => c.id === item.id);
  if (at >= 0) {
    const next = [...list];
    const held = list[at]!;
    next[at] = { ...held, ...item, mine: held.mine || item.mine };
    return next;
  }
  return [...list, item].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : 1));
}

/**
 * Whether an item is news for its reader: for a participant the jury's messages, for the jury the participants'
 * questions (not the jury's own copies of answers, which may arrive before the answering admin's own response).
 */
export const isNews = (c: ClarificationView, isAdmin: boolean) =>
  !c.mine && (isAdmin ? !c.fromJury : c.fromJury);

/** Items of news newer than the last one seen (by the server's times, so the device's clock does not matter). */
export function unreadCount(list: ClarificationView[], isAdmin: boolean, lastSeen: string | null) {
  return list.filter((c) => isNews(c, isAdmin) && (lastSeen === null || c.time > lastSeen)).length;
}

const storageKey = (contestId: string) => `grindstone:clarifications-seen:${contestId}`;

/** The newest item time the reader has seen in the Clarifications section of a contest (this browser). */
export function readLastSeen(contestId: string): string | null {
  try {
    return localStorage.getItem(storageKey(contestId));
  } catch {
    return null;
  }
}

export function writeLastSeen(contestId: string, time: string) {
  try {
    localStorage.setItem(storageKey(contestId), time);
  } catch {
    // Storage full or blocked (private mode): the badge then counts from the page load, nothing breaks.
  }
}

export const unreadLabel = (n: number) => `${n} unread clarification${n === 1 ? "" : "s"}`;

/** A one-line preview for a toast: the text without Markdown's emphasis and code marks, headings and quotes. */
export const markdownPreview = (text: string) =>
  text
    .replace(/^\s*(?:#+|>+)\s*/gm, "")
    .replace(/[*`~]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
