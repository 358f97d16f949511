import { type CreateContestInput, type ProblemListItem, problemListResponseSchema } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, call, callParsed } from "@/lib/api-client.ts";

/** POST /contests/admin/add (admin). A 400 carries the first failing field's message (spec §5). */
export function createContest(body: CreateContestInput) {
  return call(api.contests.admin.add.$post({ json: body }));
}

/** An admin's problem list also holds hidden problems (`isPublic: false`), made to be used in a contest. */
export type PickableProblem = ProblemListItem;

/** GET /problems/get-all-problems, as an admin sees it; its own key so the picker's data is the admin's. */
export const pickableProblemsQueryOptions = () =>
  queryOptions({
    queryKey: ["problems", "contest-picker"],
    queryFn: async () => {
      const { problems } = await callParsed(
        api.problems["get-all-problems"].$get(),
        problemListResponseSchema,
      );
      return problems;
    },
    // A problem made in another tab ("New problem for this contest") shows up when the admin comes back.
    refetchOnWindowFocus: true,
    meta: { errorToast: { fallback: "Error in getting problems", useServerMessage: false } },
  });
