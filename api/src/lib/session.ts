import { SESSION_TTL_SECONDS } from "@grindstone/shared";
import { jwtVerify, SignJWT } from "jose";

export type SessionClaims = { sub: string; sv: number; jti: string; exp: number };

/** Production uses the `__Host-` prefix (Secure, path /, no Domain) so a sibling subdomain cannot plant it. */
export const sessionCookieName = (production: boolean) => (production ? "__Host-gs_session" : "gs_session");

// Tokens verified recently, so a request with a known token needs no WebCrypto call (which would answer on a
// later turn of the event loop, see redis-mirror.ts). Only valid tokens are kept; a token's claims never change.
const VERIFIED_MAX = 50_000;

export function createSessionSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, SessionClaims>();
  return {
    /** The claims of a token verified before and not expired since, or undefined (then call verify). */
    peek(token: string): SessionClaims | undefined {
      const claims = verified.get(token);
      if (!claims) return undefined;
      if (claims.exp * 1000 <= Date.now()) {
        verified.delete(token);
        return undefined;
      }
      return claims;
    },
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
        const claims = { sub: payload.sub, sv: payload.sv, jti: payload.jti, exp: payload.exp ?? 0 };
        verified.set(token, claims);
        if (verified.size > VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type SessionSigner = ReturnType<typeof createSessionSigner>;
