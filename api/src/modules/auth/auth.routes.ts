import {
  type AuthResponse,
  type CheckResponse,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  SESSION_TTL_SECONDS,
} from "@grindstone/shared";
import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppContext } from "../../context.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { unauthenticated } from "../../lib/errors.ts";
import type { HonoEnv } from "../../lib/hono-env.ts";
import { validate } from "../../lib/validator.ts";
import { requireUser } from "../../middleware/auth.ts";
import { challengesApprovedCount } from "../challenges/challenges.service.ts";
import { getUserById, loginUser, registerUser } from "./auth.service.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.service.ts";
import { toPublicUser } from "./public-user.ts";

export function authRoutes(ctx: AppContext) {
  const secure = ctx.env.NODE_ENV === "production";
  const startSession = async (c: Context, userId: string, sessionVersion: number) => {
    const token = await ctx.signer.sign(userId, sessionVersion);
    setCookie(c, ctx.cookieName, token, {
      httpOnly: true,
      sameSite: "Lax",
      secure,
      path: "/",
      maxAge: SESSION_TTL_SECONDS,
    });
  };

  return (
    new Hono<HonoEnv>()
      .post("/register", validate("json", registerBodySchema), async (c) => {
        const user = await registerUser(ctx, c.req.valid("json"), clientIp(c, ctx.env.TRUST_PROXY));
        await startSession(c, user.id, user.sessionVersion);
        return c.json(
          { user: toPublicUser(user), message: "User created successfully" } satisfies AuthResponse,
          201,
        );
      })
      .post("/login", validate("json", loginBodySchema), async (c) => {
        const user = await loginUser(ctx, c.req.valid("json"), clientIp(c, ctx.env.TRUST_PROXY));
        await startSession(c, user.id, user.sessionVersion);
        return c.json({
          user: toPublicUser(user),
          message: "User logged in successfully",
        } satisfies AuthResponse);
      })
      // Idempotent: signing out with an expired or revoked cookie still clears it and succeeds.
      .post("/logout", async (c) => {
        const token = getCookie(c, ctx.cookieName);
        const claims = token ? await ctx.signer.verify(token) : null;
        if (claims) await ctx.authState.deny(claims);
        deleteCookie(c, ctx.cookieName, { path: "/", secure });
        return c.json({ message: "User logged out successfully" });
      })
      // The same answer for every e-mail, known or not; the mail (if any) is sent after it.
      .post("/forgot-password", validate("json", forgotPasswordBodySchema), async (c) => {
        const ip = clientIp(c, ctx.env.TRUST_PROXY);
        return c.json(await requestPasswordReset(ctx, c.req.valid("json"), ip));
      })
      // Sets the new password and ends every session of the account; the user then signs in anew.
      .post("/reset-password", validate("json", resetPasswordBodySchema), async (c) => {
        const ip = clientIp(c, ctx.env.TRUST_PROXY);
        return c.json(await resetPassword(ctx, c.req.valid("json"), ip));
      })
      .get("/check", requireUser(ctx), async (c) => {
        const user = await getUserById(ctx, c.get("user").id);
        if (!user) throw unauthenticated();
        const challengesApproved = await challengesApprovedCount(ctx, user.id);
        return c.json({ user: { ...toPublicUser(user), challengesApproved } } satisfies CheckResponse);
      })
  );
}
