import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "@/lib/toast.ts";
import { logout } from "../api/logout.ts";
import { clearSession } from "../session.ts";

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // Spec §8: fixed texts both ways.
    meta: { errorToast: { fallback: "Error logging out", useServerMessage: false } },
    onSuccess: async () => {
      clearSession(queryClient);
      toast.success("Logout successful");
      await navigate({ to: "/" });
    },
  });
}
