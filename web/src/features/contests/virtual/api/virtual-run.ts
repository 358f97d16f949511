import { SCOREBOARD_PAGE_SIZE, type VirtualRunView } from "@grindstone/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";
import { contestsQueryKey } from "../../api/get-contests.ts";
import { scoreboardQueryKey } from "../../api/get-scoreboard.ts";
import { receivedAt } from "../../lib/server-clock.ts";

/** A run plus the device's clock when it arrived, to count down against its `serverTime` like the contest. */
export type ClockedRun = VirtualRunView & { receivedAt: number };

const clocked = (run: VirtualRunView | null): ClockedRun | null =>
  run ? { ...run, receivedAt: receivedAt() } : null;

/** GET /contests/{id}/virtual: the caller's current run, else their last one, else null. */
export const virtualRunQueryOptions = (contestId: string) =>
  queryOptions({
    queryKey: [...contestsQueryKey, "virtual", contestId],
    queryFn: async () =>
      clocked(
        (await call(api.contests[":id"].virtual.$get({ param: { id: encodeURIComponent(contestId) } }))).run,
      ),
    meta: { errorToast: { fallback: "Failed to fetch your virtual run" } },
  });

/** POST /contests/{id}/virtual: 409 with the server's reason (not ended, took part, one already running). */
export async function startVirtualRun(contestId: string) {
  const { message, run } = await call(
    api.contests[":id"].virtual.$post({ param: { id: encodeURIComponent(contestId) } }),
  );
  return { message, run: clocked(run)! };
}

/** GET /contests/{id}/scoreboard?view=virtual: the official rows at the run's elapsed time, the run among them. */
export const virtualScoreboardQueryOptions = (contestId: string, page: number) =>
  queryOptions({
    queryKey: [...scoreboardQueryKey(contestId), "virtual", page],
    queryFn: () =>
      call(
        api.contests[":id"].scoreboard.$get({
          param: { id: encodeURIComponent(contestId) },
          query: { page: String(page), size: String(SCOREBOARD_PAGE_SIZE.default), view: "virtual" },
        }),
      ),
    placeholderData: keepPreviousData,
    // The official rows move with the run's elapsed minute: refreshed while the tab is open.
    refetchInterval: 15_000,
    meta: { errorToast: { fallback: "Failed to fetch the standings" } },
  });
