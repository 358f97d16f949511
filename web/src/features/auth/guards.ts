import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { authQueryOptions } from "./api/get-auth-check.ts";

// Route `beforeLoad` helpers. The root route has already primed the auth query, so these resolve from
// the cache without a request.

/** Protected routes (spec §2.1): signed-out visitors go to the landing page. */
export async function requireUser(queryClient: QueryClient) {
  const user = await queryClient.ensureQueryData(authQueryOptions());
  if (!user) throw redirect({ to: "/" });
  return user;
}

/** /, /login and /signup: signed-in users go straight to the problems list. */
export async function redirectSignedIn(queryClient: QueryClient) {
  const user = await queryClient.ensureQueryData(authQueryOptions());
  if (user) throw redirect({ to: "/problems", replace: true });
}

/** Admin guard (spec §2.4): anyone but an ADMIN goes to /, replacing the history entry. */
export async function requireAdmin(queryClient: QueryClient) {
  const user = await queryClient.ensureQueryData(authQueryOptions());
  if (user?.role !== "ADMIN") throw redirect({ to: "/", replace: true });
  return user;
}
