import type { Db } from "@grindstone/db";
import type { Logger } from "@grindstone/shared/logger";
import type { Emitter } from "@socket.io/redis-emitter";
import type { Queue } from "bullmq";
import type Redis from "ioredis";
import type { WorkerEnv } from "../env.ts";
import type { WorkerMetrics } from "../ops/worker-metrics.ts";
import type { Runner } from "../runners/runner.ts";
import type { TestDataCache } from "./test-data-cache.ts";

/** What every processor needs, built once in index.ts and handed in (tests build a real one). */
export type WorkerDeps = {
  env: WorkerEnv;
  /** The process's root logger; a job's own carries its ids (judge/job-log.ts). */
  log: Logger;
  db: Db;
  /** Commands and publishing (never used for blocking BullMQ calls). */
  redis: Redis;
  emitter: Emitter;
  /** The contest queue (CONTEST_QUEUE): a verdict adds the throttled scoreboard push to it. */
  contestQueue: Queue;
  /** The background queue (BACKGROUND_QUEUE): an Accepted verdict adds its performance measurement to it. */
  backgroundQueue: Queue;
  /** The judge queue (JUDGE_QUEUE), for adding judge jobs (the sweeper, a round's system test); never consumed here. */
  judgeQueue: Queue;
  runner: Runner;
  /** Test data stored by content, as files on this machine's disk (judge/test-data-cache.ts). */
  testData: TestDataCache;
  /** Injected so tests can judge "just before" and "just after" a UTC midnight. */
  clock: () => Date;
  /** This process's Prometheus registry and the instruments judging records into. */
  metrics: WorkerMetrics;
};
