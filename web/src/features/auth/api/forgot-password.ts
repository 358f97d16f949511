import type { ForgotPasswordBody } from "@grindstone/shared";
import { api, call } from "@/lib/api-client.ts";

/** POST /auth/forgot-password: the same answer whether or not an account uses the e-mail. */
export function forgotPassword(body: ForgotPasswordBody) {
  return call(api.auth["forgot-password"].$post({ json: body }));
}
