import type { ProblemListItem } from "@grindstone/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast.ts";
import { deleteProblem } from "../api/delete-problem.ts";
import { problemsQueryKey, problemsQueryOptions } from "../api/get-problems.ts";

/**
 * Spec §2.5/§4: success shows the server's message and the row leaves the local list at once. A failure
 * shows the server's reason when it gave one ("Demo problems can’t be deleted."), else "Error deleting problem".
 */
export function useDeleteProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProblem,
    meta: { errorToast: { fallback: "Error deleting problem" } },
    onSuccess: async ({ message }, problemId) => {
      toast.success(message);
      queryClient.setQueryData(problemsQueryOptions().queryKey, (list: ProblemListItem[] | undefined) =>
        list?.filter((p) => p.id !== problemId),
      );
      // Detail pages and solved lists may still hold it; the list itself was just updated by hand.
      await queryClient.invalidateQueries({
        queryKey: problemsQueryKey,
        predicate: (q) => q.queryKey[1] !== "list",
      });
    },
  });
}
