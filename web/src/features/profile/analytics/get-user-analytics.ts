import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";

/** Every analytics query starts with this (one per user viewed). */
export const userAnalyticsQueryKey = ["user-analytics"] as const;

/** GET /users/{id}/analytics: the numbers behind every chart of the progress view (issue 27). */
export const userAnalyticsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...userAnalyticsQueryKey, userId],
    queryFn: () => call(api.users[":id"].analytics.$get({ param: { id: encodeURIComponent(userId) } })),
    meta: { errorToast: { fallback: "Error getting your progress analytics", useServerMessage: false } },
  });
