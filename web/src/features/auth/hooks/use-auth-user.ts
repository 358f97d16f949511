import type { PublicUser } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { authQueryOptions } from "../api/get-auth-check.ts";

/** The signed-in user, or null. Never loading after start-up: the root route awaited the check. */
export function useAuthUser(): PublicUser | null {
  return useQuery(authQueryOptions()).data ?? null;
}
