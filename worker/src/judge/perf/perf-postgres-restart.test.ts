import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { perfJobId } from "@grindstone/shared/server";
import type { Worker } from "bullmq";
import { sql } from "drizzle-orm";
import Redis from "ioredis";
import type { PgCluster } from "../../../../scripts/faults/lib/pg-cluster.ts";
import { createWorkerTestDeps } from "../../test/harness.ts";
import { startBackgroundWorker } from "./background-worker.ts";
import {
  acceptedSubmission,
  aroundMeasurements,
  type PerfHarness,
  perfRow,
  recordLogs,
  recordPerfEmits,
  seededCluster,
  until,
} from "./fault-harness.ts";
import { sweepMeasurements } from "./sweep-measurements.ts";

// Issue 27: Postgres restarts while a performance measurement runs in the sandbox. Whether the save meets Postgres
// down (the attempt fails and is retried) or back already (postgres.js reconnects), the measurement is stored once,
// the page hears of it once, and the job ends completed, not failed for good.
let pg: PgCluster;
let h: PerfHarness;
let connection: Redis;
let worker: Worker | null = null;
let restoreRunner = () => {};
beforeAll(async () => {
  pg = await seededCluster();
  // A prefix of its own: judge jobs other suites leave waiting would make every measurement step aside.
  h = await createWorkerTestDeps({
    DATABASE_URL: pg.url("postgres"),
    REDIS_PREFIX: `gs-perf-pg-${crypto.randomUUID().slice(0, 8)}`,
    // All runs in one batch: these faults strike the measurement's one sandbox run (perf-job.test.ts has the batches).
    PERF_BATCHES: "1",
  });
  connection = new Redis(h.env.REDIS_URL, { maxRetriesPerRequest: null });
}, 120_000);
afterEach(async () => {
  restoreRunner();
  await worker?.close();
  worker = null;
});
afterAll(async () => {
  await h?.deps.backgroundQueue.obliterate({ force: true });
  await h?.queue.obliterate({ force: true });
  connection?.disconnect();
  await h?.close();
  await pg?.destroy(false);
});

/** Starts the background worker and records why attempts failed (a failure here is one the retry must absorb). */
function startWorker() {
  const failures: string[] = [];
  worker = startBackgroundWorker(h.deps, connection, h.queue);
  worker.on("failed", (_job, err) => failures.push(err.message));
  return failures;
}

const measured = (id: string) =>
  until(`the measurement of ${id} to end`, async () => {
    const row = await perfRow(h, id);
    return row && row.status !== "PENDING" ? row : undefined;
  });

const completedJob = (id: string) =>
  until(`the job of ${id} to complete`, async () => {
    const job = await h.deps.backgroundQueue.getJob(perfJobId(id));
    return (await job?.getState()) === "completed" ? job : undefined;
  });

describe("a measurement while Postgres restarts", () => {
  test("down when the figures are saved: the job waits (no attempt spent), measures again and stores once", async () => {
    const sub = await acceptedSubmission(h);
    expect((await perfRow(h, sub.id))?.status).toBe("PENDING");
    const emits = recordPerfEmits(h.deps);
    // A crash (no clean shutdown) once the sandbox has the program: the first measurement's figures meet no Postgres.
    const runs = aroundMeasurements(h.deps, async (n, run) => {
      if (n === 1) await pg.stop("immediate");
      return run();
    });
    restoreRunner = runs.restore;
    const logs = recordLogs(h.deps);
    const failures = startWorker();

    // Back once the job has met the outage and waits (delayed, as when judging is busy), a few seconds later still:
    // its next looks meet Postgres down too, and wait again.
    await until("the job to wait for Postgres", async () =>
      runs.runs >= 1 &&
      (await (await h.deps.backgroundQueue.getJob(perfJobId(sub.id)))!.getState()) === "delayed"
        ? true
        : undefined,
    );
    await Bun.sleep(7000);
    await pg.start();

    const row = await measured(sub.id);
    expect(row.status).toBe("MEASURED");
    expect(row.runs).toBe(h.env.PERF_RUNS);
    expect(row.cpuMs!).toBeGreaterThan(0);
    expect(row.measuredAt).not.toBeNull();
    const job = await completedJob(sub.id);
    // An outage is no failure of the measurement: no attempt failed, none was spent, however long it lasted.
    expect(failures).toEqual([]);
    // BullMQ counts the attempt that completed: it is the only one.
    expect(job.attemptsMade).toBe(1);
    // Measured once more (the lost figures), stored once, heard once.
    expect(runs.runs).toBe(2);
    expect(emits.of(sub.id)).toBe(1);
    // The outage is logged once by the circuit breaker, not again per attempt with the whole failed query.
    expect(logs.of(sub.id).filter((l) => l.level === "warn" || l.level === "error")).toEqual([]);
    // Nothing left for the sweeper, and the stored figures stay as they were.
    expect(await sweepMeasurements(h.deps, new Date(Date.now() + 60_000))).toBe(0);
    expect(await perfRow(h, sub.id)).toEqual(row);
  }, 90_000);

  test("bounced while the sandbox measures, answering before the save: the same attempt stores, no retry", async () => {
    const sub = await acceptedSubmission(h);
    const emits = recordPerfEmits(h.deps);
    const runs = aroundMeasurements(h.deps, async (n, run) => {
      if (n === 1) {
        await pg.stop("immediate");
        await pg.start();
        // Back as this process sees it: a query that met the outage (here the test's own polling; in production any
        // other) opened the circuit breaker, and a save before its probe closes it would be refused (the first test).
        await until("Postgres to answer this process", () => h.deps.db.execute(sql`select 1`));
      }
      return run();
    });
    restoreRunner = runs.restore;
    const failures = startWorker();

    const row = await measured(sub.id);
    expect(row.status).toBe("MEASURED");
    expect(row.runs).toBe(h.env.PERF_RUNS);
    await completedJob(sub.id);
    // The pool's dead connections were replaced on the save's own query: nothing failed, nothing ran twice.
    expect(failures).toEqual([]);
    expect(runs.runs).toBe(1);
    expect(emits.of(sub.id)).toBe(1);
    expect(await sweepMeasurements(h.deps, new Date(Date.now() + 60_000))).toBe(0);
  }, 90_000);
});
