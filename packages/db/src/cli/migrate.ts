import { loadDbEnv } from "../env.ts";
import { migrateDatabase } from "../migrate.ts";

const env = loadDbEnv();
await migrateDatabase(env.DATABASE_URL);
console.log("[db] migrations applied");
