import type { PublicUser } from "@grindstone/shared";
import type { QueryClient } from "@tanstack/react-query";
import { authQueryKey } from "./api/get-auth-check.ts";

/** Signs the tab in: the user becomes the auth query's data, so every guard and the nav see it at once. */
export function setSessionUser(queryClient: QueryClient, user: PublicUser) {
  queryClient.setQueryData(authQueryKey, user);
}

/** Signs the tab out and drops every other cached query, so no data of the previous user lingers. */
export function clearSession(queryClient: QueryClient) {
  queryClient.setQueryData(authQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authQueryKey[0] });
}
