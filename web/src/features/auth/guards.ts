import type { QueryClient } from "@tanstack/react-query";
import { type ParsedLocation, redirect } from "@tanstack/react-router";
import { authQueryOptions } from "./api/get-auth-check.ts";
import { safeRedirect } from "./redirect-target.ts";

// Route `beforeLoad` helpers. The root route has already primed the auth query, so these resolve from
// the cache without a request.

/**
 * Signed out on a page that needs sign-in: to /login, which says why and comes back here afterwards (the spec
 * sends them to /, docs/spec-deviations.md). Replacing the entry keeps Back from bouncing off the guard again.
 */
const toSignIn = (location: ParsedLocation) =>
  redirect({ to: "/login", search: { redirect: location.href }, replace: true });

/** Protected routes (spec §2.1). */
export async function requireUser(queryClient: QueryClient, location: ParsedLocation) {
  const user = await queryClient.ensureQueryData(authQueryOptions());
  if (!user) throw toSignIn(location);
  return user;
}

/**
 * /, /login and /signup: signed-in users go straight on, to the page a guard sent them from (checked again by
 * safeRedirect) or to the problems list.
 */
export async function redirectSignedIn(queryClient: QueryClient, target?: string) {
  const user = await queryClient.ensureQueryData(authQueryOptions());
  if (!user) return;
  const checked = safeRedirect(target);
  if (checked) throw redirect({ href: checked, replace: true });
  throw redirect({ to: "/problems", replace: true });
}

/** Admin guard (spec §2.4): signed out, to sign-in as above; signed in but not an ADMIN, to / (replace). */
export async function requireAdmin(queryClient: QueryClient, location: ParsedLocation) {
  const user = await queryClient.ensureQueryData(authQueryOptions());
  if (!user) throw toSignIn(location);
  if (user.role !== "ADMIN") throw redirect({ to: "/", replace: true });
  return user;
}
