import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";

/** Every rating query starts with this: a contest's rating (or un-rating) refreshes them together. */
export const userRatingQueryKey = ["user-rating"] as const;

/** GET /users/{id}/rating: the current and best rating (null until the first rated contest), contests oldest first. */
export const userRatingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...userRatingQueryKey, userId],
    queryFn: () => call(api.users[":id"].rating.$get({ param: { id: encodeURIComponent(userId) } })),
    meta: { errorToast: { fallback: "Error getting the rating history", useServerMessage: false } },
  });
