import type { SubmissionView } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

/** Every submission query starts with this, so a new verdict refreshes lists and counts together. */
export const submissionsQueryKey = ["submissions"] as const;

/** GET /submission/get-all-submissions: the signed-in user's submissions, newest first. */
export async function getAllSubmissions(): Promise<SubmissionView[]> {
  const { submissions } = (await apiRequest("/submission/get-all-submissions")) as {
    submissions: SubmissionView[];
  };
  return submissions;
}

/** GET /submission/get-submissions/{problemId}: the signed-in user's submissions for one problem. */
export async function getProblemSubmissions(problemId: string): Promise<SubmissionView[]> {
  const { submissions } = (await apiRequest(
    `/submission/get-submissions/${encodeURIComponent(problemId)}`,
  )) as { submissions: SubmissionView[] };
  return submissions;
}

/** GET /submission/get-submissions-count/{problemId}. */
export async function getSubmissionCount(problemId: string): Promise<number> {
  const { count } = (await apiRequest(
    `/submission/get-submissions-count/${encodeURIComponent(problemId)}`,
  )) as {
    count: number;
  };
  return count;
}

// Spec §8 gives each failure a fixed text.
export const allSubmissionsQueryOptions = () =>
  queryOptions({
    queryKey: [...submissionsQueryKey, "all"],
    queryFn: getAllSubmissions,
    meta: { errorToast: { fallback: "Error getting all submissions", useServerMessage: false } },
  });

export const problemSubmissionsQueryOptions = (problemId: string) =>
  queryOptions({
    queryKey: [...submissionsQueryKey, "problem", problemId],
    queryFn: () => getProblemSubmissions(problemId),
    meta: { errorToast: { fallback: "Error getting submissions for problem", useServerMessage: false } },
  });

export const submissionCountQueryOptions = (problemId: string) =>
  queryOptions({
    queryKey: [...submissionsQueryKey, "count", problemId],
    queryFn: () => getSubmissionCount(problemId),
    meta: {
      errorToast: { fallback: "Error getting submission count for problem", useServerMessage: false },
    },
  });
