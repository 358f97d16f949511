import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "@/lib/toast.ts";
import { login } from "../api/login.ts";
import { safeRedirect } from "../redirect-target.ts";
import { setSessionUser } from "../session.ts";

/** `redirect`: where a guard sent the visitor from (already checked by safeRedirect); else the problems list. */
export function useLogin(redirect?: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    // Spec §8: a failed login shows the server's error text.
    meta: { errorToast: { fallback: "Error logging in" } },
    onSuccess: async ({ user, message }) => {
      setSessionUser(queryClient, user);
      toast.success(message);
      // Checked again here, not only in the route's search: this is the line that would send someone off the site.
      const target = safeRedirect(redirect);
      if (target) await navigate({ href: target });
      else await navigate({ to: "/problems" });
    },
  });
}
