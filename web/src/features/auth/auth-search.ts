import { safeRedirect } from "./redirect-target.ts";

/** The search of /login and /signup: `?redirect=` survives only as a checked in-app path. */
export const authSearch = (search: Record<string, unknown>): { redirect?: string } => {
  const redirect = safeRedirect(search.redirect);
  return redirect ? { redirect } : {};
};

/** The search of /reset-password: the token from the e-mailed link, as given (the server judges it). */
export const resetSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === "string" && search.token ? { token: search.token } : {};
