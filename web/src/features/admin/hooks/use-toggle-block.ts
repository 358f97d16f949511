import type { AdminUser } from "@grindstone/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminUsersQueryOptions } from "../api/get-users.ts";
import { setUserBlocked } from "../api/set-user-blocked.ts";

/**
 * Block / Unblock (spec §4): the row flips at once and flips back if the call fails, with the spec's
 * "Error getting users" toast (§8 uses that text for a failed block change too).
 */
export function useToggleBlock() {
  const queryClient = useQueryClient();
  const { queryKey } = adminUsersQueryOptions();
  const setFlag = (userId: string, isBlocked: boolean) =>
    queryClient.setQueryData<AdminUser[]>(queryKey, (users) =>
      users?.map((u) => (u.id === userId ? { ...u, isBlocked } : u)),
    );

  return useMutation({
    mutationFn: setUserBlocked,
    meta: { errorToast: { fallback: "Error getting users", useServerMessage: false } },
    onMutate: async ({ userId, isBlocked }) => {
      await queryClient.cancelQueries({ queryKey });
      setFlag(userId, isBlocked);
    },
    onError: (error, { userId, isBlocked }) => {
      console.error("Block change failed", error);
      setFlag(userId, !isBlocked);
    },
    onSuccess: ({ user }) => setFlag(user.id, user.isBlocked),
  });
}
