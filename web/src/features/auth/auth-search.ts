import { safeRedirect } from "./redirect-target.ts";

// Each key is returned even when empty: a route's search is merged over the raw one from the URL, so a key left out
// here would come through unchecked.

/** The search of /login and /signup: `?redirect=` survives only as a checked in-app path. */
export const authSearch = (search: Record<string, unknown>): { redirect?: string } => ({
  redirect: safeRedirect(search.redirect),
});

/** The search of /reset-password: the token from the e-mailed link, as given (the server judges it). */
export const resetSearch = (search: Record<string, unknown>): { token?: string } => ({
  token: typeof search.token === "string" && search.token ? search.token : undefined,
});
