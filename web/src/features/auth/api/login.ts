import { authResponseSchema, type LoginBody } from "@grindstone/shared";
import { apiRequest } from "@/lib/api-client.ts";

/** POST /auth/login: sets the session cookie and returns the user and a message to show. */
export function login(body: LoginBody) {
  return apiRequest("/auth/login", { method: "POST", body, schema: authResponseSchema });
}
