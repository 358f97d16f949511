import type { HintsView } from "@grindstone/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client.ts";
import { hintsQueryOptions, openEditorial, openNextHint } from "../api/hints.ts";

/**
 * One problem's hints and editorial, and the two ways to open more. Each answer is the whole new state, so it
 * replaces the cache; a refusal because another tab got further first (409) refreshes it instead.
 */
export function useHints(problemId: string, enabled = true) {
  const queryClient = useQueryClient();
  const options = hintsQueryOptions(problemId);
  const query = useQuery({ ...options, enabled });
  const store = (view: HintsView) => queryClient.setQueryData(options.queryKey, view);
  const refreshOnConflict = (error: Error) => {
    if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries(options);
  };
  const nextHint = useMutation({
    mutationFn: (index: number) => openNextHint(problemId, index),
    meta: { errorToast: { fallback: "The hint could not be opened" } },
    onSuccess: store,
    onError: refreshOnConflict,
  });
  const editorial = useMutation({
    mutationFn: (confirm: boolean) => openEditorial(problemId, confirm),
    meta: { errorToast: { fallback: "The editorial could not be opened" } },
    onSuccess: store,
    onError: refreshOnConflict,
  });
  return { query, nextHint, editorial };
}
