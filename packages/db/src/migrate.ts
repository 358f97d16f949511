import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { createDb } from "./client.ts";
import { ensureDatabase } from "./ensure-database.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../migrations", import.meta.url));

/** Creates the database when missing, then applies the committed drizzle-kit migrations (under an advisory lock). */
export async function migrateDatabase(url: string) {
  await ensureDatabase(url);
  const { db, sql } = createDb(url, { max: 1 });
  try {
    // Several processes may start at once (api + worker, or N replicas); drizzle's migrator is not concurrent-safe.
    await sql`select pg_advisory_lock(727274)`;
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await sql`select pg_advisory_unlock(727274)`.catch(() => {});
    await sql.end();
  }
}
