import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { ApiError } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";
import { resetPassword } from "../api/reset-password.ts";
import { cancelReads, clearSessionData, setSignedOut } from "../session.ts";

/** A refused link is shown on the page with a way to ask for a new one; other failures are toasts. */
export const isInvalidResetLink = (error: unknown) =>
  error instanceof ApiError && error.code === "INVALID_RESET_TOKEN";

export function useResetPassword() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: resetPassword,
    onError: (error) => {
      if (!isInvalidResetLink(error)) toast.error(error.message || "Could not reset the password");
    },
    // Every session of the account has ended, this tab's too if it was signed in: it signs out quietly and
    // goes to sign-in (replacing the entry, so Back does not return to a spent link).
    onSuccess: async ({ message }) => {
      await cancelReads(queryClient);
      setSignedOut(queryClient);
      toast.success(message);
      await navigate({ to: "/login", replace: true });
      clearSessionData(queryClient);
    },
  });
}
