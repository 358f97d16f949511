import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "./api-client.ts";
import { type ToastOptions, toast } from "./toast.ts";

/**
 * How a failed mutation or query is told to the user, declared on it (`meta.errorToast`) and shown here,
 * so error toasts come from one place. `useServerMessage: false` forces the fallback text.
 */
export interface ErrorToastMeta {
  fallback: string;
  useServerMessage?: boolean;
  /** Spec §8 names a few toasts that appear elsewhere than top-right (run and submit: top-center). */
  position?: ToastOptions["position"];
}

declare module "@tanstack/react-query" {
  interface Register {
    defaultError: Error;
    mutationMeta: { errorToast?: ErrorToastMeta };
    queryMeta: { errorToast?: ErrorToastMeta };
  }
}

function showErrorToast(error: Error, meta: ErrorToastMeta | undefined, id?: string) {
  if (!meta) return;
  const text = meta.useServerMessage === false ? meta.fallback : errorMessage(error, meta.fallback);
  toast.error(text, { position: meta.position, id });
}

/** Why a 401 ended the session: UNAUTHENTICATED (expired, revoked, logged out elsewhere) or ACCOUNT_BLOCKED; null
 * for anything else. Not a failure to toast. */
export function sessionEndedBy(error: unknown): "blocked" | "expired" | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  if (error.code === "ACCOUNT_BLOCKED") return "blocked";
  return error.code === "UNAUTHENTICATED" ? "expired" : null;
}

interface QueryClientOptions {
  /** Called instead of a toast when a query or mutation finds the session ended (see `sessionEndedBy`). */
  onSessionEnded?: (reason: "blocked" | "expired") => void;
}

export function createQueryClient({ onSessionEnded }: QueryClientOptions = {}) {
  const onError = (error: Error, meta: ErrorToastMeta | undefined, id?: string) => {
    const ended = sessionEndedBy(error);
    if (ended) onSessionEnded?.(ended);
    else showErrorToast(error, meta, id);
  };
  return new QueryClient({
    // A query's cache fires once per failed fetch (after its retries), not once per component using it.
    queryCache: new QueryCache({
      // Keyed by query: a route's prefetch and the mounting component's retry of the same failed query
      // show one toast, not two.
      onError: (error, query) => onError(error, query.meta?.errorToast, query.queryHash),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta?.errorToast),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again; network and 5xx errors get two more tries.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
