import { createDb, migrateDatabase, submissions } from "@grindstone/db";
import { seedDatabase } from "@grindstone/db/seed";
import type { Language } from "@grindstone/shared";
import { createLogger } from "@grindstone/shared/logger";
import {
  BACKGROUND_QUEUE,
  bullPrefix,
  CONTEST_QUEUE,
  JUDGE_ATTEMPTS,
  JUDGE_JOB_OPTIONS,
  JUDGE_JOBS,
  JUDGE_QUEUE,
  socketIoKey,
} from "@grindstone/shared/server";
import { Emitter } from "@socket.io/redis-emitter";
import { type Job, Queue } from "bullmq";
import Redis from "ioredis";
import { testWorkerEnv } from "../env.ts";
import type { WorkerDeps } from "../judge/deps.ts";
import { TestDataCache } from "../judge/test-data-cache.ts";
import { createWorkerMetrics } from "../ops/worker-metrics.ts";
import { createRunner } from "../runners/index.ts";
import type { Runner } from "../runners/runner.ts";

export const workerRoot = new URL("../../..", import.meta.url).pathname;

// Per database: a fault test on a throwaway cluster that ran first used to take the process's one preparation, and
// the files after it found the shared test database unmigrated.
const prepared = new Map<string, Promise<unknown>>();

/**
 * Real deps on the test database (migrated and seeded once per process and database) and Redis, with the real
 * sandbox runner, or the caller's own runner (which the caller then closes).
 */
export async function createWorkerTestDeps(overrides: Record<string, string> = {}, ownRunner?: Runner) {
  const env = testWorkerEnv(overrides);
  const { db, sql } = createDb(env.DATABASE_URL, { max: 4 });
  if (!prepared.has(env.DATABASE_URL))
    prepared.set(
      env.DATABASE_URL,
      migrateDatabase(env.DATABASE_URL).then(() =>
        seedDatabase(db, { adminEmail: "admin@grindstone.dev", adminPassword: "admin12345" }),
      ),
    );
  await prepared.get(env.DATABASE_URL);
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
  const runner = ownRunner ?? createRunner({ slots: 2 });
  const contestQueue = new Queue(CONTEST_QUEUE, { connection: redis, prefix: bullPrefix(env.REDIS_PREFIX) });
  const backgroundQueue = new Queue(BACKGROUND_QUEUE, {
    connection: redis,
    prefix: bullPrefix(env.REDIS_PREFIX),
  });
  const queue = new Queue(JUDGE_QUEUE, {
    connection: redis,
    prefix: bullPrefix(env.REDIS_PREFIX),
    defaultJobOptions: JUDGE_JOB_OPTIONS,
  });
  const deps: WorkerDeps = {
    env,
    log: createLogger("worker", env),
    db,
    redis,
    runner,
    emitter: new Emitter(redis, { key: socketIoKey(env.REDIS_PREFIX) }),
    contestQueue,
    backgroundQueue,
    judgeQueue: queue,
    clock: () => new Date(),
    testData: new TestDataCache(env.TEST_DATA_CACHE_DIR, env.TEST_DATA_CACHE_MB * 1024 * 1024),
    metrics: createWorkerMetrics(runner),
  };
  return {
    deps,
    env,
    queue,
    async close() {
      await Promise.all([queue.close(), contestQueue.close(), backgroundQueue.close()]);
      if (!ownRunner) await runner.close();
      await redis.quit();
      // Bounded as the worker's own shutdown is (index.ts): after a Postgres restart postgres.js's end() could wait
      // for good on a connection it was still re-establishing (seen under load in perf-postgres-restart.test.ts).
      await sql.end({ timeout: 5 });
    },
  };
}

/** Inserts a Queued submission directly (what the API does after admission). */
export async function insertSubmission(
  deps: WorkerDeps,
  v: {
    userId: string;
    problemId: string;
    language: Language;
    sourceCode: string;
    createdAt?: Date;
  },
) {
  const [row] = await deps.db
    .insert(submissions)
    .values({ ...v, status: "Queued" })
    .returning();
  return row!;
}

/** A fresh user row, so each test's solves and leaderboard entries are its own. */
export async function insertUser(deps: WorkerDeps, name = "Worker Test") {
  const { users } = await import("@grindstone/db");
  const [row] = await deps.db
    .insert(users)
    .values({ name, email: `${crypto.randomUUID()}@worker.test`, passwordHash: "not-a-real-hash" })
    .returning();
  return row!;
}

export async function problemBySlug(deps: WorkerDeps, slug: string) {
  const { problems } = await import("@grindstone/db");
  const { eq } = await import("drizzle-orm");
  const [row] = await deps.db.select().from(problems).where(eq(problems.slug, slug));
  return row!;
}

/** A job object as BullMQ hands it to a processor (only the fields processors read). */
export const fakeJudgeDelivery = (submissionId: string, attemptsMade = 0) =>
  ({
    name: JUDGE_JOBS.submission,
    data: { submissionId },
    attemptsMade,
    opts: { attempts: JUDGE_ATTEMPTS },
  }) as unknown as Job;
