import { afterAll, beforeAll, expect, test } from "bun:test";
import { problems, submissions, users } from "@grindstone/db";
import { CONTEST_JOBS } from "@grindstone/shared/server";
import type { Worker } from "bullmq";
import { inArray } from "drizzle-orm";
import Redis from "ioredis";
import {
  DIFFICULTY_SCHEDULER_ID,
  keepDifficultyScheduled,
  startContestWorker,
} from "../contests/contest-worker.ts";
import { createWorkerTestDeps, insertUser } from "../test/harness.ts";
import { noSandbox } from "../test/no-sandbox.ts";
import { until } from "../test/socket-floor.ts";

/** The `problem-difficulty` job through the contest queue's worker, and its scheduler (issue 27). */
let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
let worker: Worker | undefined;
let connection: Redis | undefined;
const problemIds: string[] = [];
const userIds: string[] = [];

beforeAll(async () => {
  h = await createWorkerTestDeps({}, noSandbox);
});
afterAll(async () => {
  await worker?.close(true);
  await connection?.quit();
  if (userIds.length) await h.deps.db.delete(users).where(inArray(users.id, userIds));
  if (problemIds.length) await h.deps.db.delete(problems).where(inArray(problems.id, problemIds));
  await h.close();
});

async function medium(title: string) {
  const [row] = await h.deps.db
    .insert(problems)
    .values({
      title: `${title} ${crypto.randomUUID().slice(0, 8)}`,
      description: "d",
      difficulty: "MEDIUM",
      constraints: "c",
    })
    .returning({ id: problems.id });
  problemIds.push(row!.id);
  return row!.id;
}

test("the job rates a problem everyone solved at once below one everyone failed", async () => {
  const easy = await medium("Solved at once");
  const hard = await medium("Failed by all");
  const ratings = async () =>
    new Map(
      (
        await h.deps.db
          .select({ id: problems.id, rating: problems.difficultyRating, at: problems.difficultyRatingAt })
          .from(problems)
          .where(inArray(problems.id, [easy, hard]))
      ).map((r) => [r.id, r]),
    );
  for (let i = 0; i < 12; i++) {
    const user = await insertUser(h.deps, `Difficulty ${i}`);
    userIds.push(user.id);
    const base = { userId: user.id, language: "PYTHON" as const, sourceCode: "print()" };
    await h.deps.db.insert(submissions).values([
      { ...base, problemId: easy, status: "Accepted" },
      { ...base, problemId: hard, status: "Wrong Answer" },
      { ...base, problemId: hard, status: "Time Limit Exceeded" },
      // A compile error is not a try.
      { ...base, problemId: hard, status: "Compilation Error" },
    ]);
  }
  expect((await ratings()).get(easy)?.rating).toBeNull();

  connection = new Redis(h.env.REDIS_URL, { maxRetriesPerRequest: null });
  worker = startContestWorker(h.deps, connection, { label: "test" });
  await h.deps.contestQueue.add(CONTEST_JOBS.problemDifficulty, {}, { removeOnComplete: true });
  await until(async () => (await ratings()).get(hard)?.rating != null);
  const r = await ratings();
  expect(r.get(easy)!.rating!).toBeLessThan(1500);
  expect(r.get(hard)!.rating!).toBeGreaterThan(1500);
  expect(r.get(easy)!.at).toBeInstanceOf(Date);
});

test("its job scheduler is registered once however many workers register it", async () => {
  await h.deps.contestQueue.removeJobScheduler(DIFFICULTY_SCHEDULER_ID);
  const stops = [
    keepDifficultyScheduled(h.deps.contestQueue, h.deps.log),
    keepDifficultyScheduled(h.deps.contestQueue, h.deps.log),
  ];
  await until(async () => (await h.deps.contestQueue.getJobScheduler(DIFFICULTY_SCHEDULER_ID)) !== undefined);
  await Bun.sleep(200);
  const schedulers = await h.deps.contestQueue.getJobSchedulers();
  expect(
    schedulers.filter((s) => s.key === DIFFICULTY_SCHEDULER_ID || s.id === DIFFICULTY_SCHEDULER_ID).length,
  ).toBe(1);
  for (const stop of stops) stop();
  await h.deps.contestQueue.removeJobScheduler(DIFFICULTY_SCHEDULER_ID);
});
