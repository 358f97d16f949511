import type { DiscussionMessage } from "@grindstone/shared";
import { useLayoutEffect, useRef, useState } from "react";

/** Within this many pixels of the bottom, the reader is following the conversation. */
const NEAR_BOTTOM_PX = 96;

/**
 * Chat scrolling for the message list: it opens at the newest message; a new message scrolls into view if the
 * reader was at the bottom (or wrote it); older messages loaded above keep the reader's place. Also returns a
 * short announcement of someone else's new message, for a polite live region.
 */
export function useChatScroll(messages: DiscussionMessage[], viewerId: string) {
  const ref = useRef<HTMLElement>(null);
  const last = useRef<{ first?: string; newest?: string; newestAt: number; height: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const first = messages[0]?.id;
    const newest = messages.at(-1);
    const newestAt = newest ? Date.parse(newest.timestamp) : 0;
    const before = last.current;
    if (!before) {
      box.scrollTop = box.scrollHeight;
    } else if (first !== before.first && newest?.id === before.newest) {
      box.scrollTop += box.scrollHeight - before.height; // older messages went in above
    } else if (newest && newest.id !== before.newest && newestAt >= before.newestAt) {
      // (A newest message that is older than the last one means the last was deleted: nothing new to show.)
      const wasAtBottom = before.height - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
      if (wasAtBottom || newest.userId === viewerId) box.scrollTop = box.scrollHeight;
      if (newest.userId !== viewerId) setAnnouncement(`New message from ${newest.username}`);
    }
    last.current = { first, newest: newest?.id, newestAt, height: box.scrollHeight };
  }, [messages, viewerId]);

  return { ref, announcement };
}
