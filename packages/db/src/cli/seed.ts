import { createDb } from "../client.ts";
import { loadDbEnv } from "../env.ts";
import { migrateDatabase } from "../migrate.ts";
import { seedDatabase } from "../seed/index.ts";

const env = loadDbEnv();
await migrateDatabase(env.DATABASE_URL);
const { db, sql } = createDb(env.DATABASE_URL, { max: 2 });
const { problemIds } = await seedDatabase(db, {
  adminEmail: env.ADMIN_EMAIL,
  adminPassword: env.ADMIN_PASSWORD,
});
await sql.end();
console.log(`[db] seeded (${problemIds.length} demo problems)`);
