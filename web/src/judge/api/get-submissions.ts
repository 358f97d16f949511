import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";

/** Every submission query starts with this, so a new verdict refreshes lists and counts together. */
export const submissionsQueryKey = ["submissions"] as const;

/** GET /submission/get-all-submissions: the signed-in user's submissions, newest first. */
export async function getAllSubmissions() {
  const { submissions } = await call(api.submission["get-all-submissions"].$get());
  return submissions;
}

/** GET /submission/get-submissions/{problemId}: the signed-in user's submissions for one problem. */
export async function getProblemSubmissions(problemId: string) {
  const { submissions } = await call(
    api.submission["get-submissions"][":problemId"].$get({
      param: { problemId: encodeURIComponent(problemId) },
    }),
  );
  return submissions;
}

/** GET /submission/get-submissions-count/{problemId}. */
export async function getSubmissionCount(problemId: string) {
  const { count } = await call(
    api.submission["get-submissions-count"][":problemId"].$get({
      param: { problemId: encodeURIComponent(problemId) },
    }),
  );
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
