import type { ProblemDetail } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api-client.ts";

/**
 * GET /problems/get-problem/{id}. An unknown or malformed id resolves to null, so the page can say the
 * problem does not exist instead of reporting a failure.
 */
export async function getProblem(id: string): Promise<ProblemDetail | null> {
  try {
    const { problem } = (await apiRequest(`/problems/get-problem/${encodeURIComponent(id)}`)) as {
      problem: ProblemDetail;
    };
    return problem;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

// Shares the "problems" prefix with the list, so one invalidation refreshes both.
export const problemQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["problems", "detail", id], queryFn: () => getProblem(id) });
