import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { endSession, type SignOutReason } from "../session.ts";

/** `endSession` bound to this tab's query client and router. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (reason?: SignOutReason) => endSession({ queryClient, navigate: (options) => navigate(options) }, reason),
    [queryClient, navigate],
  );
}
