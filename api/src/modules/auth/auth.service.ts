import { type UserRow, users } from "@grindstone/db";
import type { LoginBody, RegisterBody } from "@grindstone/shared";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError, isUniqueViolation } from "../../lib/errors.ts";

const INVALID = () => new AppError("INVALID_CREDENTIALS", 401, "Invalid email or password");
// Verified against when the e-mail is unknown, so both failures take the same time and say the same thing.
const DUMMY_HASH = await Bun.password.hash("timing-equaliser", { algorithm: "argon2id" });

export const hashPassword = (password: string) => Bun.password.hash(password, { algorithm: "argon2id" });

export async function findUserByEmail(ctx: AppContext, email: string) {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

/** Role, plan and blocked flag are never taken from the body: the schema strips them and the insert omits them. */
export async function registerUser(ctx: AppContext, body: RegisterBody, ip: string): Promise<UserRow> {
  await ctx.limits.registerIp.consume(ip);
  if (await findUserByEmail(ctx, body.email)) throw new AppError("EMAIL_TAKEN", 409, "User already exists");
  const passwordHash = await hashPassword(body.password);
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({ name: body.name, email: body.email, passwordHash })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("EMAIL_TAKEN", 409, "User already exists");
    throw err;
  }
}

export async function loginUser(ctx: AppContext, body: LoginBody, ip: string): Promise<UserRow> {
  // Check both budgets before doing any password work; spend them only on failure so real users are not locked out.
  await Promise.all([ctx.limits.loginIp.check(ip), ctx.limits.loginEmail.check(body.email)]);
  const user = await findUserByEmail(ctx, body.email);
  const ok = await Bun.password.verify(body.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    await Promise.all([ctx.limits.loginIp.consume(ip), ctx.limits.loginEmail.consume(body.email)]);
    throw INVALID();
  }
  if (user.isBlocked)
    throw new AppError("ACCOUNT_BLOCKED", 403, "Your account has been blocked. Contact support.");
  await ctx.limits.loginEmail.reset(body.email);
  return user;
}

export async function getUserById(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}
