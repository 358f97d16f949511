import type { ProblemListItem } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";

/** GET /problems/get-solved-problems: the problems the signed-in user has an accepted solution for. */
export async function getSolvedProblems(): Promise<ProblemListItem[]> {
  const { problems } = await call(api.problems["get-solved-problems"].$get());
  return problems;
}

// Under the "problems" prefix, so a judged submission (which refreshes problem queries) refreshes it too.
export const solvedProblemsQueryOptions = () =>
  queryOptions({
    queryKey: ["problems", "solved"],
    queryFn: getSolvedProblems,
    meta: { errorToast: { fallback: "Error getting solved problems", useServerMessage: false } },
  });
