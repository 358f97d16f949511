import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onServerEvent, onSocketConnect } from "@/lib/socket.ts";
import { toast } from "@/lib/toast.ts";
import { challengesQueryKey } from "../api/challenges.ts";

/**
 * While signed in: a `laterFailure` event (one of the user's accepted submissions fails a test added later) shows a
 * toast and refreshes the badge and the submission lists. Events missed while the socket was down are caught by the
 * refetch on reconnect.
 */
export function useLaterFailureEvents(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: challengesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["submissions"] });
    };
    const offEvent = onServerEvent("laterFailure", (event) => {
      toast.error(`One of your accepted submissions failed a later test (${event.status})`, {
        id: `later-failure-${event.submissionId}`,
      });
      refresh();
    });
    const offConnect = onSocketConnect(refresh);
    return () => {
      offEvent();
      offConnect();
    };
  }, [signedIn, queryClient]);
}
