import { authResponseSchema, type RegisterBody } from "@grindstone/shared";
import { apiRequest } from "@/lib/api-client.ts";

/** POST /auth/register: creates the account, signs it in and returns the user and a message. */
export function register(body: RegisterBody) {
  return apiRequest("/auth/register", { method: "POST", body, schema: authResponseSchema });
}
