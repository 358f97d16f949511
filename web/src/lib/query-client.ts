import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "./api-client.ts";
import { toast } from "./toast.ts";

/**
 * How a failed mutation is told to the user, declared on the mutation (`meta.errorToast`) and shown here,
 * so error toasts come from one place. `useServerMessage: false` forces the fallback text.
 */
export interface ErrorToastMeta {
  fallback: string;
  useServerMessage?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    defaultError: Error;
    mutationMeta: { errorToast?: ErrorToastMeta };
  }
}

export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.meta?.errorToast;
        if (!meta) return;
        toast.error(meta.useServerMessage === false ? meta.fallback : errorMessage(error, meta.fallback));
      },
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
