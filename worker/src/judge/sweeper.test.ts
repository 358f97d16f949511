import { afterAll, beforeAll, expect, test } from "bun:test";
import { submissions } from "@grindstone/db";
import { createLogger } from "@grindstone/shared/logger";
import {
  bullPrefix,
  INFLIGHT_STALE_MS,
  inflightKey,
  JUDGE_ATTEMPTS,
  JUDGE_JOB_OPTIONS,
  JUDGE_JOBS,
  JUDGE_QUEUE,
  MAX_JUDGE_ATTEMPTS_TOTAL,
} from "@grindstone/shared/server";
import { Queue, Worker } from "bullmq";
import { eq } from "drizzle-orm";
import Redis from "ioredis";
import { judgeSubmission } from "../processors/judge-submission.ts";
import type { Runner } from "../runners/runner.ts";
import { createWorkerTestDeps, insertSubmission, insertUser, problemBySlug } from "../test/harness.ts";
import { sweepOnce } from "./sweeper.ts";

let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
beforeAll(async () => {
  h = await createWorkerTestDeps({ STUCK_AFTER_MS: "60000" });
});
afterAll(() => h.close());

const newSubmission = async (createdAt?: Date) => {
  const user = await insertUser(h.deps);
  const problem = await problemBySlug(h.deps, "two-sum");
  return insertSubmission(h.deps, {
    userId: user.id,
    problemId: problem.id,
    language: "JAVASCRIPT",
    sourceCode: "console.log(1)",
    createdAt,
  });
};

test("the sweeper re-enqueues a submission stuck in Queued with no job, and leaves fresh ones alone", async () => {
  const stuck = await newSubmission(new Date(Date.now() - 10 * 60_000));
  const fresh = await newSubmission();

  await sweepOnce(h.deps, h.queue);
  expect(await h.queue.getJob(stuck.id)).toBeDefined();
  expect(await h.queue.getJob(fresh.id)).toBeUndefined();

  // A second sweep while the job is still waiting adds nothing (jobId = submission id).
  await sweepOnce(h.deps, h.queue);
  const jobs = await h.queue.getJobs(["wait", "prioritized"]);
  expect(jobs.filter((j) => j.id === stuck.id)).toHaveLength(1);
  await (await h.queue.getJob(stuck.id))?.remove();
});

test("each sweep keeps unfinished submissions counted in flight, and never brings a freed entry back", async () => {
  const pending = await newSubmission();
  const freed = await newSubmission();
  const key = (userId: string) => inflightKey(h.env.REDIS_PREFIX, userId);
  const aboutToLapse = Date.now() - INFLIGHT_STALE_MS + 1000;
  await h.deps.redis.zadd(key(pending.userId), aboutToLapse, pending.id);

  await sweepOnce(h.deps, h.queue);
  expect(Number(await h.deps.redis.zscore(key(pending.userId), pending.id))).toBeGreaterThan(aboutToLapse);
  expect(await h.deps.redis.pttl(key(pending.userId))).toBeGreaterThan(INFLIGHT_STALE_MS - 60_000);
  expect(await h.deps.redis.zscore(key(freed.userId), freed.id)).toBeNull();
  await h.deps.redis.del(key(pending.userId));
});

test("a submission that fails every time ends as Internal Error through the real queue and the sweeper", async () => {
  // Its own queue (fast retries), a worker whose runner always fails, and a submission created long ago: only it
  // is stuck for the sweeps below, which run at a "now" just after its creation.
  const createdAt = new Date("2000-01-01T00:00:00Z");
  const sweepNow = createdAt.getTime() + 10 * 60_000;
  const sub = await newSubmission(createdAt);
  const prefix = bullPrefix(`${h.env.REDIS_PREFIX}-poison-${crypto.randomUUID().slice(0, 8)}`);
  const connections = [0, 1].map(() => new Redis(h.env.REDIS_URL, { maxRetriesPerRequest: null }));
  const queue = new Queue(JUDGE_QUEUE, {
    connection: connections[0]!,
    prefix,
    defaultJobOptions: { ...JUDGE_JOB_OPTIONS, backoff: { type: "fixed", delay: 10 } },
  });
  const poisoned: Runner = {
    name: "poisoned",
    run: async () => {
      throw new Error("poisoned: fails identically every time");
    },
    close: async () => {},
  };
  // The sweeper's and the judge's lines, captured (the logger factory's destination).
  const lines: { level: string; msg: string }[] = [];
  const log = createLogger(
    "worker",
    { LOG_LEVEL: "warn", LOG_FORMAT: "json" },
    {
      write: (s: string) => void lines.push(JSON.parse(s)),
    },
  );
  const deps = { ...h.deps, log };
  const process = judgeSubmission({ ...deps, runner: poisoned });
  const worker = new Worker(JUDGE_QUEUE, (job) => process(job), { connection: connections[1]!, prefix });
  worker.on("error", () => {});
  const key = inflightKey(h.env.REDIS_PREFIX, sub.userId);
  await h.deps.redis.zadd(key, Date.now(), sub.id);
  try {
    await queue.add(JUDGE_JOBS.submission, { submissionId: sub.id }, { jobId: sub.id });
    const statusOf = async () =>
      (await h.deps.db.select().from(submissions).where(eq(submissions.id, sub.id)))[0]!;
    const until = Date.now() + 60_000;
    while ((await statusOf()).status !== "Internal Error") {
      if (Date.now() > until) throw new Error("the poisoned submission never became final");
      // Still counted in flight while its attempts go on.
      expect(await h.deps.redis.zscore(key, sub.id)).not.toBeNull();
      if ((await (await queue.getJob(sub.id))?.getState()) === "failed")
        await sweepOnce(deps, queue, sweepNow);
      await Bun.sleep(50);
    }
    const row = await statusOf();
    expect([row.status, row.attempts]).toEqual(["Internal Error", MAX_JUDGE_ATTEMPTS_TOTAL + 1]);
    expect(await h.deps.redis.zscore(key, sub.id)).toBeNull();
    // The sweeper logged each failed job's reason before replacing it (one job's retries spend the cap: one
    // replacement, whose first delivery gives up), and the give-up says why.
    const ofSub = (level: string) => lines.filter((l) => l.level === level && l.msg.includes(sub.id));
    const warned = ofSub("warn");
    expect(warned).toHaveLength(Math.ceil(MAX_JUDGE_ATTEMPTS_TOTAL / JUDGE_ATTEMPTS));
    expect(warned[0]!.msg).toContain("poisoned: fails identically every time");
    expect(ofSub("error").map((l) => l.msg)).toContainEqual(
      expect.stringContaining(`submission ${sub.id}: Internal Error after`),
    );
  } finally {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await Promise.all(connections.map((c) => c.quit()));
  }
}, 90_000);
