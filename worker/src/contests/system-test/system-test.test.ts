import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { contests, problems, submissions, testCases } from "@grindstone/db";
import { getStanding } from "@grindstone/db/queries/contest-phase";
import { getSubmission } from "@grindstone/db/queries/submissions";
import { JUDGE_PRIORITY, systemTestJobId } from "@grindstone/shared/server";
import type { Job } from "bullmq";
import { eq } from "drizzle-orm";
import { judgeSubmission } from "../../processors/judge-submission.ts";
import { insertContest, registeredUser } from "../../test/contests.ts";
import { createWorkerTestDeps, fakeJudgeDelivery } from "../../test/harness.ts";
import { rateDueContests } from "../ratings/rating-job.ts";
import { reconcileContests } from "../reconcile.ts";
import { pretestsOf } from "./pretests.ts";
import { contestSystemTest } from "./system-test-job.ts";

// Issue 28, with the real sandbox, Postgres and Redis: a round judged on pretests, then system-tested after the end.
let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
let judge: ReturnType<typeof judgeSubmission>;
const emitted: { event: string; payload: unknown }[] = [];

beforeAll(async () => {
  h = await createWorkerTestDeps({ REDIS_PREFIX: `gs-systest-${crypto.randomUUID().slice(0, 8)}` });
  const real = h.deps.emitter;
  // Recorded, and still sent (to every room named): what the contest room hears.
  type Operator = ReturnType<typeof real.to>;
  const recording = (target: Operator | typeof real) => ({
    to: (room: string) => recording(target.to(room)),
    emit: (event: string, payload: unknown) => {
      emitted.push({ event, payload });
      return target.emit(event, payload);
    },
  });
  h.deps.emitter = recording(real) as unknown as typeof real;
  judge = judgeSubmission(h.deps);
}, 120_000);
afterAll(async () => {
  await h?.queue.obliterate({ force: true });
  await h?.deps.contestQueue.obliterate({ force: true });
  await h?.close();
});

const minutes = (n: number) => n * 60_000;
const DOUBLE = "n = int(input())\nprint(n * 2)\n";
// Right on small inputs only: passes the pretests, fails the big hidden test.
const WEAK = "n = int(input())\nprint(n * 2 if n < 100 else 0)\n";

/** Tests 1 and 2 are the pretests (2 is hidden); test 3, hidden and big, is only in the system test. */
async function problemWithPretests() {
  const [p] = await h.deps.db
    .insert(problems)
    .values({
      title: `Doubling ${crypto.randomUUID().slice(0, 8)}`,
      description: "Print twice n.",
      difficulty: "EASY",
      constraints: "1 <= n <= 10^9",
      isPublic: false,
    })
    .returning();
  await h.deps.db.insert(testCases).values([
    { problemId: p!.id, position: 0, input: "1\n", output: "2\n", pretest: true },
    { problemId: p!.id, position: 1, input: "7\n", output: "14\n", hidden: true, pretest: true },
    { problemId: p!.id, position: 2, input: "1000\n", output: "2000\n", hidden: true },
  ]);
  return p!;
}

async function contestTry(contestId: string, userId: string, problemId: string, at: Date, source: string) {
  const [sub] = await h.deps.db
    .insert(submissions)
    .values({ userId, problemId, contestId, language: "PYTHON", sourceCode: source, createdAt: at })
    .returning();
  await judge(fakeJudgeDelivery(sub!.id));
  return (await getSubmission(h.deps.db, sub!.id))!;
}

const systemTestJob = (contestId: string) =>
  ({ id: systemTestJobId(contestId), data: { contestId } }) as unknown as Job;
const contest = async (id: string) =>
  (await h.deps.db.select().from(contests).where(eq(contests.id, id)))[0]!;

/** A LIVE contest with pretests, 30 minutes in, on a problem of its own (problemWithPretests). */
async function liveRoundWithPretests() {
  const problem = await problemWithPretests();
  const start = new Date(Date.now() - minutes(30));
  const c = await insertContest(h.deps, {
    startTime: start,
    endTime: new Date(Date.now() + minutes(60)),
    problemIds: [problem.id],
    phase: "LIVE",
  });
  await h.deps.db.update(contests).set({ pretests: true }).where(eq(contests.id, c.id));
  return { problem, start, c };
}

/** The round ends a second ago (its end transition applied). */
const endRound = (id: string) =>
  h.deps.db
    .update(contests)
    .set({ endTime: new Date(Date.now() - 1000), phase: "ENDED", announcedPhase: "ENDED" })
    .where(eq(contests.id, id));

describe("a round with pretests", () => {
  test("pretests during the round; after the end the last passed try is system-tested and the board follows", async () => {
    const { problem, start, c } = await liveRoundWithPretests();
    const [ada, bob] = [await registeredUser(h.deps, c.id, "Ada"), await registeredUser(h.deps, c.id, "Bob")];
    const at = (m: number) => new Date(start.getTime() + minutes(m));

    // During the round: judged on the two pretests only, and passing them is "Pretests Passed".
    const adaWeak = await contestTry(c.id, ada.id, problem.id, at(3), WEAK);
    expect(adaWeak.status).toBe("Pretests Passed");
    expect(adaWeak.onPretests).toBe(true);
    expect(adaWeak.totalCount).toBe(2);
    const bobFirst = await contestTry(c.id, bob.id, problem.id, at(5), DOUBLE);
    const bobLast = await contestTry(c.id, bob.id, problem.id, at(8), DOUBLE);
    expect([bobFirst.status, bobLast.status]).toEqual(["Pretests Passed", "Pretests Passed"]);
    // A practice try of the same problem is judged on every test, whatever the round does.
    const [practice] = await h.deps.db
      .insert(submissions)
      .values({ userId: ada.id, problemId: problem.id, language: "PYTHON", sourceCode: WEAK })
      .returning();
    await judge(fakeJudgeDelivery(practice!.id));
    expect((await getSubmission(h.deps.db, practice!.id))?.status).toBe("Wrong Answer");
    // The provisional board: a pretest pass solves the cell (at the first one).
    expect((await getStanding(h.deps.db, c.id, ada.id))?.solved).toBe(1);
    expect((await getStanding(h.deps.db, c.id, bob.id))?.solved).toBe(1);

    // The round ends; a try still waiting for its pretest verdict holds the system test back.
    await endRound(c.id);
    await h.deps.db.update(submissions).set({ status: "Running" }).where(eq(submissions.id, bobLast.id));
    expect(await contestSystemTest(h.deps)(systemTestJob(c.id))).toEqual({
      done: "tries still judged on pretests",
    });
    expect((await contest(c.id)).systemTestStatus).toBe("NONE");
    await h.deps.db
      .update(submissions)
      .set({ status: "Pretests Passed" })
      .where(eq(submissions.id, bobLast.id));

    // Now it begins: each participant's last passed try is queued again (lowest priority), earlier ones Skipped.
    expect(await contestSystemTest(h.deps)(systemTestJob(c.id))).toEqual({ pending: 2, added: 2 });
    expect((await contest(c.id)).systemTestStatus).toBe("RUNNING");
    expect((await getSubmission(h.deps.db, bobFirst.id))?.status).toBe("Skipped");
    for (const id of [adaWeak.id, bobLast.id]) {
      const row = (await getSubmission(h.deps.db, id))!;
      expect([row.status, row.systemTest, row.onPretests]).toEqual(["Queued", "PENDING", false]);
      const job = await h.queue.getJob(id);
      expect(job?.opts.priority).toBe(JUDGE_PRIORITY.systemTest);
    }
    // A duplicate delivery changes nothing and adds no second job.
    expect(await contestSystemTest(h.deps)(systemTestJob(c.id))).toEqual({ pending: 2, added: 0 });
    // Redis lost a judge job and the system test's own job: the reconciliation asks for the job again, and it adds
    // the lost judge job back.
    await (await h.queue.getJob(adaWeak.id))!.remove();
    await h.deps.contestQueue.obliterate({ force: true });
    await reconcileContests(h.deps);
    expect((await h.deps.contestQueue.getJob(systemTestJobId(c.id)))?.id).toBe(systemTestJobId(c.id));
    expect(await contestSystemTest(h.deps)(systemTestJob(c.id))).toEqual({ pending: 2, added: 1 });
    // Ratings wait for the system test.
    await rateDueContests(h.deps);
    expect((await contest(c.id)).ratingStatus).toBe("PENDING");

    // The system test's verdicts, on every test.
    await judge(fakeJudgeDelivery(adaWeak.id));
    const adaFinal = (await getSubmission(h.deps.db, adaWeak.id))!;
    expect([adaFinal.status, adaFinal.systemTest, adaFinal.totalCount]).toEqual(["Wrong Answer", "DONE", 3]);
    expect((await contest(c.id)).systemTestStatus).toBe("RUNNING");
    await judge(fakeJudgeDelivery(bobLast.id));
    expect((await getSubmission(h.deps.db, bobLast.id))?.status).toBe("Accepted");
    expect((await contest(c.id)).systemTestStatus).toBe("DONE");

    // Final standings: Ada's pass did not survive (a rejected try now); Bob solved at his last passed try, and his
    // Skipped one costs nothing.
    const adaStanding = (await getStanding(h.deps.db, c.id, ada.id))!;
    expect([adaStanding.solved, adaStanding.penalty]).toEqual([0, 0]);
    const bobStanding = (await getStanding(h.deps.db, c.id, bob.id))!;
    expect([bobStanding.solved, bobStanding.penalty]).toEqual([1, 8]);
    const done = emitted.filter(
      (e) => e.event === "contestSystemTest" && (e.payload as { contestId: string }).contestId === c.id,
    );
    expect(done.at(-1)?.payload).toEqual({ contestId: c.id, status: "DONE", total: 2, done: 2 });
    // A late duplicate of the job finds it done and tells no one again.
    const heard = emitted.length;
    expect(await contestSystemTest(h.deps)(systemTestJob(c.id))).toEqual({ done: "system test done" });
    expect(emitted.length).toBe(heard);
    // Then the ratings go ahead.
    await rateDueContests(h.deps);
    expect((await contest(c.id)).ratingStatus).toBe("RATED");
  }, 120_000);

  test("a round where no try passed the pretests is system-tested at once, and its ratings are asked for", async () => {
    const { problem, start, c } = await liveRoundWithPretests();
    const ada = await registeredUser(h.deps, c.id, "Ada");
    const wrong = await contestTry(
      c.id,
      ada.id,
      problem.id,
      new Date(start.getTime() + minutes(2)),
      "print(0)\n",
    );
    expect(wrong.status).toBe("Wrong Answer");
    await endRound(c.id);
    await h.deps.contestQueue.obliterate({ force: true });
    expect(await contestSystemTest(h.deps)(systemTestJob(c.id))).toEqual({ pending: 0, added: 0 });
    expect((await contest(c.id)).systemTestStatus).toBe("DONE");
    expect(emitted.at(-1)).toEqual({
      event: "contestSystemTest",
      payload: { contestId: c.id, status: "DONE", total: 0, done: 0 },
    });
    expect(await h.deps.contestQueue.getJob("contest-rate")).toBeTruthy();
  }, 60_000);

  test("pretests: the marked tests, else the visible ones, else the first", () => {
    const t = (pretest: boolean, hidden: boolean, n: number) => ({ pretest, hidden, n });
    expect(pretestsOf([t(false, false, 1), t(true, true, 2), t(false, true, 3)]).map((x) => x.n)).toEqual([
      2,
    ]);
    expect(pretestsOf([t(false, false, 1), t(false, false, 2), t(false, true, 3)]).map((x) => x.n)).toEqual([
      1, 2,
    ]);
    expect(pretestsOf([t(false, true, 1), t(false, true, 2)]).map((x) => x.n)).toEqual([1]);
  });
});
