import type { ContestView, CreateContestInput, ProblemListItem } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

/** POST /contests/admin/add (admin). A 400 carries the first failing field's message (spec §5). */
export function createContest(body: CreateContestInput) {
  return apiRequest("/contests/admin/add", { method: "POST", body }) as Promise<{
    message: string;
    contest: ContestView;
  }>;
}

/** An admin's problem list also holds hidden problems (`isPublic: false`), made to be used in a contest. */
export type PickableProblem = ProblemListItem;

/** GET /problems/get-all-problems, as an admin sees it; its own key so the picker's data is the admin's. */
export const pickableProblemsQueryOptions = () =>
  queryOptions({
    queryKey: ["problems", "contest-picker"],
    queryFn: async () => {
      const { problems } = (await apiRequest("/problems/get-all-problems")) as {
        problems: PickableProblem[];
      };
      return problems;
    },
    meta: { errorToast: { fallback: "Error in getting problems", useServerMessage: false } },
  });
