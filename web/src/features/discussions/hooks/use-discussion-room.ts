import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { emitIfConnected, onServerEvent, onSocketConnect } from "@/lib/socket.ts";
import { applyVote, mergeMessages, removeMessage } from "../api/discussions-cache.ts";
import { discussionsQueryKey } from "../api/get-discussions.ts";

/**
 * Keeps this problem's room open while the Discussion tab is: joins it now (or on connection), leaves it on the
 * way out, and folds the room's events into the cached list by id.
 *
 * Events sent while the socket was down are lost: new messages, but also votes and deletions, which no cursor can
 * find. So after every reconnection, once the room is joined again, the pages shown are fetched again (TanStack
 * refetches an infinite query newest page first, each older one chained from the page before): new messages,
 * current counts and deletions all come from Postgres, whichever instance made them, for one request per page shown
 * (usually one). Events that arrive while that fetch is in flight are applied again on top of its answer, which may
 * have been read before they happened; applying one twice changes nothing (merge by id, `voteVersion`, delete by id).
 */
export function useDiscussionRoom(problemId: string) {
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    /** The events received since the resync in flight started; null when none is. */
    let replay: (() => void)[] | null = null;
    const apply = (change: () => void) => {
      change();
      replay?.push(change);
    };

    const resync = async () => {
      const received: (() => void)[] = [];
      replay = received;
      // A failed fetch is handled by the query itself (spec §8: only logged); what is shown stays.
      await queryClient.refetchQueries({ queryKey: discussionsQueryKey(problemId), exact: true });
      if (replay === received) replay = null;
      if (active) for (const change of received) change();
    };

    // Joined first, fetched after: whatever the fetch's read misses is then sure to come as an event.
    const join = (then?: () => void) =>
      emitIfConnected("joinRoom", problemId, (answer) => {
        if ("error" in answer) console.error("Could not join the discussion room", answer);
        else if (active) then?.();
      });
    join();
    const offs = [
      onSocketConnect(() => join(() => void resync())),
      onServerEvent("messageAdded", (message) => {
        if (message.problemId === problemId)
          apply(() => mergeMessages(queryClient, problemId, [message], { replace: false }));
      }),
      onServerEvent("messageVoted", ({ problemId: room, ...vote }) => {
        if (room === problemId) apply(() => applyVote(queryClient, problemId, vote));
      }),
      onServerEvent("messageDeleted", ({ id, problemId: room }) => {
        if (room === problemId) apply(() => removeMessage(queryClient, problemId, id));
      }),
    ];
    return () => {
      active = false;
      for (const off of offs) off();
      emitIfConnected("leaveRoom", problemId);
    };
  }, [problemId, queryClient]);
}
