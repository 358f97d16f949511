import { type Db, users } from "@grindstone/db";
import { ROLES } from "@grindstone/shared";
import { eq } from "drizzle-orm";
import type Redis from "ioredis";
import { z } from "zod";
import type { Keyer } from "../../lib/redis.ts";
import type { RedisMirror } from "../../lib/redis-mirror.ts";
import type { SessionClaims } from "../../lib/session.ts";

/** What every authenticated request needs about its user, cached in Redis so a request costs no SQL. */
const authStateSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  sv: z.number().int(),
  blocked: z.boolean(),
});
export type AuthState = z.infer<typeof authStateSchema>;

/**
 * The cached state, or null when the value is not one (corrupt, or written by an incompatible version): the caller
 * then reads Postgres, which overwrites it. A bad cache entry never admits or refuses anyone by itself.
 */
function parseCachedState(raw: string): AuthState | null {
  try {
    const parsed = authStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// An hour bounds how long a missed invalidation could matter; every change deletes the key anyway.
const STATE_TTL_SECONDS = 3600;

/** The Redis key prefix of everything resolve() reads (tracked by the RedisMirror). */
export const authKeyPrefix = (key: Keyer) => `${key("auth")}:`;

export function createAuthStateStore(db: Db, redis: Redis, key: Keyer, mirror: RedisMirror) {
  const stateKey = (userId: string) => key("auth", "user", userId);
  const denyKey = (jti: string) => key("auth", "deny", jti);

  async function loadFromDb(userId: string): Promise<AuthState | null> {
    const [row] = await db
      .select({ id: users.id, role: users.role, sv: users.sessionVersion, blocked: users.isBlocked })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) return null;
    await redis.set(stateKey(userId), JSON.stringify(row), "EX", STATE_TTL_SECONDS);
    return row;
  }

  const judge = (claims: SessionClaims, state: AuthState | null) =>
    !state || state.blocked || state.sv !== claims.sv ? null : state;

  return {
    /**
     * resolve() without I/O: the answer from this instance's mirror of the two keys, or undefined when either is
     * not mirrored (or the state must be loaded from Postgres). Redis tells the mirror of every change at once.
     */
    peek(claims: SessionClaims): AuthState | null | undefined {
      const cached = mirror.get<string | null>(stateKey(claims.sub));
      const denied = mirror.get<string | null>(denyKey(claims.jti));
      if (cached === undefined || denied === undefined) return undefined;
      if (denied) return null;
      const state = cached === null ? null : parseCachedState(cached);
      if (state === null) return undefined;
      return judge(claims, state);
    },
    /** A session is valid only while its version is current, the user is not blocked and it was not logged out. */
    async resolve(claims: SessionClaims): Promise<AuthState | null> {
      // One round trip on the hot path: the cached state and the logout deny-list entry together.
      const keys = [stateKey(claims.sub), denyKey(claims.jti)];
      const [cached, denied] = await mirror.read(keys, () => redis.mget(...keys));
      if (denied) return null;
      const state = cached ? parseCachedState(cached) : null;
      return judge(claims, state ?? (await loadFromDb(claims.sub)));
    },
    /** Whether the user is blocked: asked only once a session was refused, to tell the client why. */
    async isBlocked(userId: string): Promise<boolean> {
      const cached = await redis.get(stateKey(userId));
      const state = (cached ? parseCachedState(cached) : null) ?? (await loadFromDb(userId));
      return state?.blocked === true;
    },
    /** Called after any change to role, block flag or session version: the next request re-reads Postgres. */
    async invalidate(userId: string) {
      mirror.drop(stateKey(userId));
      await redis.del(stateKey(userId));
      mirror.drop(stateKey(userId));
    },
    /** Logout: this token stops working everywhere, until it would have expired anyway. */
    async deny(claims: SessionClaims) {
      const ttl = Math.max(1, claims.exp - Math.floor(Date.now() / 1000));
      mirror.drop(denyKey(claims.jti));
      await redis.set(denyKey(claims.jti), "1", "EX", ttl);
      mirror.drop(denyKey(claims.jti));
    },
  };
}
export type AuthStateStore = ReturnType<typeof createAuthStateStore>;
