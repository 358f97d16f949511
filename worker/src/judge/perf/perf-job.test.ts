import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { hostname } from "node:os";
import { submissionPerformance, submissions } from "@grindstone/db";
import { getSubmissionResults, recordVerdict } from "@grindstone/db/queries/submissions";
import { BACKGROUND_JOBS, JUDGE_JOBS, perfJobId, perfYardstickKey } from "@grindstone/shared/server";
import { DelayedError, type Job, type Worker } from "bullmq";
import { eq } from "drizzle-orm";
import Redis from "ioredis";
import { judgeSubmission } from "../../processors/judge-submission.ts";
import {
  createWorkerTestDeps,
  fakeJudgeDelivery,
  insertSubmission,
  insertUser,
  problemBySlug,
} from "../../test/harness.ts";
import { JudgeTestCache } from "../test-cache.ts";
import { startBackgroundWorker } from "./background-worker.ts";
import { measureSubmission } from "./measure-submission.ts";
import { sweepMeasurements } from "./sweep-measurements.ts";

// A prefix of its own: judge jobs other suites leave waiting would make every measurement step aside.
let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
let connection: Redis;
let worker: Worker | null = null;
beforeAll(async () => {
  h = await createWorkerTestDeps({
    REDIS_PREFIX: `gs-test-perf-${crypto.randomUUID().slice(0, 8)}`,
    // Batches a moment apart (the default is seconds): the tests watch a job wait between them.
    PERF_RUNS: "5",
    PERF_BATCHES: "3",
    PERF_BATCH_GAP_MS: "500",
    // No extra batches unless a test asks (this machine's slow spells would otherwise change how many runs a test sees).
    PERF_EXTRA_BATCHES: "0",
  });
  connection = new Redis(h.env.REDIS_URL, { maxRetriesPerRequest: null });
});
afterAll(async () => {
  await worker?.close();
  await h.deps.backgroundQueue.obliterate({ force: true });
  await h.queue.obliterate({ force: true });
  await connection.quit();
  await h.close();
});

const perfRow = async (id: string) =>
  (await h.deps.db.select().from(submissionPerformance).where(eq(submissionPerformance.submissionId, id)))[0];

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 90_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await Bun.sleep(100);
  }
}

async function judged(slug: string, source?: string) {
  const user = await insertUser(h.deps);
  const problem = await problemBySlug(h.deps, slug);
  const sub = await insertSubmission(h.deps, {
    userId: user.id,
    problemId: problem.id,
    language: "PYTHON",
    sourceCode: source ?? problem.referenceSolutions.PYTHON!,
  });
  const process = judgeSubmission(h.deps);
  // Delivered twice (a stalled lock's replacement): still one row, one job.
  await process(fakeJudgeDelivery(sub.id));
  await process(fakeJudgeDelivery(sub.id));
  return sub;
}

/**
 * A measurement's deliveries by hand: a stand-in for BullMQ's Job that keeps what the processor writes to it.
 * `nextBatch` delivers the job until a batch is taken: the delay it then waits for the next batch (kept in `gaps`),
 * or the job's result. A delivery that finds the sandbox still busy from the last one steps aside (delayed, nothing
 * kept) and is delivered again, as BullMQ would.
 */
function byHand(measure: ReturnType<typeof measureSubmission>, submissionId: string) {
  let data: Record<string, unknown> = { submissionId };
  let updates = 0;
  let lastDelay = 0;
  const gaps: number[] = [];
  const job = {
    name: BACKGROUND_JOBS.perf,
    get data() {
      return data;
    },
    updateData: async (next: Record<string, unknown>) => {
      data = next;
      updates++;
    },
    moveToDelayed: async (at: number) => {
      lastDelay = at - Date.now();
    },
  } as unknown as Job;
  const nextBatch = async () => {
    for (let i = 0; i < 20; i++) {
      const before = updates;
      const out = await measure(job).then(
        (result) => ({ result }),
        (err: unknown) => ({ err }),
      );
      if ("result" in out) return out.result;
      if (!(out.err instanceof DelayedError)) throw out.err;
      if (updates > before) return void gaps.push(lastDelay);
      await Bun.sleep(100);
    }
    throw new Error("never got a sandbox slot");
  };
  type Progress = { testPosition: number; testsAt: string; runs: { referenceCpuMs?: number[] }[] };
  return {
    nextBatch,
    gaps,
    progress: () => data.progress as Progress,
    setProgress: (progress: Progress) => {
      data = { ...data, progress };
    },
  };
}

describe("performance measurement (the background queue)", () => {
  test("an Accepted verdict queues one measurement; it runs the heaviest test PERF_RUNS times, once", async () => {
    const sub = await judged("climbing-stairs");
    expect((await perfRow(sub.id))?.status).toBe("PENDING");
    const jobs = await h.deps.backgroundQueue.getJobs(["waiting", "prioritized", "delayed"]);
    expect(jobs.map((j) => j.id)).toEqual([perfJobId(sub.id)]);

    worker = startBackgroundWorker(h.deps, connection, h.queue);
    const row = await until(
      () => perfRow(sub.id),
      (r) => r?.status !== "PENDING",
    );
    expect(row?.status).toBe("MEASURED");
    expect(row!.runs).toBe(5);
    const results = await getSubmissionResults(h.deps.db, sub.id);
    const heaviest = results.reduce((a, b) => (b.timeMs >= a.timeMs ? b : a));
    expect(row!.testPosition).toBe(heaviest.position);
    expect(row!.cpuMs!).toBe(row!.cpuMinMs!);
    expect(row!.cpuMs!).toBeLessThanOrEqual(row!.cpuMedianMs!);
    expect(row!.cpuMedianMs!).toBeLessThanOrEqual(row!.cpuMaxMs!);
    // A Python program spends CPU starting up: a measured figure, not a zero.
    expect(row!.cpuMs!).toBeGreaterThan(0);
    expect(row!.wallMs!).toBeGreaterThan(0);
    expect(row!.memoryKb!).toBeGreaterThan(0);

    // A late duplicate delivery measures nothing and changes nothing.
    const again = await measureSubmission(
      h.deps,
      new JudgeTestCache(),
      h.queue,
    )({
      name: BACKGROUND_JOBS.perf,
      data: { submissionId: sub.id },
    } as unknown as Job);
    expect(again).toEqual({ skipped: "MEASURED" });
    expect((await perfRow(sub.id))?.measuredAt).toEqual(row!.measuredAt);
  }, 120_000);

  test("the runs are taken in batches some time apart, the runs so far kept in the job's data", async () => {
    await worker?.close();
    worker = null;
    const sub = await judged("climbing-stairs");
    const delivered = byHand(measureSubmission(h.deps, new JudgeTestCache(), h.queue), sub.id);
    const { nextBatch, progress, gaps } = delivered;

    // PERF_BATCHES 3 of PERF_RUNS 5: 2 runs, wait, 2 runs, wait, 1 run.
    await nextBatch();
    expect(progress().runs).toHaveLength(2);
    expect((await perfRow(sub.id))?.status).toBe("PENDING");
    await nextBatch();
    expect(progress().runs).toHaveLength(4);
    // Each wait is the gap plus up to a second of jitter.
    expect(gaps).toHaveLength(2);
    for (const d of gaps) expect(d >= 400 && d <= 1600).toBe(true);

    // The problem's tests changed between batches: the runs so far measured other tests, and it starts over.
    delivered.setProgress({ ...progress(), testsAt: new Date(0).toISOString() });
    await nextBatch();
    expect(progress().runs).toHaveLength(2);
    await nextBatch();
    expect(progress().runs).toHaveLength(4);
    expect(await nextBatch()).toEqual({ status: "MEASURED" });
    const row = await perfRow(sub.id);
    expect(row?.status).toBe("MEASURED");
    expect(row!.runs).toBe(5);
    expect(row!.testPosition).toBe(progress().testPosition);
    expect(row!.cpuMs!).toBe(row!.cpuMinMs!);
    await h.deps.backgroundQueue.remove(perfJobId(sub.id));
  }, 120_000);

  test("no batch found the machine steady: extra one-run batches, each after twice the gap, and the figure says so", async () => {
    await worker?.close();
    worker = null;
    const key = perfYardstickKey(h.env.REDIS_PREFIX, hostname());
    const deps = { ...h.deps, env: { ...h.deps.env, PERF_EXTRA_BATCHES: 2 } };
    const measure = measureSubmission(deps, new JudgeTestCache(), h.queue);
    const queued: string[] = [];
    try {
      // This host's yardstick "usually" takes 1 ms: every real run of it looks like a slow spell.
      await h.deps.redis.del(key);
      await h.deps.redis.rpush(key, ...Array.from({ length: 200 }, () => "1"));
      const slow = await judged("climbing-stairs");
      queued.push(slow.id);
      const spell = byHand(measure, slow.id);
      for (const runs of [2, 4, 5, 6]) {
        await spell.nextBatch();
        expect(spell.progress().runs).toHaveLength(runs);
      }
      expect(await spell.nextBatch()).toEqual({ status: "MEASURED" });
      // The plan's two gaps, then twice and four times the gap before the extra batches (each plus up to 1 s).
      const base = [500, 500, 1000, 2000];
      expect(spell.gaps.map((d, i) => d >= base[i]! - 100 && d <= base[i]! + 1100)).toEqual([
        true,
        true,
        true,
        true,
      ]);
      const row = await perfRow(slow.id);
      expect(row?.status).toBe("MEASURED");
      expect(row!.runs).toBe(7);
      expect(row!.steady).toBe(false);
      expect(row!.cpuMs!).toBe(row!.cpuMinMs!);
      // The yardstick really ran beside every batch (a Python loop: never near 1 ms), and its runs, newest first,
      // are this host's list now: 5 batches, one before and one after each.
      expect(row!.referenceCpuMs!).toBeGreaterThan(5);
      for (const r of spell.progress().runs) expect(r.referenceCpuMs).toHaveLength(2);
      const recent = (await h.deps.redis.lrange(key, 0, -1)).map(Number);
      const fresh = recent.indexOf(1); // (a delivery that stepped aside may have run one more)
      expect(fresh).toBeGreaterThanOrEqual(10);
      expect(recent.slice(0, fresh).every((v) => v > 5)).toBe(true);
      expect(recent.slice(fresh).every((v) => v === 1)).toBe(true);

      // Usually 100 s: every batch is steady, and the plan's 5 runs are all there is.
      await h.deps.redis.del(key);
      await h.deps.redis.rpush(key, ...Array.from({ length: 200 }, () => "100000"));
      const calm = await judged("climbing-stairs");
      queued.push(calm.id);
      const quiet = byHand(measure, calm.id);
      for (const runs of [2, 4]) {
        await quiet.nextBatch();
        expect(quiet.progress().runs).toHaveLength(runs);
      }
      expect(await quiet.nextBatch()).toEqual({ status: "MEASURED" });
      expect((await perfRow(calm.id))?.runs).toBe(5);
      expect((await perfRow(calm.id))?.steady).toBe(true);
    } finally {
      // Their jobs (queued by the verdicts) were delivered by hand above.
      for (const id of queued) await h.deps.backgroundQueue.remove(perfJobId(id));
      await h.deps.redis.del(key);
    }
  }, 180_000);

  test("the Accepted verdict's own transaction writes the PENDING row: no reader sees Accepted without it", async () => {
    const user = await insertUser(h.deps);
    const problem = await problemBySlug(h.deps, "climbing-stairs");
    const [accepted, wrong] = await Promise.all(
      [0, 1].map(() =>
        insertSubmission(h.deps, {
          userId: user.id,
          problemId: problem.id,
          language: "PYTHON",
          sourceCode: "x",
        }),
      ),
    );
    // The verdict alone, without the follow-up that queues the job.
    await recordVerdict(h.deps.db, {
      id: accepted!.id,
      status: "Accepted",
      compileOutput: null,
      results: [],
    });
    await recordVerdict(h.deps.db, {
      id: wrong!.id,
      status: "Wrong Answer",
      compileOutput: null,
      results: [],
    });
    expect((await perfRow(accepted!.id))?.status).toBe("PENDING");
    expect(await perfRow(wrong!.id)).toBeUndefined();
    // Left FAILED: no job measures it here.
    await h.deps.db
      .update(submissionPerformance)
      .set({ status: "FAILED", message: "not measured in this test" })
      .where(eq(submissionPerformance.submissionId, accepted!.id));
  });

  test("a wrong answer queues no measurement", async () => {
    const sub = await judged("climbing-stairs", "print(0)");
    expect(await perfRow(sub.id)).toBeUndefined();
  }, 60_000);

  test("while judging waits in the queue it steps aside (delayed, not failed), then measures", async () => {
    await worker?.close();
    worker = null;
    const sub = await judged("fizz-buzz");
    // A judge job nobody takes here: the queue is not empty, so the measurement must wait.
    const blocker = await h.queue.add(JUDGE_JOBS.submission, { submissionId: crypto.randomUUID() });
    worker = startBackgroundWorker(h.deps, connection, h.queue);
    const job = await h.deps.backgroundQueue.getJob(perfJobId(sub.id));
    const state = await until(
      () => job!.getState(),
      (s) => s === "delayed",
    );
    expect(state).toBe("delayed");
    expect((await perfRow(sub.id))?.status).toBe("PENDING");
    await blocker.remove();
    const row = await until(
      () => perfRow(sub.id),
      (r) => r?.status !== "PENDING",
    );
    expect(row?.status).toBe("MEASURED");
    // Stepping aside is no failure: nothing failed on the way.
    const done = await h.deps.backgroundQueue.getJob(perfJobId(sub.id));
    expect(done?.failedReason ?? "").toBe("");
    expect(done?.stacktrace ?? []).toEqual([]);
  }, 120_000);

  test("the sweeper: a job Redis lost is queued again; a job failed for good ends the row FAILED", async () => {
    await worker?.close();
    worker = null;
    // Measurements other suites left PENDING live in another queue (their prefix): they are not this test's to sweep.
    await h.deps.db
      .update(submissionPerformance)
      .set({ status: "FAILED", message: "left by another suite" })
      .where(eq(submissionPerformance.status, "PENDING"));
    const sub = await judged("climbing-stairs");
    // Redis restarted without persistence: the job is gone, the row still PENDING.
    await (await h.deps.backgroundQueue.getJob(perfJobId(sub.id)))!.remove();
    const later = new Date(Date.now() + 60_000);
    expect(await sweepMeasurements(h.deps, later)).toBe(1);
    const again = await h.deps.backgroundQueue.getJob(perfJobId(sub.id));
    expect(await again?.getState()).toBe("waiting");
    // A second sweep finds the job there and leaves it.
    expect(await sweepMeasurements(h.deps, later)).toBe(0);

    // A job that cannot succeed (its submission is no longer Accepted: contrived, to fail it for good).
    await h.deps.db.update(submissions).set({ status: "Wrong Answer" }).where(eq(submissions.id, sub.id));
    worker = startBackgroundWorker(h.deps, connection, h.queue);
    expect(
      await until(
        () => again!.getState(),
        (s) => s === "failed",
      ),
    ).toBe("failed");
    await sweepMeasurements(h.deps, later);
    const row = await perfRow(sub.id);
    expect([row?.status, row?.message]).toEqual(["FAILED", "The measurement could not be run"]);
  }, 120_000);
});
