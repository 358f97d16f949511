/**
 * Gives every test run a clean slate: drops and re-creates the test database (migrations run as tests start) and
 * deletes the test run's Redis keys. Refuses to touch anything whose name does not say "test".
 */
import Redis from "ioredis";
import postgres from "postgres";
import { loadTestStateEnv } from "./env.ts";

const env = loadTestStateEnv();

const dbName = new URL(env.TEST_DATABASE_URL).pathname.slice(1);
if (!/test/.test(dbName))
  throw new Error(`Refusing to drop "${dbName}": test database names must contain "test"`);
const admin = new URL(env.TEST_DATABASE_URL);
admin.pathname = "/postgres";
const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
await sql.unsafe(`drop database if exists "${dbName}" with (force)`);
await sql.unsafe(`create database "${dbName}"`);
await sql.end();

const redis = new Redis(env.TEST_REDIS_URL);
let cursor = "0";
let deleted = 0;
// Both prefixes the suites use: gs-test (integration) and gs-e2e (the browser suite's server).
for (const pattern of [`${env.TEST_REDIS_PREFIX}*`, "gs-e2e*", "bull:*"]) {
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1000);
    cursor = next;
    if (keys.length > 0) deleted += await redis.del(...keys);
  } while (cursor !== "0");
}
await redis.quit();
console.log(`[test] fresh database ${dbName}; ${deleted} old Redis keys removed`);
