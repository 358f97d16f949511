import { eq, like, or, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { users } from "../schema/users.ts";

export const DEMO_USER = {
  name: "Demo Learner",
  email: "demo@grindstone.dev",
  password: "demo12345",
} as const;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

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

/**
 * The seed's sample contestants live under a reserved domain (RFC 2606: `.invalid` never resolves, so nothing is
 * ever mailed there) and get a random password nobody knows: they cannot sign in. The landing page's learner count
 * leaves them and the shared demo learner out (`isSeededAccount`), since they are not people.
 */
export const SAMPLE_EMAIL_DOMAIN = "sample.grindstone.invalid";

/** SQL: the `users` row is one the seed made for show (the demo learner or a sample contestant). */
export const isSeededAccount = () =>
  or(byEmail(DEMO_USER.email), like(sql`lower(${users.email})`, `%@${SAMPLE_EMAIL_DOMAIN}`))!;

/** Inserts a sample contestant once (keyed by e-mail) and returns its id. */
export async function upsertSampleAccount(db: Db | Tx, name: string, local: string) {
  const email = `${local}@${SAMPLE_EMAIL_DOMAIN}`;
  const [found] = await db.select({ id: users.id }).from(users).where(byEmail(email));
  if (found) return found.id;
  const passwordHash = await Bun.password.hash(crypto.randomUUID(), { algorithm: "argon2id" });
  await db.insert(users).values({ name, email, passwordHash, role: "USER" }).onConflictDoNothing();
  const [row] = await db.select({ id: users.id }).from(users).where(byEmail(email));
  return row!.id;
}
