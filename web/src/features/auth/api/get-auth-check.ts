import type { PublicUser } from "@grindstone/shared";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, api, call } from "@/lib/api-client.ts";

export const authQueryKey = ["auth", "check"] as const;

/**
 * GET /auth/check with the reason a session was refused (ACCOUNT_BLOCKED or not), for whoever must say why.
 * `answered` is false when the server gave no verdict on the session (unreachable, 503): not a sign-out.
 */
export async function checkSession(): Promise<{
  user: PublicUser | null;
  blocked: boolean;
  answered: boolean;
}> {
  try {
    const { user } = await call(api.auth.check.$get());
    return { user, blocked: false, answered: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return { user: null, blocked: error.code === "ACCOUNT_BLOCKED", answered: true };
    }
    // Spec §8: a failed check is logged and the user is treated as signed out, with no message.
    console.error("Auth check failed", error);
    return { user: null, blocked: false, answered: false };
  }
}

/** GET /auth/check. Signed out (401) is an answer, not an error: it resolves to null. */
export const getAuthCheck = async () => (await checkSession()).user;

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
