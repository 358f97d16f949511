import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "@/lib/toast.ts";
import { register } from "../api/register.ts";
import { safeRedirect } from "../redirect-target.ts";
import { setSessionUser } from "../session.ts";

/** `redirect`: where a guard sent the visitor from (already checked by safeRedirect); else the problems list. */
export function useSignup(redirect?: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: register,
    // The spec's fixed "Error signing up" hides why (e.g. the e-mail is taken): the server's text wins
    // when there is one. Recorded in docs/spec-deviations.md.
    meta: { errorToast: { fallback: "Error signing up" } },
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
