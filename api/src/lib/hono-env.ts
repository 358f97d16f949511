import type { AuthState } from "../modules/auth/auth-state.ts";
import type { SessionClaims } from "./session.ts";

/** Hono typing shared by every route: what the auth middleware puts on the context. */
export type HonoEnv = { Variables: { user: AuthState; claims: SessionClaims } };
