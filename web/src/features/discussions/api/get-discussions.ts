import { infiniteQueryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";

type Cursor = { before: string } | { after: string } | Record<string, never>;

/** GET /discussions/{problemId}: the latest page, an older one (`before`), or everything newer (`after`). */
export function getDiscussions(problemId: string, cursor: Cursor = {}, signal?: AbortSignal) {
  return call(
    api.discussions[":problemId"].$get(
      { param: { problemId: encodeURIComponent(problemId) }, query: cursor },
      { init: { signal } },
    ),
  );
}

export const discussionsQueryKey = (problemId: string) => ["discussions", problemId] as const;

/**
 * A problem's messages as pages going back in time: pages[0] is the latest page (live messages are added to
 * it), each next page is older. The room's events keep it current while the tab is open, so it is not refetched
 * on its own; opening the tab again refetches it (it is stale by then), and so does a socket reconnection
 * (use-discussion-room.ts), which picks up the messages, votes and deletions made while nobody here was listening.
 * Spec §8: a failed fetch is only logged (no toast).
 */
export const discussionsQueryOptions = (problemId: string) =>
  infiniteQueryOptions({
    queryKey: discussionsQueryKey(problemId),
    queryFn: ({ pageParam, signal }) =>
      getDiscussions(problemId, pageParam ? { before: pageParam } : {}, signal),
    initialPageParam: "",
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
    staleTime: 0,
  });
