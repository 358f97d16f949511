import { publicStatsSchema } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, callParsed } from "@/lib/api-client.ts";

/** GET /stats/public (no sign-in): the counts and topics the landing and topics pages show, from the database. */
export const getPublicStats = () => callParsed(api.stats.public.$get(), publicStatsSchema);

export const publicStatsQueryOptions = () =>
  queryOptions({
    queryKey: ["stats", "public"],
    queryFn: getPublicStats,
    // The server recounts at most every PUBLIC_STATS_TTL_SECONDS; asking more often would only repeat its answer.
    staleTime: 30_000,
  });
