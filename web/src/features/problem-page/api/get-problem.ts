import type { ProblemDetail } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, api, call } from "@/lib/api-client.ts";

/**
 * GET /problems/get-problem/{id}. An unknown or malformed id resolves to null, so the page can say the
 * problem does not exist instead of reporting a failure.
 */
export async function getProblem(id: string): Promise<ProblemDetail | null> {
  try {
    const { problem } = await call(
      api.problems["get-problem"][":id"].$get({ param: { id: encodeURIComponent(id) } }),
    );
    return problem;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

// Shares the "problems" prefix with the list, so one invalidation refreshes both.
export const problemQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["problems", "detail", id], queryFn: () => getProblem(id) });
