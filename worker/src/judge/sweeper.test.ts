import { afterAll, beforeAll, expect, test } from "bun:test";
import { createWorkerTestDeps, insertSubmission, insertUser, problemBySlug } from "../test/harness.ts";
import { sweepOnce } from "./sweeper.ts";

let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
beforeAll(async () => {
  h = await createWorkerTestDeps({ STUCK_AFTER_MS: "60000" });
});
afterAll(() => h.close());

test("the sweeper re-enqueues a submission stuck in Queued with no job, and leaves fresh ones alone", async () => {
  const user = await insertUser(h.deps);
  const problem = await problemBySlug(h.deps, "two-sum");
  const base = {
    userId: user.id,
    problemId: problem.id,
    language: "JAVASCRIPT" as const,
    sourceCode: "console.log(1)",
  };
  const stuck = await insertSubmission(h.deps, { ...base, createdAt: new Date(Date.now() - 10 * 60_000) });
  const fresh = await insertSubmission(h.deps, base);

  await sweepOnce(h.deps, h.queue);
  expect(await h.queue.getJob(stuck.id)).toBeDefined();
  expect(await h.queue.getJob(fresh.id)).toBeUndefined();

  // A second sweep while the job is still waiting adds nothing (jobId = submission id).
  await sweepOnce(h.deps, h.queue);
  const jobs = await h.queue.getJobs(["wait", "prioritized"]);
  expect(jobs.filter((j) => j.id === stuck.id)).toHaveLength(1);
  await (await h.queue.getJob(stuck.id))?.remove();
});
