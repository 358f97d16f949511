import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onServerEvent } from "@/lib/socket.ts";
import { contestQueryOptions } from "../api/get-contests.ts";
import { scoreboardQueryKey } from "../api/get-scoreboard.ts";

/**
 * Issue 26: `contestRated` reaches the contest's room once its ratings are stored (or replaced after the admin's
 * switch). The standings then fetch their rating changes and the contest its rating status. Call it where the room
 * is joined (the standings, see use-live-scoreboard), which also refetches both after a reconnection.
 */
export function useContestRated(contestId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onServerEvent("contestRated", (event) => {
        if (event.contestId !== contestId) return;
        void queryClient.invalidateQueries({ queryKey: scoreboardQueryKey(contestId) });
        void queryClient.invalidateQueries({ queryKey: contestQueryOptions(contestId).queryKey });
      }),
    [contestId, queryClient],
  );
}
