/**
 * `bun run dev`: migrate and seed, then the API in watch mode, a worker and Vite with hot reload on :5173
 * (Vite proxies /api and /socket.io to the API on PORT).
 */
import { fileURLToPath } from "node:url";
import { createDb, migrateDatabase } from "@grindstone/db";
import { seedDatabase } from "@grindstone/db/seed/index";
import { scriptEnv as env } from "./env.ts";
import { preflight } from "./preflight.ts";
import { superviseChildren } from "./supervise.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const down = await preflight(env.DATABASE_URL, env.REDIS_URL);
if (down.length > 0) {
  console.error(`Cannot start Grindstone:\n${down.map((d) => `- ${d}`).join("\n")}`);
  process.exit(1);
}
await migrateDatabase(env.DATABASE_URL);
const { db, sql } = createDb(env.DATABASE_URL, { max: 2 });
await seedDatabase(db, { adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD });
await sql.end();

await superviseChildren(
  [
    { name: "api", cmd: [process.execPath, "--watch", "api/src/index.ts"] },
    { name: "worker", cmd: [process.execPath, "--watch", "worker/src/index.ts"] },
    { name: "web", cmd: [process.execPath, "x", "vite", "--config", "web/vite.config.ts", "web"] },
  ],
  {
    cwd: root,
    healthUrl: `http://127.0.0.1:${env.PORT}/api/v1/health`,
    onReady: () => console.log(`\n  Dev servers up: http://localhost:5173 (Vite) → API on :${env.PORT}\n`),
  },
);
