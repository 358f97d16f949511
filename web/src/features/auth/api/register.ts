import type { RegisterBody } from "@grindstone/shared";
import { api, call } from "@/lib/api-client.ts";

/** POST /auth/register: creates the account, signs it in and returns the user and a message. */
export function register(body: RegisterBody) {
  return call(api.auth.register.$post({ json: body }));
}
