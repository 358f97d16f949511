import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppContext } from "../context.ts";
import { unauthenticated } from "../lib/errors.ts";
import type { HonoEnv } from "../lib/hono-env.ts";

/**
 * Admits a request only with a valid session: signature and expiry (jose), then the user's current state
 * (blocked flag, session version, logout deny-list) so a revoked session fails on every instance at once.
 */
export const requireUser = (ctx: AppContext) =>
  createMiddleware<HonoEnv>(async (c, next) => {
    const token = getCookie(c, ctx.cookieName);
    const claims = token ? await ctx.signer.verify(token) : null;
    const user = claims ? await ctx.authState.resolve(claims) : null;
    if (!claims || !user) throw unauthenticated();
    c.set("claims", claims);
    c.set("user", user);
    await next();
  });

/** Like requireUser, but a request without a valid session continues anonymously (public pages). */
export const optionalUser = (ctx: AppContext) =>
  createMiddleware<{ Variables: { user?: HonoEnv["Variables"]["user"] } }>(async (c, next) => {
    const token = getCookie(c, ctx.cookieName);
    const claims = token ? await ctx.signer.verify(token) : null;
    const user = claims ? await ctx.authState.resolve(claims) : null;
    if (user) c.set("user", user);
    await next();
  });
