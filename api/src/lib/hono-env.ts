import type { Logger } from "@grindstone/shared/logger";
import type { AuthState } from "../modules/auth/auth-state.ts";
import type { SessionClaims } from "./session.ts";

/**
 * Hono typing shared by every route: what the auth middleware puts on the context, and the request's id and
 * logger (middleware/request-log.ts, first on every request).
 */
export type HonoEnv = {
  Variables: { user: AuthState; claims: SessionClaims; requestId: string; log: () => Logger };
};
