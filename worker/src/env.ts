import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { PERF_RUNS } from "@grindstone/shared";
import { baseEnvShape, parseEnvOrExit, testEnvSource } from "@grindstone/shared/env";
import { INFLIGHT_STALE_MS } from "@grindstone/shared/server";
import { z } from "zod";

export const workerEnvSchema = z.object({
  ...baseEnvShape,
  /** Use a Judge0 CE server instead of the embedded bubblewrap sandbox. */
  JUDGE0_URL: z.url().optional(),
  JUDGE0_TOKEN: z.string().min(1).optional(),
  /**
   * The embedded sandbox's mode (runners/local-sandbox.ts): `strict` requires per-slot uids, cgroups and seccomp
   * and refuses to start without them; `dev` degrades loudly. Production is always strict.
   */
  SANDBOX_MODE: z.enum(["strict", "dev"]).optional(),
  /**
   * The sandboxes' CPU weight, all together, against the host's other processes (cgroup cpu.weight: 100 = one
   * ordinary process, the default). Where the API shares the worker's cores, a low weight (e.g. 10) keeps pages
   * and pushes fast under a judging rush; idle cores stay the sandboxes' whatever the weight (docs/operations.md).
   */
  SANDBOX_CPU_WEIGHT: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Sandbox slots = jobs judged at once by this process; one per core keeps CPU-time measurements honest. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  /**
   * BullMQ job lock. A crashed worker's job is picked up again once its lock lapses, so this bounds how long a
   * submission waits after a crash; the worker renews it every half period while judging.
   */
  WORKER_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  /**
   * Caps on one imported archive (problem-import/archive/caps.ts): its size, its unpacked size and its members. The
   * defaults take any single problem set; a whole archive such as Code Jam's may need more (the refusal says which).
   */
  IMPORT_MAX_ARCHIVE_MB: z.coerce.number().int().min(1).default(1024),
  IMPORT_MAX_UNPACKED_MB: z.coerce.number().int().min(1).default(512),
  IMPORT_MAX_FILES: z.coerce.number().int().min(1).default(20_000),
  /**
   * Where this worker keeps test data stored by content (test_data), a file per SHA-256, fetched on first use; and
   * how big that folder may grow before the least recently used files are removed. Survives restarts.
   */
  TEST_DATA_CACHE_DIR: z.string().default(join(tmpdir(), "grindstone-test-data")),
  TEST_DATA_CACHE_MB: z.coerce.number().int().min(16).default(4096),
  /** The import job's lock: a worker that died mid-import gives its import to another after about this long. */
  IMPORT_LOCK_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * Submissions Queued/Running longer than this, whose job is gone or failed, are re-enqueued by the sweeper (a
   * live job, however long it waits in a busy queue, is left alone). With the sweep interval this bounds how long
   * a stranded submission (its enqueue failed, or its job ran out of retries in a long outage) waits: under 1 min.
   */
  STUCK_AFTER_MS: z.coerce.number().int().min(1000).default(30_000),
  /**
   * A performance measurement runs the heaviest test PERF_RUNS times, in PERF_BATCHES batches PERF_BATCH_GAP_MS apart
   * (plus up to a second of jitter): a slow spell of the machine then spoils only some of them
   * (judge/perf/measure.ts). The gap holds no slot: the job waits delayed, and other measurements run meanwhile.
   * 1 batch = back to back; more batches than runs = one run each.
   */
  PERF_RUNS: z.coerce.number().int().min(1).max(50).default(PERF_RUNS),
  PERF_BATCHES: z.coerce.number().int().min(1).max(50).default(3),
  PERF_BATCH_GAP_MS: z.coerce.number().int().min(0).default(4000),
  /**
   * When no batch found the machine steady (a yardstick run beside each batch said a slow spell was on:
   * runners/yardstick.ts), up to this many extra one-run batches follow, each after twice the previous gap (8, 16,
   * 32 s by default), until one does. 0: never.
   */
  PERF_EXTRA_BATCHES: z.coerce.number().int().min(0).max(10).default(3),
  /** At most half INFLIGHT_STALE_MS: each sweep also refreshes the in-flight entries of unfinished submissions. */
  SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(INFLIGHT_STALE_MS / 2)
    .default(15_000),
});
export type WorkerEnv = z.infer<typeof workerEnvSchema>;

/** Strict unless asked otherwise, and always in production: a laptop opts into `dev` explicitly. */
export const sandboxMode = (env: WorkerEnv) =>
  env.NODE_ENV === "production" ? "strict" : (env.SANDBOX_MODE ?? "strict");

export const loadWorkerEnv = () => parseEnvOrExit(workerEnvSchema, process.env);

/** Tests: the same schema pointed at the test database, Redis DB and prefix (see api/src/env.ts `testEnv`). */
export function testWorkerEnv(overrides: Record<string, string> = {}): WorkerEnv {
  return workerEnvSchema.parse(testEnvSource(overrides));
}
