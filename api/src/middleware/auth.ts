import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppContext } from "../context.ts";
import { accountBlocked, unauthenticated } from "../lib/errors.ts";
import type { HonoEnv } from "../lib/hono-env.ts";

/**
 * The session behind a cookie. Without awaiting anything when this instance has seen the token and mirrors its
 * user's state (the common case): a response that needs no I/O goes out in the same turn of the event loop.
 */
async function authenticate(ctx: AppContext, token: string | undefined) {
  if (!token) return { claims: null, user: null };
  const claims = ctx.signer.peek(token) ?? (await ctx.signer.verify(token));
  if (!claims) return { claims: null, user: null };
  const peeked = ctx.authState.peek(claims);
  const user = peeked === undefined ? await ctx.authState.resolve(claims) : peeked;
  return { claims, user };
}

/**
 * Admits a request only with a valid session: signature and expiry (jose), then the user's current state
 * (blocked flag, session version, logout deny-list) so a revoked session fails on every instance at once.
 */
export const requireUser = (ctx: AppContext) =>
  createMiddleware<HonoEnv>(async (c, next) => {
    const { claims, user } = await authenticate(ctx, getCookie(c, ctx.cookieName));
    if (!claims) throw unauthenticated();
    // Off the hot path: only a refused session pays one more read, so the client can say why it was signed out.
    // If Redis or Postgres fails right here, the refusal still stands, just without its reason.
    if (!user) {
      const blocked = await ctx.authState.isBlocked(claims.sub).catch(() => false);
      throw blocked ? accountBlocked() : unauthenticated();
    }
    c.set("claims", claims);
    c.set("user", user);
    await next();
  });

/** Like requireUser, but a request without a valid session continues anonymously (public pages). */
export const optionalUser = (ctx: AppContext) =>
  createMiddleware<{ Variables: { user?: HonoEnv["Variables"]["user"] } }>(async (c, next) => {
    const { user } = await authenticate(ctx, getCookie(c, ctx.cookieName));
    if (user) c.set("user", user);
    await next();
  });
