import type { PublicUser } from "@grindstone/shared";
import type { Query, QueryClient } from "@tanstack/react-query";
import { authQueryKey } from "./api/get-auth-check.ts";

/** Why a tab was signed out by something other than its own Logout button; the landing page says so. */
export const SIGN_OUT_REASONS = ["blocked", "expired"] as const;
export type SignOutReason = (typeof SIGN_OUT_REASONS)[number];

export const SIGN_OUT_NOTICES: Record<SignOutReason, string> = {
  blocked:
    "Your account has been blocked, so you were signed out. Contact support if you think this is a mistake.",
  expired: "Your session has ended. Log in again to continue.",
};

/** Keys the logout mutation, so a 401 that lands while it runs is known to be the logout's own doing. */
export const logoutMutationKey = ["auth", "logout"] as const;

const notAuth = (query: Query) => query.queryKey[0] !== authQueryKey[0];

/** Cancels every read but the auth check: answered after the session ended, each would fail with a toast. */
export function cancelReads(queryClient: QueryClient) {
  return queryClient.cancelQueries({ predicate: notAuth });
}

/** Signs the tab in: the user becomes the auth query's data, so every guard and the nav see it at once. */
export function setSessionUser(queryClient: QueryClient, user: PublicUser) {
  queryClient.setQueryData(authQueryKey, user);
}

/** The tab is signed out (the auth query says so); the previous user's data stays until clearSessionData. */
export function setSignedOut(queryClient: QueryClient) {
  queryClient.setQueryData(authQueryKey, null);
}

/** Drops every read but the auth check: the previous user's data, once their screens are left. */
export function clearSessionData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: notAuth });
}

interface EndSessionDeps {
  queryClient: QueryClient;
  navigate: (options: { to: "/"; search: { signedOut?: SignOutReason }; replace: true }) => Promise<unknown>;
}

/**
 * Signs the tab out in the one order that shows no error: in-flight reads are cancelled first (answered after
 * the session ended they would fail with 401 and each toast), the user is cleared, the signed-in screens are
 * left, and only then is the previous user's data dropped (dropping it earlier would make the still-mounted
 * screen fetch it again).
 */
export async function endSession({ queryClient, navigate }: EndSessionDeps, reason?: SignOutReason) {
  await cancelReads(queryClient);
  queryClient.setQueryData(authQueryKey, null);
  await navigate({ to: "/", search: reason ? { signedOut: reason } : {}, replace: true });
  queryClient.removeQueries({ predicate: notAuth });
}

/**
 * A request answered 401: the session ended on the server (expired, revoked, logged out in another tab, or the
 * account was blocked: the code says which). Nothing to do when the tab is already signed out or its own logout
 * is under way.
 */
export async function endSessionAfterUnauthenticated(
  deps: EndSessionDeps,
  reason: SignOutReason = "expired",
) {
  if (!deps.queryClient.getQueryData(authQueryKey)) return;
  if (deps.queryClient.isMutating({ mutationKey: logoutMutationKey }) > 0) return;
  await endSession(deps, reason);
}
