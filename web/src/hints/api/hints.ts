import type { HintsView } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";

const param = (problemId: string) => ({ id: encodeURIComponent(problemId) });

/** GET /problems/{id}/hints: the caller's opened hints and the editorial's state. */
export const getHints = (problemId: string): Promise<HintsView> =>
  call(api.problems[":id"].hints.$get({ param: param(problemId) }));

/** POST /problems/{id}/hints/next: opens hint `index` (the one the button offered). */
export const openNextHint = (problemId: string, index: number): Promise<HintsView> =>
  call(api.problems[":id"].hints.next.$post({ param: param(problemId), json: { index } }));

/** POST /problems/{id}/editorial/open: `confirm` once the learner accepted the spoiler before a solve. */
export const openEditorial = (problemId: string, confirm: boolean): Promise<HintsView> =>
  call(api.problems[":id"].editorial.open.$post({ param: param(problemId), json: { confirm } }));

// Under the "problems" prefix: a verdict's invalidation (use-judge.ts) refreshes `solved` with the problem.
export const hintsQueryOptions = (problemId: string) =>
  queryOptions({
    queryKey: ["problems", "hints", problemId],
    // No toast: the panels say it in place (a 403 carries the contest lock's reason).
    queryFn: () => getHints(problemId),
  });
