import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";

/** GET /streak: the UTC days with an accepted solution, and the current run of consecutive days. */
export function getStreak() {
  return call(api.streak.$get());
}

export const streakQueryOptions = () =>
  queryOptions({
    queryKey: ["streak"],
    queryFn: getStreak,
    meta: { errorToast: { fallback: "Error getting streak details", useServerMessage: false } },
  });
