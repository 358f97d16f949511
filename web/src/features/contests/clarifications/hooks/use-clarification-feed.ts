import { type ClarificationView, clarificationKind } from "@grindstone/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { emitIfConnected, onServerEvent, onSocketConnect } from "@/lib/socket.ts";
import { toast } from "@/lib/toast.ts";
import { clarificationsQueryKey, clarificationsQueryOptions } from "../api/clarifications-api.ts";
import {
  isNews,
  markdownPreview,
  mergeClarification,
  readLastSeen,
  unreadCount,
  writeLastSeen,
} from "../lib/clarification-list.ts";

type Viewer = { isAdmin: boolean };

// With an ack: the server answers once the socket is in the room (nothing to do here; tests wait for it).
const join = (contestId: string) => emitIfConnected("joinContest", contestId, () => {});

const TOAST_TEXT = {
  announcement: "New announcement",
  answer: "The jury answered",
  question: "New question for the jury",
} as const;

function toastText(item: ClarificationView) {
  const label = item.problemLabel ? ` (problem ${item.problemLabel})` : "";
  const plain = markdownPreview(item.text);
  const text = plain.length > 80 ? `${plain.slice(0, 80)}…` : plain;
  return `${TOAST_TEXT[clarificationKind(item)]}${label}: ${text}`;
}

/**
 * The contest's clarifications while its page is open, whichever tab shows: the list, live items from the socket
 * (merged by id, toasted when they are news), and the unread count since the section was last opened (kept per
 * contest in localStorage). Events sent while the socket was down are lost, so each (re)connection refetches the
 * list; the contest room is (re)joined then too, and whenever `rejoinKey` changes (the Standings tab leaves the
 * room when it closes).
 */
export function useClarificationFeed(contestId: string, viewer: Viewer, open: boolean, rejoinKey: unknown) {
  const queryClient = useQueryClient();
  const query = useQuery(clarificationsQueryOptions(contestId));
  const [lastSeen, setLastSeen] = useState(() => readLastSeen(contestId));

  useEffect(() => {
    const key = clarificationsQueryKey(contestId);
    const offs = [
      onSocketConnect(() => {
        join(contestId);
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }),
      onServerEvent("clarification", (item) => {
        if (item.contestId !== contestId) return;
        const held = queryClient.getQueryData<ClarificationView[]>(key);
        if (!held) {
          void queryClient.invalidateQueries({ queryKey: key, exact: true });
          return;
        }
        const fresh = !held.some((c) => c.id === item.id);
        queryClient.setQueryData(key, mergeClarification(held, item));
        if (fresh && isNews(item, viewer.isAdmin))
          toast.show(toastText(item), { id: `clarification-${item.id}` });
      }),
    ];
    return () => {
      for (const off of offs) off();
      // Leaving the contest's pages: stop its room's traffic (the Standings tab, if open, leaves with us).
      emitIfConnected("leaveContest", contestId);
    };
  }, [contestId, viewer.isAdmin, queryClient]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: rejoinKey is the trigger, not an input
  useEffect(() => {
    join(contestId);
  }, [contestId, rejoinKey]);

  const list = query.data ?? [];
  const newest = list.at(-1)?.time ?? null;
  useEffect(() => {
    if (!open || newest === null || (lastSeen !== null && newest <= lastSeen)) return;
    writeLastSeen(contestId, newest);
    setLastSeen(newest);
  }, [open, newest, lastSeen, contestId]);

  return {
    query,
    list,
    unread: open ? 0 : unreadCount(list, viewer.isAdmin, lastSeen),
  };
}
export type ClarificationFeed = ReturnType<typeof useClarificationFeed>;

/**
 * On a contest problem page, where participants spend the contest: the same live feed for its toasts (an answer or an
 * announcement reaches them while they solve), with no section to show or mark read.
 */
export function useClarificationAlerts(contestId: string) {
  useClarificationFeed(contestId, { isAdmin: false }, false, contestId);
}
