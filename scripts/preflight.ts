import { createDb, migrateDatabase } from "@grindstone/db";
import { seedDatabase } from "@grindstone/db/seed";
import Redis from "ioredis";
import postgres from "postgres";

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, "//$1:***@");

const HOW_TO_START = {
  postgres:
    "Start it with `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start` (local service) or `docker compose up -d postgres redis`.",
  redis:
    'Start it with `redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no` (local) or `docker compose up -d postgres redis`.',
};

/** Fails fast, naming the URL that did not answer and how to start it, before anything else is launched. */
export async function preflight(databaseUrl: string, redisUrl: string) {
  const problems: string[] = [];
  const admin = new URL(databaseUrl);
  admin.pathname = "/postgres"; // the app database may not exist yet; start-up creates it
  const sql = postgres(admin.toString(), { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
  } catch (err) {
    problems.push(
      `PostgreSQL at ${redact(databaseUrl)} is not reachable (${(err as Error).message}).\n  ${HOW_TO_START.postgres}`,
    );
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 3000,
  });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    problems.push(
      `Redis at ${redact(redisUrl)} is not reachable (${(err as Error).message}).\n  ${HOW_TO_START.redis}`,
    );
  } finally {
    redis.disconnect();
  }
  return problems;
}

/**
 * What both `start` and `dev` do before launching anything: fail fast (exit 1, naming what is down), then create
 * and migrate the database and seed it (idempotent). Returns the number of demo problems.
 */
export async function prepareDatabase(env: {
  DATABASE_URL: string;
  REDIS_URL: string;
  ADMIN_EMAIL: string;
  ADMIN_PASSWORD: string;
}) {
  const down = await preflight(env.DATABASE_URL, env.REDIS_URL);
  if (down.length > 0) {
    console.error(`Cannot start Grindstone:\n${down.map((d) => `- ${d}`).join("\n")}`);
    process.exit(1);
  }
  await migrateDatabase(env.DATABASE_URL);
  const { db, sql } = createDb(env.DATABASE_URL, { max: 2 });
  const { problemIds } = await seedDatabase(db, {
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
  });
  await sql.end();
  return problemIds.length;
}
