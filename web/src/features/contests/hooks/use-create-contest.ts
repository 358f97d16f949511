import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "@/lib/toast.ts";
import { createContest } from "../api/create-contest.ts";
import { contestsQueryKey } from "../api/get-contests.ts";

/**
 * Spec §2.17/§8: success shows the server's message. It then goes to /contests, where the new contest is, rather
 * than / (which only redirects to /problems); a failure shows the server's reason, not the spec's copied
 * "Error creating problem" (both in docs/spec-deviations.md).
 */
export function useCreateContest() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContest,
    meta: { errorToast: { fallback: "Error creating contest" } },
    onSuccess: async ({ message }) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: contestsQueryKey });
      await navigate({ to: "/contests" });
    },
  });
}
