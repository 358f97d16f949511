import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onServerEvent } from "@/lib/socket.ts";
import { toast } from "@/lib/toast.ts";
import { contestsQueryKey } from "../../api/get-contests.ts";
import { useServerNow } from "../../hooks/use-server-now.ts";
import { serverOffset } from "../../lib/server-clock.ts";
import { startVirtualRun, virtualRunQueryOptions } from "../api/virtual-run.ts";

/**
 * The caller's virtual run of an ended contest and its clock: RUNNING until the server's clock reaches `endsAt`
 * (as the server decides it), then the run and every contest query are fetched again once (also on the server's
 * `virtualRunFinished`).
 */
export function useVirtualRun(contestId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const { data: run } = useQuery({ ...virtualRunQueryOptions(contestId), enabled });
  const now = useServerNow(run ? serverOffset(run) : 0);
  const endsAt = run ? Date.parse(run.endsAt) : 0;
  const running = run?.status === "RUNNING" && now < endsAt;
  const ranOut = run?.status === "RUNNING" && now >= endsAt;
  useEffect(() => {
    if (ranOut) void queryClient.invalidateQueries({ queryKey: contestsQueryKey });
  }, [ranOut, queryClient]);
  // The server's word that the run finished (its end job or the reconciliation), for a device clock that lags.
  useEffect(
    () =>
      onServerEvent("virtualRunFinished", (e) => {
        if (e.contestId === contestId) void queryClient.invalidateQueries({ queryKey: contestsQueryKey });
      }),
    [contestId, queryClient],
  );
  return { run: run ?? null, running, left: running ? endsAt - now : 0 };
}

export function useStartVirtualRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startVirtualRun,
    meta: { errorToast: { fallback: "Could not start a virtual run" } },
    onSuccess: ({ message, run }) => {
      queryClient.setQueryData(virtualRunQueryOptions(run.contestId).queryKey, run);
      toast.success(message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestsQueryKey }),
  });
}
