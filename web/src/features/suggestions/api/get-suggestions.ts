import { queryOptions } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client.ts";

/** Every suggestions query starts with this. */
export const suggestionsQueryKey = ["suggestions"] as const;

/** GET /problems/suggestions: the caller's skill and the next problems just above it (issue 27). */
export async function getSuggestions(opts: { limit: number; after?: string }) {
  return call(
    api.problems.suggestions.$get({
      query: { limit: String(opts.limit), ...(opts.after ? { after: opts.after } : {}) },
    }),
  );
}

export const suggestionsQueryOptions = (opts: { limit: number; after?: string }) =>
  queryOptions({
    queryKey: [...suggestionsQueryKey, opts.limit, opts.after ?? null],
    queryFn: () => getSuggestions(opts),
    // No errorToast: an extra on the page, not its point; a failure shows a quiet line in the panel instead.
  });
