import { useMutation } from "@tanstack/react-query";
import { forgotPassword } from "../api/forgot-password.ts";

/** The request for a reset link; its answer (the server's message) replaces the form. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: forgotPassword,
    meta: { errorToast: { fallback: "Could not send the reset link" } },
  });
}
