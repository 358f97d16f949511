import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";
import { submissionsQueryKey } from "./get-submissions.ts";

/** GET /submission/{id}/performance: an accepted submission's measured figures and percentile (issue 27). */
export async function getPerformance(id: string) {
  const { performance } = await call(api.submission[":id"].performance.$get({ param: { id } }));
  return performance;
}

export const performanceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...submissionsQueryKey, id, "performance"],
    // No errorToast: a figure that could not be fetched is not worth interrupting anyone for; the line stays away.
    queryFn: () => getPerformance(id),
  });
