import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";

/** The plagiarism report's queries (admin only; the API answers 403 to anyone else). */
const key = (contestId: string) => ["contests", "plagiarism", contestId] as const;

/** GET /contests/{id}/plagiarism. Polled while the report is queued or running (a second is plenty: it is rare). */
export const plagiarismReportQueryOptions = (contestId: string) =>
  queryOptions({
    queryKey: [...key(contestId), "report"],
    queryFn: () =>
      call(api.contests[":id"].plagiarism.$get({ param: { id: encodeURIComponent(contestId) } })),
    refetchInterval: (query) => {
      const status = query.state.data?.report?.status;
      return status === "QUEUED" || status === "RUNNING" ? 1000 : false;
    },
    meta: { errorToast: { fallback: "Failed to load the plagiarism report" } },
  });

/** GET /contests/{id}/plagiarism/pairs/{pairId}. */
export const plagiarismPairQueryOptions = (contestId: string, pairId: string) =>
  queryOptions({
    queryKey: [...key(contestId), "pair", pairId],
    queryFn: () =>
      call(
        api.contests[":id"].plagiarism.pairs[":pairId"].$get({
          param: { id: encodeURIComponent(contestId), pairId: encodeURIComponent(pairId) },
        }),
      ),
    meta: { errorToast: { fallback: "Failed to load the pair" } },
  });

export const plagiarismQueryKey = key;

/** POST /contests/{id}/plagiarism: 202 with the queued report; 409 before the end. */
export function runPlagiarismCheck(contestId: string) {
  return call(api.contests[":id"].plagiarism.$post({ param: { id: encodeURIComponent(contestId) } }));
}

/** POST /contests/{id}/disqualify. */
export function disqualifyUser({ contestId, userId }: { contestId: string; userId: string }) {
  return call(
    api.contests[":id"].disqualify.$post({ param: { id: encodeURIComponent(contestId) }, json: { userId } }),
  );
}
