import { checkResponseSchema, type PublicUser } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api-client.ts";

export const authQueryKey = ["auth", "check"] as const;

/** GET /auth/check. Signed out (401) is an answer, not an error: it resolves to null. */
export async function getAuthCheck(): Promise<PublicUser | null> {
  try {
    const { user } = await apiRequest("/auth/check", { schema: checkResponseSchema });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    // Spec §8: a failed check is logged and the user is treated as signed out, with no message.
    console.error("Auth check failed", error);
    return null;
  }
}

/**
 * Auth is checked once at start-up (spec §2.1): the root route primes this query and it never goes
 * stale. Login, sign-up and logout write its data directly; a server-ended socket re-fetches it.
 */
export const authQueryOptions = () =>
  queryOptions({
    queryKey: authQueryKey,
    queryFn: getAuthCheck,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
