import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { perfJobId } from "@grindstone/shared/server";
import type { Worker } from "bullmq";
import Redis from "ioredis";
import type { PgCluster } from "../../../../scripts/faults/lib/pg-cluster.ts";
// A private redis-server on its own port: the only Redis a test may restart (never the shared one on 6379).
import { createRedisServer, type RedisServer } from "../../../../scripts/faults/lib/redis-server.ts";
import { createWorkerTestDeps } from "../../test/harness.ts";
import { startBackgroundWorker } from "./background-worker.ts";
import {
  acceptedSubmission,
  aroundMeasurements,
  expectRedisOutages,
  type PerfHarness,
  perfRow,
  recordLogs,
  recordPerfEmits,
  seededCluster,
  signal,
  until,
  within,
} from "./fault-harness.ts";
import { sweepMeasurements } from "./sweep-measurements.ts";

// Issue 27: Redis restarts under the performance measurements. With its AOF (production) nothing is lost; without
// it the job is gone, the sweeper queues it again from the PENDING row, and a measurement still running when that
// happens races its replacement: both may measure, one stores, the page hears of it once.
// Postgres is a throwaway cluster too: the sweeper reads every PENDING row, and other suites' rows are not ours.
let redis: RedisServer;
let pg: PgCluster;
let h: PerfHarness;
const workers: Worker[] = [];
const connections: Redis[] = [];
let restoreRunner = () => {};
beforeAll(async () => {
  [redis, pg] = await Promise.all([createRedisServer(), seededCluster()]);
  h = await createWorkerTestDeps({
    DATABASE_URL: pg.url("postgres"),
    REDIS_URL: redis.url,
    REDIS_PREFIX: `gs-perf-redis-${crypto.randomUUID().slice(0, 8)}`,
    // All runs in one batch: these faults strike the measurement's one sandbox run (perf-job.test.ts has the batches).
    PERF_BATCHES: "1",
  });
  expectRedisOutages(h);
}, 120_000);
afterEach(async () => {
  restoreRunner();
  await Promise.all(workers.splice(0).map((w) => w.close()));
  for (const c of connections.splice(0)) c.disconnect();
});
afterAll(async () => {
  await h?.close();
  await Promise.all([redis?.destroy(false), pg?.destroy(false)]);
});

function startWorker() {
  const connection = new Redis(h.env.REDIS_URL, { maxRetriesPerRequest: null });
  connections.push(connection);
  const worker = startBackgroundWorker(h.deps, connection, h.queue);
  workers.push(worker);
  return worker;
}

/** A restart that keeps nothing: what a Redis without persistence (or with its disk lost) comes back with. */
async function restartEmpty() {
  await redis.stop();
  rmSync(join(redis.dir, "appendonlydir"), { recursive: true, force: true });
  await redis.start();
}

const measured = (id: string) =>
  until(`the measurement of ${id} to end`, async () => {
    const row = await perfRow(h, id);
    return row && row.status !== "PENDING" ? row : undefined;
  });

const jobState = async (id: string) =>
  (await (await h.deps.backgroundQueue.getJob(perfJobId(id)))?.getState()) ?? "gone";

const later = () => new Date(Date.now() + 60_000);

describe("measurements while Redis restarts", () => {
  test("restarted with its AOF while the sandbox measures: the job completes, measured and stored once", async () => {
    const sub = await acceptedSubmission(h);
    const emits = recordPerfEmits(h.deps);
    const runs = aroundMeasurements(h.deps, async (n, run) => {
      if (n === 1) {
        await redis.stop();
        await redis.start();
      }
      return run();
    });
    restoreRunner = runs.restore;
    startWorker();

    expect((await measured(sub.id)).status).toBe("MEASURED");
    expect(
      await until("the job to complete", async () =>
        (await jobState(sub.id)) === "completed" ? true : undefined,
      ),
    ).toBe(true);
    expect(runs.runs).toBe(1);
    expect(emits.of(sub.id)).toBe(1);
  }, 90_000);

  test("restarted empty while the job waits: the sweeper queues it again once, and it is measured", async () => {
    const sub = await acceptedSubmission(h);
    expect(await jobState(sub.id)).toBe("waiting");
    const emits = recordPerfEmits(h.deps);
    await restartEmpty();
    // The clients reconnect on their own; the job is gone, the row still says "measuring".
    expect(await until("Redis back", () => h.deps.redis.ping())).toBe("PONG");
    expect(await jobState(sub.id)).toBe("gone");
    expect((await perfRow(h, sub.id))?.status).toBe("PENDING");

    expect(await sweepMeasurements(h.deps, later())).toBe(1);
    expect(await jobState(sub.id)).toBe("waiting");
    expect(await sweepMeasurements(h.deps, later())).toBe(0); // a waiting job is left alone
    startWorker();
    const row = await measured(sub.id);
    expect(row.status).toBe("MEASURED");
    expect(emits.of(sub.id)).toBe(1);
  }, 90_000);

  test("restarted empty mid-measurement: the sweeper's replacement measures too, one stores, one emit", async () => {
    const sub = await acceptedSubmission(h);
    const emits = recordPerfEmits(h.deps);
    const firstMeasured = signal();
    const release = signal();
    // The first worker's figures are held back until its replacement has stored: the late save must store nothing.
    const runs = aroundMeasurements(h.deps, async (n, run) => {
      const result = await run();
      if (n === 1) {
        firstMeasured.open();
        await release.opened;
      }
      return result;
    });
    restoreRunner = runs.restore;
    const logs = recordLogs(h.deps);
    const first = startWorker();
    await within("the first delivery to measure", firstMeasured.opened);
    await within("Redis to restart empty", restartEmpty());

    // The job is gone while its first delivery still runs: the row is PENDING, so the sweeper queues it again.
    expect(await until("a sweep after the restart", () => sweepMeasurements(h.deps, later()))).toBe(1);
    startWorker(); // the first one is busy (concurrency 1): a second worker takes the replacement
    const row = await measured(sub.id);
    expect(row.status).toBe("MEASURED");
    expect(emits.of(sub.id)).toBe(1);
    expect(
      await until("the replacement to complete", async () =>
        (await jobState(sub.id)) === "completed" ? true : undefined,
      ),
    ).toBe(true);

    release.open();
    // Closing waits for the first delivery to finish: its save has been tried.
    await within("the first worker to close", first.close());
    expect(runs.runs).toBe(2);
    expect(await perfRow(h, sub.id)).toEqual(row);
    expect(emits.of(sub.id)).toBe(1);
    // Each delivery's "done" line says what it did: one stored its figures, the late one stored nothing.
    const done = logs.of(sub.id).filter((l) => l.msg.startsWith("submission-perf done"));
    expect(done.map((l) => l.status ?? "stored nothing").sort()).toEqual(["MEASURED", "stored nothing"]);
    // The late delivery, whose lock Redis lost, does not turn the replacement's completed job into a failed one.
    expect(await jobState(sub.id)).toBe("completed");
    expect(await sweepMeasurements(h.deps, later())).toBe(0);
  }, 90_000);
});
