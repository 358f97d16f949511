import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast.ts";
import { disqualifyUser, plagiarismQueryKey, runPlagiarismCheck } from "../api/plagiarism.ts";

/** Starts a report; the list polls until it is done. */
export function useRunCheck(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runPlagiarismCheck(contestId),
    meta: { errorToast: { fallback: "Could not start the check" } },
    onSuccess: async ({ message }) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: plagiarismQueryKey(contestId) });
    },
  });
}

/** Disqualifies a participant (the screen confirmed first); the report and the contest's board refresh. */
export function useDisqualify(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => disqualifyUser({ contestId, userId }),
    meta: { errorToast: { fallback: "Could not disqualify" } },
    onSuccess: async ({ message }) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: ["contests"] });
    },
  });
}
