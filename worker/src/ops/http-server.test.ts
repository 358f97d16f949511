import { afterAll, beforeAll, expect, test } from "bun:test";
import { createDb } from "@grindstone/db";
import Redis from "ioredis";
import { testWorkerEnv } from "../env.ts";
import { noSandbox } from "../test/no-sandbox.ts";
import { startOpsServer } from "./http-server.ts";
import { createWorkerMetrics } from "./worker-metrics.ts";

const env = testWorkerEnv();
const { sql } = createDb(env.DATABASE_URL, { max: 2 });
const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
// Nothing listens on port 1: every command waits for a connection that never comes (what an outage looks like).
const deadRedis = new Redis("redis://127.0.0.1:1", { maxRetriesPerRequest: null });
deadRedis.on("error", () => {});
const metrics = createWorkerMetrics(noSandbox);
let draining = false;
const servers = [
  startOpsServer(0, metrics, { redis, sql, isDraining: () => draining }),
  startOpsServer(0, metrics, { redis: deadRedis, sql, isDraining: () => false }),
];
const [healthy, noRedis] = servers.map((s) => `http://127.0.0.1:${s.port}`) as [string, string];

beforeAll(() => redis.ping());
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop(true)));
  deadRedis.disconnect();
  await redis.quit();
  await sql.end();
});

test("/metrics is Prometheus text with the worker's metrics; other paths are JSON 404s", async () => {
  const res = await fetch(`${healthy}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toStartWith("text/plain");
  const text = await res.text();
  for (const name of ["judge_job_wait_seconds", "judge_duration_seconds", "process_cpu_seconds_total"])
    expect(text).toContain(`# TYPE ${name}`);
  const other = await fetch(`${healthy}/health`);
  expect(other.status).toBe(404);
  expect(await other.json()).toEqual({ error: "Not found", code: "NOT_FOUND" });
});

test("/health/live answers while the process is up", async () => {
  const res = await fetch(`${healthy}/health/live`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: "ok" });
});

test("/health/ready is 200 with Redis and Postgres up, 503 once draining", async () => {
  expect((await fetch(`${healthy}/health/ready`)).status).toBe(200);
  draining = true;
  try {
    const res = await fetch(`${healthy}/health/ready`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "draining", code: "SERVICE_UNAVAILABLE" });
  } finally {
    draining = false;
  }
});

// The probe gives Redis 2 s; the test's own timeout is what would catch a probe that hangs.
test("/health/ready is 503 when Redis does not answer", async () => {
  const res = await fetch(`${noRedis}/health/ready`);
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({
    status: "degraded",
    error: "Unavailable: redis",
    code: "SERVICE_UNAVAILABLE",
  });
}, 10_000);
