import { eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { users } from "../schema/users.ts";

export const DEMO_USER = {
  name: "Demo Learner",
  email: "demo@grindstone.dev",
  password: "demo12345",
} as const;

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/**
 * Inserts the account when missing and otherwise leaves its password alone (someone may have changed it);
 * the admin's role is re-asserted so ADMIN_EMAIL always names an admin.
 */
export async function upsertAccount(
  db: Db,
  a: { name: string; email: string; password: string; role: "ADMIN" | "USER" },
) {
  const [found] = await db.select({ id: users.id }).from(users).where(byEmail(a.email));
  if (found) {
    if (a.role === "ADMIN") await db.update(users).set({ role: "ADMIN" }).where(eq(users.id, found.id));
    return found.id;
  }
  const passwordHash = await Bun.password.hash(a.password, { algorithm: "argon2id" });
  await db
    .insert(users)
    .values({ name: a.name, email: a.email.toLowerCase(), passwordHash, role: a.role })
    .onConflictDoNothing();
  const [row] = await db.select({ id: users.id }).from(users).where(byEmail(a.email));
  return row!.id;
}
