import { afterAll, beforeAll, expect, test } from "bun:test";
import { solveDays } from "@grindstone/db";
import { JUDGE_JOBS, leaderboardKey, solvedDayKey } from "@grindstone/shared/server";
import type { Job } from "bullmq";
import { eq } from "drizzle-orm";
import { judgeSubmission } from "../processors/judge-submission.ts";
import { createWorkerTestDeps, insertSubmission, insertUser, problemBySlug } from "../test/harness.ts";

let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
beforeAll(async () => {
  h = await createWorkerTestDeps();
});
afterAll(() => h.close());

const delivery = (submissionId: string) =>
  ({
    name: JUDGE_JOBS.submission,
    data: { submissionId },
    attemptsMade: 0,
    opts: { attempts: 3 },
  }) as unknown as Job;

test("solves on either side of a UTC midnight land on their own days (leaderboard, streak days)", async () => {
  const user = await insertUser(h.deps, "Night Owl");
  // A day far from today, so no other test writes to these keys.
  const before = new Date("2031-03-04T23:59:59.500Z");
  const after = new Date("2031-03-05T00:00:00.500Z");
  for (const [slug, at] of [
    ["two-sum", before],
    ["fizz-buzz", after],
  ] as const) {
    const problem = await problemBySlug(h.deps, slug);
    const sub = await insertSubmission(h.deps, {
      userId: user.id,
      problemId: problem.id,
      language: "JAVASCRIPT",
      sourceCode: problem.referenceSolutions.JAVASCRIPT!,
    });
    await judgeSubmission({ ...h.deps, clock: () => at })(delivery(sub.id));
  }
  const prefix = h.env.REDIS_PREFIX;
  const dayScore = async (day: string) =>
    Number(await h.deps.redis.zscore(leaderboardKey(prefix, day), user.id));
  expect(Math.floor((await dayScore("2031-03-04")) / 1e8)).toBe(1);
  expect(Math.floor((await dayScore("2031-03-05")) / 1e8)).toBe(1);
  expect(await h.deps.redis.sismember(solvedDayKey(prefix, "2031-03-04"), user.id)).toBe(1);
  expect(await h.deps.redis.sismember(solvedDayKey(prefix, "2031-03-05"), user.id)).toBe(1);
  const days = await h.deps.db
    .select({ day: solveDays.day })
    .from(solveDays)
    .where(eq(solveDays.userId, user.id));
  expect(days.map((d) => d.day).sort()).toEqual(["2031-03-04", "2031-03-05"]);
}, 60_000);
