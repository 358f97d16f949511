import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";
import { contestsQueryKey } from "./get-contests.ts";

/**
 * Spec §8 shows the server's error for these, else a fallback; the spec's fallback ("Failed to create playlist")
 * was copied from the playlists store, so each says what failed instead (docs/spec-deviations.md).
 */
export const contestSummaryQueryOptions = (contestId: string) =>
  queryOptions({
    queryKey: [...contestsQueryKey, "summary", contestId],
    queryFn: async () => {
      const { summary } = await call(
        api.contests[":id"]["summary-stats"].$get({ param: { id: encodeURIComponent(contestId) } }),
      );
      return summary;
    },
    meta: { errorToast: { fallback: "Failed to fetch contest stats" } },
  });

export const contestSolvedQueryOptions = (contestId: string) =>
  queryOptions({
    queryKey: [...contestsQueryKey, "solved", contestId],
    queryFn: async () => {
      const { problemSolved } = await call(
        api.contests[":id"].solved.$get({ param: { id: encodeURIComponent(contestId) } }),
      );
      return problemSolved;
    },
    meta: { errorToast: { fallback: "Failed to fetch solved contest problems" } },
  });

/** The caller's own submissions to one contest problem (GET /contests/{id}/{problemId}/submission). */
export const contestSubmissionsQueryOptions = (contestId: string, problemId: string) =>
  queryOptions({
    queryKey: [...contestsQueryKey, "submissions", contestId, problemId],
    queryFn: async () => {
      const { submissions } = await call(
        api.contests[":id"][":problemId"].submission.$get({
          param: { id: encodeURIComponent(contestId), problemId: encodeURIComponent(problemId) },
        }),
      );
      return submissions.map((s) => s.submission);
    },
    meta: { errorToast: { fallback: "Failed to fetch contest submissions" } },
  });
