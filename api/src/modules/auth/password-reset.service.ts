import { createHash, randomBytes } from "node:crypto";
import { users } from "@grindstone/db";
import {
  type ForgotPasswordBody,
  PASSWORD_RESET_TEXTS,
  type PasswordResetResponse,
  type ResetPasswordBody,
} from "@grindstone/shared";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { findUserByEmail, hashPassword } from "./auth.service.ts";
import { passwordResetMail } from "./password-reset-mail.ts";

/**
 * What a reset token stands for. `sv` is the account's session version when the link was made: a reset bumps it,
 * so one reset also voids every other link still outstanding (as do a block and unblock). `exp` is checked against
 * the context's clock (tests cross it without sleeping); the Redis TTL only clears the key away.
 */
type ResetGrant = { userId: string; sv: number; exp: number };

// Only the hash is stored: someone who can read Redis cannot use a pending link.
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const grantKey = (ctx: AppContext, token: string) => ctx.key("pwreset", hashToken(token));
const invalidToken = () => new AppError("INVALID_RESET_TOKEN", 400, PASSWORD_RESET_TEXTS.invalidToken);

/**
 * POST /auth/forgot-password. Known and unknown e-mails get the same answer after the same work (the same
 * throttle keys spent); looking the account up, making the token and sending the mail happen after the answer.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  body: ForgotPasswordBody,
  ip: string,
): Promise<PasswordResetResponse> {
  await Promise.all([
    ctx.limits.forgotPasswordIp.check(ip),
    ctx.limits.forgotPasswordEmail.check(body.email),
  ]);
  await Promise.all([
    ctx.limits.forgotPasswordIp.consume(ip),
    ctx.limits.forgotPasswordEmail.consume(body.email),
  ]);
  ctx.mailer.sendLater(async () => {
    const user = await findUserByEmail(ctx, body.email);
    // A blocked account could not sign in with a new password anyway.
    if (!user || user.isBlocked) return null;
    const token = randomBytes(32).toString("base64url");
    const ttl = ctx.env.PASSWORD_RESET_TTL_SECONDS;
    const grant: ResetGrant = {
      userId: user.id,
      sv: user.sessionVersion,
      exp: ctx.clock().getTime() + ttl * 1000,
    };
    await ctx.redis.set(grantKey(ctx, token), JSON.stringify(grant), "EX", ttl);
    const link = `${ctx.env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
    return passwordResetMail(user.email, link, ttl);
  });
  return { message: PASSWORD_RESET_TEXTS.requested };
}

/**
 * POST /auth/reset-password. GETDEL makes the link single-use even when two requests race; the new password and
 * the bumped session version are written in one conditional update, so every session of the account ends and a
 * link made before an earlier reset (older version) does nothing.
 */
export async function resetPassword(
  ctx: AppContext,
  body: ResetPasswordBody,
  ip: string,
): Promise<PasswordResetResponse> {
  await ctx.limits.resetPasswordIp.consume(ip);
  const raw = await ctx.redis.getdel(grantKey(ctx, body.token));
  if (!raw) throw invalidToken();
  const grant = JSON.parse(raw) as ResetGrant;
  if (grant.exp <= ctx.clock().getTime()) throw invalidToken();
  const passwordHash = await hashPassword(body.password);
  const [row] = await ctx.db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(and(eq(users.id, grant.userId), eq(users.sessionVersion, grant.sv), eq(users.isBlocked, false)))
    .returning({ id: users.id, email: users.email });
  if (!row) throw invalidToken();
  await ctx.authState.invalidate(row.id);
  // Open sockets (other tabs and devices) end now too, as when an account is blocked.
  ctx.realtime.disconnectUser(row.id);
  // Failed logins before the reset no longer lock the owner out of the new password.
  await ctx.limits.loginEmail.reset(row.email.toLowerCase());
  return { message: PASSWORD_RESET_TEXTS.done };
}
