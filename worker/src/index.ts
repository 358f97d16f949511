import { createDb } from "@grindstone/db";
import { logUnlessDown, watchConnection } from "@grindstone/shared/connection-watch";
import { createLogger, exitAfterFlush, postgresLog } from "@grindstone/shared/logger";
import { trackQueueCounts } from "@grindstone/shared/metrics";
import {
  BACKGROUND_QUEUE,
  bullPrefix,
  CONTEST_QUEUE,
  JUDGE_JOB_OPTIONS,
  JUDGE_QUEUE,
  socketIoKey,
} from "@grindstone/shared/server";
import { Emitter } from "@socket.io/redis-emitter";
import { Queue } from "bullmq";
import Redis from "ioredis";
import { startChallengeWorker } from "./challenges/challenge-worker.ts";
import {
  keepDifficultyScheduled,
  keepReconcileScheduled,
  startContestWorker,
} from "./contests/contest-worker.ts";
import { loadWorkerEnv, sandboxMode } from "./env.ts";
import type { WorkerDeps } from "./judge/deps.ts";
import { startJudgeWorker } from "./judge/judge-worker.ts";
import { startBackgroundWorker } from "./judge/perf/background-worker.ts";
import { startSweeper } from "./judge/sweeper.ts";
import { TestDataCache } from "./judge/test-data-cache.ts";
import { startOpsServer } from "./ops/http-server.ts";
import { observeJobWait } from "./ops/job-wait.ts";
import { createWorkerMetrics } from "./ops/worker-metrics.ts";
import { startImportWorker } from "./problem-import/import-job.ts";
import { createRunner } from "./runners/index.ts";

const env = loadWorkerEnv();
const log = createLogger("worker", env);
// The judge jobs' connections, plus a few for the contest worker's short jobs.
const { db, sql } = createDb(env.DATABASE_URL, { max: env.WORKER_CONCURRENCY + 4, log: postgresLog(log) });
// BullMQ requires maxRetriesPerRequest: null on worker connections (blocking commands must not time out).
const connection = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
const contestConnection = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
const importConnection = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
const challengeConnection = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
watchConnection("worker: redis (queue)", connection, log);
watchConnection("worker: redis", redis, log);
watchConnection("worker: redis (contests)", contestConnection, log);
watchConnection("worker: redis (imports)", importConnection, log);
watchConnection("worker: redis (challenges)", challengeConnection, log);
const prefix = bullPrefix(env.REDIS_PREFIX);
const contestQueue = new Queue(CONTEST_QUEUE, { connection: redis, prefix });
logUnlessDown(contestQueue, redis, "worker: contest queue", log);
const backgroundQueue = new Queue(BACKGROUND_QUEUE, { connection: redis, prefix });
logUnlessDown(backgroundQueue, redis, "worker: background queue", log);
const backgroundConnection = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
watchConnection("worker: redis (background)", backgroundConnection, log);

const runner = createRunner({
  judge0Url: env.JUDGE0_URL,
  judge0Token: env.JUDGE0_TOKEN,
  slots: env.WORKER_CONCURRENCY,
  mode: sandboxMode(env),
  log,
  cpuWeight: env.SANDBOX_CPU_WEIGHT,
});
// Before taking any job: a strict sandbox that cannot isolate refuses to start (and the process exits), rather than
// failing every submission it picks up.
try {
  const isolation = await runner.describe?.();
  if (isolation) log.info({ isolation }, `sandbox: ${isolation}`);
} catch (err) {
  log.fatal({ err }, `the sandbox cannot start: ${(err as Error).message}`);
  await runner.close().catch(() => {});
  await exitAfterFlush(log, 1);
}
const queue = new Queue(JUDGE_QUEUE, { connection: redis, prefix, defaultJobOptions: JUDGE_JOB_OPTIONS });
logUnlessDown(queue, redis, "worker: judge queue (adding)", log);
const deps: WorkerDeps = {
  env,
  log,
  db,
  redis,
  emitter: new Emitter(redis, { key: socketIoKey(env.REDIS_PREFIX) }),
  contestQueue,
  backgroundQueue,
  judgeQueue: queue,
  runner,
  clock: () => new Date(),
  testData: new TestDataCache(env.TEST_DATA_CACHE_DIR, env.TEST_DATA_CACHE_MB * 1024 * 1024),
  metrics: createWorkerMetrics(runner),
};
const worker = startJudgeWorker(deps, connection);
observeJobWait(worker, deps.metrics, "judge");

const stopSweeper = startSweeper(deps, queue);
// Contest transitions, the reconciliation and scoreboard pushes: a second worker on its own queue, so a busy judge
// queue never delays a contest's start.
const contestWorker = startContestWorker(deps, contestConnection);
observeJobWait(contestWorker, deps.metrics, "contest");
trackQueueCounts(deps.metrics.registry, { judge: queue, contest: contestQueue, background: backgroundQueue });
const stopReconcileSchedule = keepReconcileScheduled(contestQueue, log);
const stopDifficultySchedule = keepDifficultyScheduled(contestQueue, log);
// Problem-package imports (issue 25): their own queue, one at a time, on the same runner as judging.
const imports = startImportWorker(deps, importConnection);
observeJobWait(imports.worker, deps.metrics, "import");
// Learners' challenges (issue 27): their own queue, one job at a time, each run only while the judge queue is idle.
const challenges = startChallengeWorker(deps, challengeConnection, queue);
observeJobWait(challenges.worker, deps.metrics, "challenge");
// Performance measurements (issue 27): behind all judging, one at a time (judge/perf/background-worker.ts).
const background = startBackgroundWorker(deps, backgroundConnection, queue);
log.info(
  { runner: runner.name, concurrency: env.WORKER_CONCURRENCY },
  `judging with ${runner.name} × ${env.WORKER_CONCURRENCY}`,
);

let stopping = false;
// Left running until the process exits: while the jobs drain, /health/ready answers 503.
if (env.METRICS_PORT !== undefined) {
  const ops = startOpsServer(env.METRICS_PORT, deps.metrics, { redis, sql, isDraining: () => stopping });
  log.info({ port: ops.port }, `metrics and health on http://localhost:${ops.port}`);
}
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // Holds the process open until "stopped" is logged: once the queues and connections are closed, nothing else might.
  const keepAlive = setInterval(() => {}, 1000);
  log.info({ signal }, `${signal}: finishing current jobs`);
  stopSweeper();
  stopReconcileSchedule();
  stopDifficultySchedule();
  // Both wait for their active jobs to finish and take no new ones.
  // An import in progress is abandoned (aborted) rather than waited for: it can take minutes; its job is retried.
  await Promise.allSettled([
    worker.close(),
    contestWorker.close(),
    imports.close(),
    background.close(),
    challenges.close(),
  ]);
  await Promise.allSettled([queue.close(), contestQueue.close(), backgroundQueue.close(), runner.close()]);
  await Promise.allSettled([
    connection.quit(),
    backgroundConnection.quit(),
    contestConnection.quit(),
    importConnection.quit(),
    challengeConnection.quit(),
    redis.quit(),
    sql.end({ timeout: 5 }),
  ]);
  log.info("stopped");
  // As the API's drain (api/src/index.ts): the logger's flush callback may come before its write reaches the pipe,
  // so the process ends by itself once nothing is pending, and only a handle left open (the ops server) is cut.
  log.flush(() => {
    clearInterval(keepAlive);
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
