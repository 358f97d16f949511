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
