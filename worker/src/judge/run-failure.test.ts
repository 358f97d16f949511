import { afterAll, beforeAll, expect, test } from "bun:test";
import {
  bullPrefix,
  inflightKey,
  JUDGE_JOBS,
  JUDGE_QUEUE,
  judgeDoneChannel,
  RUN_TTL_SECONDS,
  type RunSpec,
  runKey,
  runResultKey,
  storedRunResultSchema,
} from "@grindstone/shared/server";
import { UnrecoverableError, Worker } from "bullmq";
import Redis from "ioredis";
import type { Runner } from "../runners/runner.ts";
import { createWorkerTestDeps, insertUser, problemBySlug } from "../test/harness.ts";
import { startJudgeWorker } from "./judge-worker.ts";
import { endFailedRun } from "./run-failure.ts";
import { sweepOnce } from "./sweeper.ts";

// A prefix of its own: the workers started here must take only this file's jobs.
const PREFIX = `gs-test-run-failure-${crypto.randomUUID().slice(0, 8)}`;
const failing: Runner = {
  name: "failing",
  run: () => Promise.reject(new Error("the sandbox fails every time (test)")),
  close: async () => {},
};
let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
let subscriber: Redis;
const announced: string[] = [];
const connections: Redis[] = [];
const connection = () => {
  const c = new Redis(h.env.REDIS_URL, { maxRetriesPerRequest: null });
  connections.push(c);
  return c;
};

beforeAll(async () => {
  h = await createWorkerTestDeps({ REDIS_PREFIX: PREFIX, WORKER_LOCK_MS: "2000" }, failing);
  // What the API's held requests listen to: each Run's end must be announced once.
  subscriber = connection();
  await subscriber.subscribe(judgeDoneChannel(PREFIX));
  subscriber.on("message", (_channel, message) => announced.push((JSON.parse(message) as { id: string }).id));
});
afterAll(async () => {
  await h.queue.obliterate({ force: true });
  await h.close();
  await Promise.all(connections.map((c) => c.quit()));
});

/** A Run as the API stores and admits it: its spec in Redis and an entry in the user's in-flight set. */
async function admittedRun(userId?: string) {
  const user = userId ?? (await insertUser(h.deps)).id;
  const problem = await problemBySlug(h.deps, "two-sum");
  const id = crypto.randomUUID();
  const spec: RunSpec = {
    userId: user,
    problemId: problem.id,
    language: "PYTHON",
    sourceCode: "print(input())",
    stdin: ["a"],
    expectedOutputs: ["a"],
    cpuTimeMs: 1000,
    memoryKb: 256 * 1024,
    createdAt: new Date().toISOString(),
  };
  await h.deps.redis.set(runKey(PREFIX, id), JSON.stringify(spec), "EX", RUN_TTL_SECONDS);
  await h.deps.redis.zadd(inflightKey(PREFIX, user), Date.now(), id);
  return { id, userId: user };
}
const inflight = (userId: string) => h.deps.redis.zrange(inflightKey(PREFIX, userId), 0, -1);
const storedStatus = async (id: string) => {
  const raw = await h.deps.redis.get(runResultKey(PREFIX, id));
  return raw ? storedRunResultSchema.parse(JSON.parse(raw)).status : null;
};
async function until(what: string, check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(25);
  }
}

test("a Run whose job spends its attempts in the real queue ends at once as Internal Error, its slot freed", async () => {
  const worker = startJudgeWorker(h.deps, connection());
  worker.on("error", () => {});
  try {
    const run = await admittedRun();
    await h.queue.add(
      JUDGE_JOBS.run,
      { runId: run.id },
      { jobId: run.id, attempts: 3, backoff: { type: "fixed", delay: 10 } },
    );
    await until("the job to fail for good", async () => (await h.queue.getJobState(run.id)) === "failed");
    await until("the Run to end", async () => (await storedStatus(run.id)) !== null, 2000);
    expect(await storedStatus(run.id)).toBe("Internal Error");
    expect((await h.queue.getJob(run.id))?.attemptsMade).toBe(3);
    await until("the in-flight slot", async () => (await inflight(run.userId)).length === 0, 2000);
    await until("the announcement", async () => announced.includes(run.id), 2000);
  } finally {
    await worker.close();
  }
}, 30_000);

test("a duplicate failure event announces nothing again and never frees the user's next Run", async () => {
  const first = await admittedRun();
  expect(await endFailedRun(h.deps, first.id, "boom")).toBe(true);
  // The user starts another Run at once; then the same failure arrives again (another worker, or the sweep).
  const second = await admittedRun(first.userId);
  expect(await endFailedRun(h.deps, first.id, "boom")).toBe(false);
  expect(await inflight(first.userId)).toEqual([second.id]);
  await Bun.sleep(100);
  expect(announced.filter((id) => id === first.id)).toHaveLength(1);
  // A Run that has a result keeps it: a late failure of a duplicate delivery does not turn it into an error.
  await h.deps.redis.set(
    runResultKey(PREFIX, second.id),
    JSON.stringify({ status: "Accepted", compileOutput: null, results: [] }),
  );
  expect(await endFailedRun(h.deps, second.id, "late")).toBe(false);
  expect(await storedStatus(second.id)).toBe("Accepted");
});

test("a Run failed for good while no listener heard it is ended by the next sweep", async () => {
  // A bare BullMQ worker with no failed listener: what a worker that died right after failing the job leaves.
  const bare = new Worker(
    JUDGE_QUEUE,
    async () => {
      throw new UnrecoverableError("failed with nobody listening (test)");
    },
    { connection: connection(), prefix: bullPrefix(PREFIX) },
  );
  bare.on("error", () => {});
  const run = await admittedRun();
  try {
    await h.queue.add(JUDGE_JOBS.run, { runId: run.id }, { jobId: run.id });
    await until("the job to fail", async () => (await h.queue.getJobState(run.id)) === "failed");
  } finally {
    await bare.close();
  }
  expect(await storedStatus(run.id)).toBeNull();
  expect(await inflight(run.userId)).toEqual([run.id]);
  await sweepOnce(h.deps, h.queue);
  expect(await storedStatus(run.id)).toBe("Internal Error");
  expect(await inflight(run.userId)).toEqual([]);
}, 30_000);
