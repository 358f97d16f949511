import type { ProblemDetail } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, api, call } from "@/lib/api-client.ts";
import { contestsQueryKey } from "./get-contests.ts";

/** Why a contest problem cannot be shown: the server's words (not registered, not started, not in the contest). */
export type ContestProblemResult = { problem: ProblemDetail } | { refused: string };

/**
 * GET /contests/{id}/problems/{problemId}: the problem under the contest's visibility rule. A 403/404/409 is an
 * answer (the page says why), not a failure to toast.
 */
export async function getContestProblem(contestId: string, problemId: string): Promise<ContestProblemResult> {
  try {
    const { problem } = await call(
      api.contests[":id"].problems[":problemId"].$get({
        param: { id: encodeURIComponent(contestId), problemId: encodeURIComponent(problemId) },
      }),
    );
    return { problem };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
      return { refused: error.message };
    }
    throw error;
  }
}

export const contestProblemQueryOptions = (contestId: string, problemId: string) =>
  queryOptions({
    queryKey: [...contestsQueryKey, "problem", contestId, problemId],
    queryFn: () => getContestProblem(contestId, problemId),
    meta: { errorToast: { fallback: "Failed to fetch the contest problem" } },
  });
