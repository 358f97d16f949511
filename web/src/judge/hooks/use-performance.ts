import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onServerEvent, onSocketConnect } from "@/lib/socket.ts";
import { performanceQueryOptions } from "../api/get-performance.ts";

/** While measuring, a slow look now and then in case the socket's word was missed (it was down at the time). */
const PENDING_REFETCH_MS = 15_000;

/**
 * An accepted submission's performance: fetched once, again when the server says it was measured
 * (`submissionPerformance`) and after a reconnect while still pending.
 */
export function usePerformance(submissionId: string) {
  const queryClient = useQueryClient();
  const options = performanceQueryOptions(submissionId);
  const query = useQuery({
    ...options,
    refetchInterval: (q) => (q.state.data?.status === "PENDING" ? PENDING_REFETCH_MS : false),
  });
  const pending = query.data?.status === "PENDING";
  useEffect(() => {
    const offMeasured = onServerEvent("submissionPerformance", (e) => {
      if (e.id === submissionId) void queryClient.invalidateQueries({ queryKey: options.queryKey });
    });
    const offConnect = onSocketConnect(() => {
      if (pending) void queryClient.invalidateQueries({ queryKey: options.queryKey });
    });
    return () => {
      offMeasured();
      offConnect();
    };
  }, [submissionId, pending, queryClient, options.queryKey]);
  return query.data ?? null;
}
