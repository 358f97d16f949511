import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "@/lib/toast.ts";
import { contestQueryOptions, contestsQueryKey } from "../api/get-contests.ts";
import { deleteContest, updateContest } from "../api/manage-contest.ts";

/** Saves an edit, then shows the contest as learners will see it. A refusal shows the server's reason. */
export function useUpdateContest() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContest,
    meta: { errorToast: { fallback: "Error updating contest" } },
    onSuccess: async ({ message, contest }) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: contestsQueryKey });
      await navigate({ to: "/contest/$id", params: { id: contest.id } });
    },
  });
}

/** Deletes a contest (the page asked for confirmation first) and goes back to the list, where it is gone. */
export function useDeleteContest() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContest,
    meta: { errorToast: { fallback: "Error deleting contest" } },
    onSuccess: async ({ message }, id) => {
      toast.success(message);
      // Left first: the page being left would refetch a removed query (a 404 toast).
      await navigate({ to: "/contests" });
      queryClient.removeQueries({ queryKey: contestQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: contestsQueryKey });
    },
  });
}
