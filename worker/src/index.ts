import Redis from "ioredis";
import { loadWorkerEnv } from "./env.ts";

/**
 * The judge worker. Until the judging engine lands it only holds its Redis connection and shuts down
 * cleanly, so `bun run start` and docker-compose already run the process topology we deploy.
 */
const env = loadWorkerEnv();
// BullMQ requires maxRetriesPerRequest: null on worker connections (blocking commands must not time out).
const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
redis.on("error", (err) => console.error("[worker] redis:", err.message));
await redis.ping();
console.log(`[worker] ready (pid ${process.pid}); judging arrives with the judging engine`);

async function shutdown(signal: string) {
  console.log(`[worker] ${signal}: closing`);
  await redis.quit().catch(() => {});
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
