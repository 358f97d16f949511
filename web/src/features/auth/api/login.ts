import type { LoginBody } from "@grindstone/shared";
import { api, call } from "@/lib/api-client.ts";

/** POST /auth/login: sets the session cookie and returns the user and a message to show. */
export function login(body: LoginBody) {
  return call(api.auth.login.$post({ json: body }));
}
