import { users } from "@grindstone/db";
import type { AdminUser, Plan } from "@grindstone/shared";
import { desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../lib/errors.ts";

const SUBSCRIPTION: Record<Plan, AdminUser["subscription"]> = { FREE: "free", PAID: "paid" };

export async function listUsers(ctx: AppContext): Promise<AdminUser[]> {
  const rows = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      plan: users.plan,
      isBlocked: users.isBlocked,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt));
  return rows.map((u) => ({
    ...u,
    subscription: SUBSCRIPTION[u.plan],
    createdAt: u.createdAt.toISOString(),
  }));
}

/**
 * Blocking bumps the session version (every token issued so far dies), drops the cached auth state so every
 * instance re-reads it, and ends the user's sockets everywhere through the Redis adapter.
 */
export async function setBlocked(ctx: AppContext, actorId: string, userId: string, isBlocked: boolean) {
  if (actorId === userId) throw new AppError("FORBIDDEN", 403, "You cannot block yourself");
  const [row] = await ctx.db
    .update(users)
    .set({
      isBlocked,
      sessionVersion: isBlocked ? sql`${users.sessionVersion} + 1` : users.sessionVersion,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id, isBlocked: users.isBlocked });
  if (!row) throw notFound("User not found");
  await ctx.authState.invalidate(userId);
  if (isBlocked) ctx.realtime.disconnectUser(userId);
  return row;
}
