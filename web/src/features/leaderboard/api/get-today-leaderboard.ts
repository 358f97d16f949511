import { leaderboardResponseSchema } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, callParsed } from "@/lib/api-client.ts";

/** GET /leaderboard/today: sorted by problems solved today, at most LEADERBOARD_LIMIT entries. */
export async function getTodayLeaderboard() {
  const { leaderboard } = await callParsed(api.leaderboard.today.$get(), leaderboardResponseSchema);
  return leaderboard;
}

export const todayLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: ["leaderboard", "today"],
    queryFn: getTodayLeaderboard,
    // Solves land all day long; a minute-old board is fine, a stale one from this morning is not.
    staleTime: 15_000,
    refetchInterval: 60_000,
    meta: { errorToast: { fallback: "Error getting leaderboard", useServerMessage: false } },
  });
