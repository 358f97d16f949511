import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast.ts";
import { contestQueryOptions, contestsQueryKey, contestsQueryOptions } from "../api/get-contests.ts";
import { unregisterFromContest } from "../api/register-contest.ts";
import { receivedAt } from "../lib/server-clock.ts";

/**
 * Withdraws from a contest before its start. Not optimistic (unlike registering): the server may refuse because
 * the contest has just started, and its reason is toasted as is. The server's copy of the contest then replaces
 * the cached ones.
 */
export function useUnregister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unregisterFromContest,
    meta: { errorToast: { fallback: "Could not unregister from the contest" } },
    onSuccess: ({ message, contest }) => {
      const fresh = { ...contest, receivedAt: receivedAt() };
      queryClient.setQueryData(contestsQueryOptions().queryKey, (old) =>
        old?.map((c) => (c.id === contest.id ? fresh : c)),
      );
      queryClient.setQueryData(contestQueryOptions(contest.id).queryKey, fresh);
      toast.success(message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestsQueryKey }),
  });
}
