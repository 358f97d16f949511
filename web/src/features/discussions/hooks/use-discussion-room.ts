import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { emitIfConnected, onServerEvent, onSocketConnect } from "@/lib/socket.ts";
import { applyVote, mergeMessages, newestMessageId, removeMessage } from "../api/discussions-cache.ts";
import { discussionsQueryKey, getDiscussions } from "../api/get-discussions.ts";

/**
 * Keeps this problem's room open while the Discussion tab is: joins it now (or on connection), leaves it on the
 * way out, and folds the room's events into the cached list by id. Events sent while the socket was down are
 * lost, so after every (re)connection the room is joined again and whatever is newer than the newest message
 * shown is fetched (`?after=`; it may overlap what the events already brought, hence the merge by id).
 */
/** Catch-up pages fetched after a reconnection before giving up and reloading the latest page. */
const MAX_CATCH_UP_PAGES = 5;

export function useDiscussionRoom(problemId: string) {
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    const catchUp = async () => {
      const after = newestMessageId(queryClient, problemId);
      if (!after) {
        // An empty room has no cursor: load it again (nothing happens if it is not loaded yet).
        void queryClient.invalidateQueries({ queryKey: discussionsQueryKey(problemId) });
        return;
      }
      try {
        // A page at a time (at most 100) until nothing newer is left: a long disconnection may have missed more.
        let cursor = after;
        for (let pages = 0; active && pages < MAX_CATCH_UP_PAGES; pages++) {
          const { messages, hasMore } = await getDiscussions(problemId, { after: cursor });
          if (active) mergeMessages(queryClient, problemId, messages, { replace: true });
          const last = messages.at(-1);
          if (!hasMore || !last) return;
          cursor = last.id;
        }
        // Too much was missed to fold in: load the latest page afresh.
        if (active) void queryClient.invalidateQueries({ queryKey: discussionsQueryKey(problemId) });
      } catch (error) {
        // The cursor's message was deleted meanwhile (404), or the fetch failed: start from the latest page again.
        console.error("Discussion catch-up failed", error); // spec §8: a discussion fetch failure is only logged
        if (active) void queryClient.invalidateQueries({ queryKey: discussionsQueryKey(problemId) });
      }
    };

    const join = () =>
      emitIfConnected("joinRoom", problemId, (answer) => {
        if ("error" in answer) console.error("Could not join the discussion room", answer);
      });
    join();
    const offs = [
      onSocketConnect(() => {
        join();
        void catchUp();
      }),
      onServerEvent("messageAdded", (message) => {
        if (message.problemId === problemId)
          mergeMessages(queryClient, problemId, [message], { replace: false });
      }),
      onServerEvent("messageVoted", ({ problemId: room, ...vote }) => {
        if (room === problemId) applyVote(queryClient, problemId, vote);
      }),
      onServerEvent("messageDeleted", ({ id, problemId: room }) => {
        if (room === problemId) removeMessage(queryClient, problemId, id);
      }),
    ];
    return () => {
      active = false;
      for (const off of offs) off();
      emitIfConnected("leaveRoom", problemId);
    };
  }, [problemId, queryClient]);
}
