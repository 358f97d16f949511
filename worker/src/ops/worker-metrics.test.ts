import { afterAll, beforeAll, expect, test } from "bun:test";
import { bullPrefix } from "@grindstone/shared/server";
import { Queue, Worker } from "bullmq";
import Redis from "ioredis";
import { judgeSubmission } from "../processors/judge-submission.ts";
import {
  createWorkerTestDeps,
  fakeJudgeDelivery,
  insertSubmission,
  insertUser,
  problemBySlug,
} from "../test/harness.ts";
import { observeJobWait } from "./job-wait.ts";

let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
beforeAll(async () => {
  h = await createWorkerTestDeps();
});
afterAll(() => h.close());

/** One sample's value from the registry's text, e.g. value('sandbox_slots_busy'). */
const value = async (series: string) => {
  const text = await h.deps.metrics.registry.metrics();
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

test("a judged submission is observed with its language and verdict; its slots are busy only while it runs", async () => {
  const user = await insertUser(h.deps);
  const problem = await problemBySlug(h.deps, "climbing-stairs");
  const sub = await insertSubmission(h.deps, {
    userId: user.id,
    problemId: problem.id,
    language: "PYTHON",
    sourceCode: problem.referenceSolutions.PYTHON!,
  });
  const series = 'judge_duration_seconds_count{language="PYTHON",verdict="Accepted"}';
  const before = (await value(series)) ?? 0;
  expect(await value("sandbox_slots_total")).toBe(2);

  let running = true;
  let busiest = 0;
  const watch = (async () => {
    while (running) {
      busiest = Math.max(busiest, (await value("sandbox_slots_busy")) ?? 0);
      await Bun.sleep(2);
    }
  })();
  await judgeSubmission(h.deps)(fakeJudgeDelivery(sub.id));
  running = false;
  await watch;

  expect(busiest).toBeGreaterThan(0);
  expect(await value(series)).toBe(before + 1);
  // A lane may put off its teardown briefly (scheduler.ts); once every box is gone, every slot is free.
  await (h.deps.runner as unknown as { settled(): Promise<void> }).settled();
  expect(await value("sandbox_slots_busy")).toBe(0);

  // A second delivery of a judged submission only re-announces it: no judging time is observed.
  await judgeSubmission(h.deps)(fakeJudgeDelivery(sub.id));
  expect(await value(series)).toBe(before + 1);
});

test("a job's wait from being added to being started is observed per queue", async () => {
  const name = `wait-${crypto.randomUUID()}`;
  const connection = new Redis(h.env.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(name, { connection, prefix: bullPrefix(h.env.REDIS_PREFIX) });
  const worker = new Worker(name, async () => {}, { connection, prefix: bullPrefix(h.env.REDIS_PREFIX) });
  observeJobWait(worker, h.deps.metrics, name);
  try {
    const done = new Promise((resolve) => worker.once("completed", resolve));
    await queue.add("j", {});
    await done;
    expect(await value(`judge_job_wait_seconds_count{queue="${name}"}`)).toBe(1);
  } finally {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await connection.quit();
  }
});
