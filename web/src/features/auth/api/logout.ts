import { api, call } from "@/lib/api-client.ts";

/** POST /auth/logout: clears the session cookie. The body's message is not shown (spec §8 has fixed text). */
export async function logout(): Promise<void> {
  await call(api.auth.logout.$post());
}
