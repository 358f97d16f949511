import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast.ts";
import {
  type ClockedContest,
  contestQueryOptions,
  contestsQueryKey,
  contestsQueryOptions,
} from "../api/get-contests.ts";
import { registerForContest } from "../api/register-contest.ts";
import { receivedAt } from "../lib/server-clock.ts";

type Me = { id: string; username: string };

const asRegistered = (c: ClockedContest, me: Me): ClockedContest =>
  c.registered
    ? c
    : {
        ...c,
        registered: true,
        participants: c.participants + 1,
        registrations: [{ userId: me.id, username: me.username }],
      };

/**
 * Spec §4 "Registration": applied optimistically (the card shows "Go to Contest" at once), then the call is made.
 * On failure the caches go back to what they were and the server's reason is toasted (e.g. 409 "Contest has
 * ended"); on success the server's copy of the contest replaces the guess.
 */
export function useRegister(me: Me) {
  const queryClient = useQueryClient();
  const list = contestsQueryOptions().queryKey;
  return useMutation({
    mutationFn: registerForContest,
    meta: { errorToast: { fallback: "Could not register for the contest" } },
    onMutate: async (contestId) => {
      const detail = contestQueryOptions(contestId).queryKey;
      await queryClient.cancelQueries({ queryKey: contestsQueryKey });
      const before = { list: queryClient.getQueryData(list), detail: queryClient.getQueryData(detail) };
      queryClient.setQueryData(list, (old) =>
        old?.map((c) => (c.id === contestId ? asRegistered(c, me) : c)),
      );
      queryClient.setQueryData(detail, (old) => (old ? asRegistered(old, me) : old));
      return before;
    },
    onError: (_error, contestId, before) => {
      if (!before) return;
      queryClient.setQueryData(list, before.list);
      queryClient.setQueryData(contestQueryOptions(contestId).queryKey, before.detail);
    },
    onSuccess: ({ message, contest }) => {
      const fresh = { ...contest, receivedAt: receivedAt() };
      queryClient.setQueryData(list, (old) => old?.map((c) => (c.id === contest.id ? fresh : c)));
      queryClient.setQueryData(contestQueryOptions(contest.id).queryKey, fresh);
      toast.success(message);
    },
    // Problems, stats and standings depend on being registered.
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestsQueryKey }),
  });
}
