import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { emitIfConnected, onServerEvent, onSocketConnect } from "@/lib/socket.ts";
import { mergeMessages, newestMessageId, patchMessage, removeMessage } from "../api/discussions-cache.ts";
import { discussionsQueryKey, getDiscussions } from "../api/get-discussions.ts";

/**
 * Keeps this problem's room open while the Discussion tab is: joins it now (or on connection), leaves it on the
 * way out, and folds the room's events into the cached list by id. Events sent while the socket was down are
 * lost, so after every (re)connection the room is joined again and whatever is newer than the newest message
 * shown is fetched (`?after=`; it may overlap what the events already brought, hence the merge by id).
 */
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
        const { messages } = await getDiscussions(problemId, { after });
        if (active) mergeMessages(queryClient, problemId, messages, { replace: true });
      } catch (error) {
        console.error("Discussion catch-up failed", error); // spec §8: a discussion fetch failure is only logged
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
      onServerEvent("messageVoted", ({ id, problemId: room, upvotes, downvotes }) => {
        if (room === problemId)
          patchMessage(queryClient, problemId, id, (m) => ({ ...m, upvotes, downvotes }));
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
