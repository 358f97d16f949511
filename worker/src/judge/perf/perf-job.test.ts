import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { submissionPerformance, submissions } from "@grindstone/db";
import { getSubmissionResults, recordVerdict } from "@grindstone/db/queries/submissions";
import { BACKGROUND_JOBS, JUDGE_JOBS, perfJobId } from "@grindstone/shared/server";
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
    // The job's deliveries by hand: a stand-in for BullMQ's Job that keeps what the processor writes to it.
    let data: Record<string, unknown> = { submissionId: sub.id };
    let updates = 0;
    let lastDelay = 0;
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
    const measure = measureSubmission(h.deps, new JudgeTestCache(), h.queue);
    const gaps: number[] = [];
    /**
     * Delivers the job until a batch is taken: the delay it then waits for the next batch, or the job's result. A
     * delivery that finds the sandbox still busy from the last one steps aside (delayed, nothing kept) and is
     * delivered again, as BullMQ would.
     */
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
    const progress = () => data.progress as { testPosition: number; testsAt: string; runs: unknown[] };

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
    data = { ...data, progress: { ...progress(), testsAt: new Date(0).toISOString() } };
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
