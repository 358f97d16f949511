import type { ResetPasswordBody } from "@grindstone/shared";
import { api, call } from "@/lib/api-client.ts";

/** POST /auth/reset-password: sets the new password and ends every session of the account. */
export function resetPassword(body: ResetPasswordBody) {
  return call(api.auth["reset-password"].$post({ json: body }));
}
