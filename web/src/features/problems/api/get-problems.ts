import { type ProblemListItem, problemListResponseSchema } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, callParsed } from "@/lib/api-client.ts";

/** Every problem query starts with this, so a judged submission or an admin change refreshes them together. */
export const problemsQueryKey = ["problems"] as const;

/** GET /problems/get-all-problems: the list rows, each with the caller's own solved mark. */
export async function getProblems(): Promise<ProblemListItem[]> {
  const { problems } = await callParsed(api.problems["get-all-problems"].$get(), problemListResponseSchema);
  return problems;
}

export const problemsQueryOptions = () =>
  queryOptions({
    queryKey: [...problemsQueryKey, "list"],
    queryFn: getProblems,
    // Spec §8: a fixed text, whatever the server said.
    meta: { errorToast: { fallback: "Error in getting problems", useServerMessage: false } },
  });
