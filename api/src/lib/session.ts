import { SESSION_TTL_SECONDS } from "@grindstone/shared";
import { jwtVerify, SignJWT } from "jose";

export type SessionClaims = { sub: string; sv: number; jti: string; exp: number };

/** Production uses the `__Host-` prefix (Secure, path /, no Domain) so a sibling subdomain cannot plant it. */
export const sessionCookieName = (production: boolean) => (production ? "__Host-gs_session" : "gs_session");

export function createSessionSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId: string, sessionVersion: number) {
      return new SignJWT({ sv: sessionVersion })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(userId)
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
        .sign(key);
    },
    /** Returns the claims of a valid, unexpired token, or null for anything else. */
    async verify(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        if (
          typeof payload.sub !== "string" ||
          typeof payload.sv !== "number" ||
          typeof payload.jti !== "string"
        )
          return null;
        return { sub: payload.sub, sv: payload.sv, jti: payload.jti, exp: payload.exp ?? 0 };
      } catch {
        return null;
      }
    },
  };
}
export type SessionSigner = ReturnType<typeof createSessionSigner>;
