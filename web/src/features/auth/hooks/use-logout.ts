import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast.ts";
import { logout } from "../api/logout.ts";
import { cancelReads, logoutMutationKey } from "../session.ts";
import { announceSignedOut } from "../session-channel.ts";
import { useEndSession } from "./use-end-session.ts";

export function useLogout() {
  const queryClient = useQueryClient();
  const endSession = useEndSession();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: async () => {
      // Reads still in flight would be answered 401 once the session is gone, each with its error toast.
      await cancelReads(queryClient);
      await logout();
    },
    // Spec §8: fixed texts both ways.
    meta: { errorToast: { fallback: "Error logging out", useServerMessage: false } },
    onSuccess: async () => {
      announceSignedOut();
      toast.success("Logout successful");
      await endSession();
    },
  });
}
