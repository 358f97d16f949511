import type { ScoreboardResponse } from "@grindstone/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { emitIfConnected, onServerEvent, onSocketConnect } from "@/lib/socket.ts";
import { contestQueryOptions } from "../api/get-contests.ts";
import { scoreboardQueryKey } from "../api/get-scoreboard.ts";
import { mergeScoreboard } from "../lib/merge-scoreboard.ts";

/**
 * A refetch follows the deltas by this much, so a burst (the server pushes at most once a second) costs one
 * request, and rows that moved across page boundaries land where they belong.
 */
const REFETCH_AFTER_DELTA_MS = 1500;

/**
 * Keeps the standings live while they are on screen: joins the contest's room now and on every reconnection
 * (a reconnected socket is in no room), fetches the standings and the contest again once in it (what the room said
 * before the join went past), folds each
 * `scoreboardUpdate` into the cached pages at once, then refetches them once things settle.
 */
export function useLiveScoreboard(contestId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const key = scoreboardQueryKey(contestId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetchSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), REFETCH_AFTER_DELTA_MS);
    };
    const join = () =>
      emitIfConnected("joinContest", contestId, (answer) => {
        if ("error" in answer) return console.error("Could not watch the contest's standings", answer);
        // In the room from now on; what it said before (a delta, `contestRated`) went past this page, whose
        // standings and contest may have been fetched before: fetched again once, so nothing said meanwhile is lost
        // (a rating stored between the page's load and its join left "Ratings pending" beside the new deltas).
        void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: contestQueryOptions(contestId).queryKey });
      });
    join();
    const offs = [
      // A reconnected socket is in no room: joined again, and the join's answer fetches what was missed.
      onSocketConnect(join),
      onServerEvent("scoreboardUpdate", (delta) => {
        if (delta.contestId !== contestId) return;
        queryClient.setQueriesData<ScoreboardResponse>({ queryKey: key }, (page) =>
          page ? mergeScoreboard(page, delta) : page,
        );
        refetchSoon();
      }),
    ];
    return () => {
      clearTimeout(timer);
      for (const off of offs) off();
      emitIfConnected("leaveContest", contestId);
    };
  }, [contestId, queryClient]);
}
