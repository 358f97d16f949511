import type { ContestStatus, ContestSystemTestEvent } from "@grindstone/shared";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onServerEvent, onSocketConnect } from "@/lib/socket.ts";
import { type ClockedContest, contestsQueryKey } from "../api/get-contests.ts";

/** Writes the new status into every cached copy of the contest, so the badge and buttons flip before the refetch. */
function patchStatus(queryClient: QueryClient, contestId: string, status: ContestStatus) {
  queryClient.setQueriesData<ClockedContest[] | ClockedContest>({ queryKey: contestsQueryKey }, (data) => {
    if (Array.isArray(data)) return data.map((c) => (c.id === contestId ? { ...c, status } : c));
    if (data && typeof data === "object" && "id" in data && data.id === contestId) return { ...data, status };
    return data;
  });
}

/**
 * Issue 28: writes the system test's progress into every cached copy of the contest; true when its status moved on
 * (started, or done) in a copy, i.e. verdicts and standings have changed.
 */
function patchSystemTest(
  queryClient: QueryClient,
  { contestId, status, total, done }: ContestSystemTestEvent,
) {
  let moved = false;
  const patch = (c: ClockedContest) => {
    if (c.id !== contestId) return c;
    if (c.systemTest.status !== status) moved = true;
    return { ...c, systemTest: { status, total, done } };
  };
  queryClient.setQueriesData<ClockedContest[] | ClockedContest>({ queryKey: contestsQueryKey }, (data) => {
    // Other lists under the key (submissions, clarifications) are left as they are, not copied every second.
    if (Array.isArray(data)) return data.some((c) => c.id === contestId) ? data.map(patch) : data;
    if (data && typeof data === "object" && "systemTest" in data) return patch(data);
    return data;
  });
  return moved;
}

/**
 * Spec §4: `contestStarted` / `contestEnded` set the contest LIVE / ENDED without a reload. The cache is patched at
 * once, then every contest query is refetched (a started contest now shows its problems to participants; an ended
 * one to everyone). So does `contestSystemTest` (issue 28) for a round with pretests. Events sent while the socket
 * was down are lost, so a reconnection refetches too.
 */
export function useContestEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: contestsQueryKey });
    const offs = [
      onServerEvent("contestStarted", ({ contestId }) => {
        patchStatus(queryClient, contestId, "LIVE");
        refresh();
      }),
      onServerEvent("contestEnded", ({ contestId }) => {
        patchStatus(queryClient, contestId, "ENDED");
        refresh();
      }),
      // The progress shows at once; once the system test starts or is done, everything about the contest (its
      // standings, the caller's solved count and submissions) is fetched again. Steps in between change the standings
      // through `scoreboardUpdate` like any verdict.
      onServerEvent("contestSystemTest", (event) => {
        if (patchSystemTest(queryClient, event)) refresh();
      }),
      onSocketConnect(refresh),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient]);
}

/**
 * When the server's clock crosses a boundary before any event says so, the cached contest is refetched once: the
 * server now decides what the caller may see (its problems, its final standings).
 */
export function useRefetchOnTransition(
  contest: { status: ContestStatus } | undefined,
  shown: ContestStatus | null,
) {
  const queryClient = useQueryClient();
  const cached = contest?.status;
  useEffect(() => {
    if (!cached || !shown || cached === shown) return;
    // A moment's grace: the server's own transition (and its event) lands at the same instant.
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: contestsQueryKey }), 500);
    return () => clearTimeout(timer);
  }, [cached, shown, queryClient]);
}
