import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast.ts";
import { contestsQueryKey } from "../api/get-contests.ts";
import { setContestRated } from "./set-contest-rated.ts";

/**
 * The admin's rated switch: the server's message as a toast, then every contest query again (the badge, and the
 * standings' changes, which go away at once when un-rated and come back after the recomputation).
 */
export function useSetRated() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContestRated,
    meta: { errorToast: { fallback: "Error changing whether the contest is rated" } },
    onSuccess: async ({ message }) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: contestsQueryKey });
    },
  });
}
