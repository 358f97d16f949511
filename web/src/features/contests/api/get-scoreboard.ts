import { SCOREBOARD_PAGE_SIZE } from "@grindstone/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";
import { contestsQueryKey } from "./get-contests.ts";

export const scoreboardQueryKey = (contestId: string) =>
  [...contestsQueryKey, "scoreboard", contestId] as const;

/** GET /contests/{id}/scoreboard?page=&size=: one page of standings, the caller's own row and the columns. */
export const scoreboardQueryOptions = (contestId: string, page: number) =>
  queryOptions({
    queryKey: [...scoreboardQueryKey(contestId), page],
    queryFn: () =>
      call(
        api.contests[":id"].scoreboard.$get({
          param: { id: encodeURIComponent(contestId) },
          query: { page: String(page), size: String(SCOREBOARD_PAGE_SIZE.default) },
        }),
      ),
    // Another page keeps the current one on screen until it arrives, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
    meta: { errorToast: { fallback: "Failed to fetch the standings" } },
  });
