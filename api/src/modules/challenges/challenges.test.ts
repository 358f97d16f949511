import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  problems,
  solveDays,
  solvedProblems,
  submissionLaterFailures,
  testCases,
  testChallenges,
} from "@grindstone/db";
import {
  CHALLENGE_MAX_INPUT_BYTES,
  CHALLENGE_RATE_LIMIT,
  CHALLENGE_TEXTS,
  LANGUAGE_IDS,
  type Language,
} from "@grindstone/shared";
import { CHALLENGE_JOBS, solvedSetKey } from "@grindstone/shared/server";
import type { Subprocess } from "bun";
import { and, eq } from "drizzle-orm";
import { client, createTestApp, makeAdmin, signUp, spawnWorker } from "../../test/harness.ts";
import { FRAGILE_REFERENCE, REFERENCE_MARKER, SUM_SOLUTIONS, weakSumProblem } from "./challenge-fixtures.ts";

// Runs code in the sandbox (a real worker process): run under the heavy lock (docs/conventions.md).
let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: Subprocess;
let admin: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  worker = spawnWorker(t.env);
  const a = await signUp(t.app, { name: "Challenge Admin" });
  await makeAdmin(t.ctx, a.user.id);
  admin = a.c;
});
afterAll(async () => {
  worker?.kill("SIGTERM");
  await worker?.exited;
  await t.close();
});

type Client = ReturnType<typeof client>;
const BIG = "3000000000 4000000000\n"; // the sum overflows 32 bits; each number fits the validator's bounds
const BIG_SUM = "7000000000";

async function submit(c: Client, problemId: string, language: Language, source: string) {
  const res = await c.post("/execute-code/submit", {
    source_code: source,
    language_id: LANGUAGE_IDS[language],
    stdin: [],
    expected_outputs: [],
    problemId,
  });
  expect(res.status, res.text).toBe(200);
  expect(res.json.submission.status).toBe("Accepted");
  return res.json.submission.id as string;
}

/** Polls GET /challenges/{id} until the worker is done with it. */
async function settled(c: Client, id: string, ms = 90_000) {
  const until = Date.now() + ms;
  for (;;) {
    const res = await c.get(`/challenges/${id}`);
    expect(res.status, res.text).toBe(200);
    if (!["VALIDATING", "RUNNING"].includes(res.json.challenge.status)) return res.json.challenge;
    if (Date.now() > until) throw new Error(`challenge ${id} still ${res.json.challenge.status}`);
    await Bun.sleep(300);
  }
}

async function jobDone(jobId: string, ms = 90_000) {
  const until = Date.now() + ms;
  for (;;) {
    const job = await t.ctx.challengeQueue.getJob(jobId);
    const state = job ? await job.getState() : "missing";
    if (state === "completed") return job!;
    if (state === "failed") throw new Error(`job ${jobId} failed: ${job?.failedReason}`);
    if (Date.now() > until) throw new Error(`job ${jobId} still ${state}`);
    await Bun.sleep(300);
  }
}

describe("refusals", () => {
  test("a problem without an input validator cannot be challenged (409), and that costs no rate-limit point", async () => {
    const p = await weakSumProblem(t.ctx, { validators: [] });
    const { c } = await signUp(t.app);
    for (let i = 0; i <= CHALLENGE_RATE_LIMIT.points; i++) {
      const res = await c.post(`/problems/${p.id}/challenges`, { input: BIG });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ error: CHALLENGE_TEXTS.noValidator, code: "CONFLICT" });
    }
    await p.remove();
  });

  test("size cap, empty input, someone else's submission, an unknown problem", async () => {
    const p = await weakSumProblem(t.ctx);
    const { c } = await signUp(t.app);
    const big = await c.post(`/problems/${p.id}/challenges`, {
      input: "1".repeat(CHALLENGE_MAX_INPUT_BYTES + 1),
    });
    expect(big.status).toBe(400);
    expect(big.json.error).toBe(CHALLENGE_TEXTS.tooLarge);
    const empty = await c.post(`/problems/${p.id}/challenges`, { input: "  \n" });
    expect(empty.json).toEqual({ error: CHALLENGE_TEXTS.empty, code: "VALIDATION" });
    const other = await c.post(`/problems/${p.id}/challenges`, {
      input: BIG,
      submissionId: crypto.randomUUID(),
    });
    expect(other.json).toEqual({ error: CHALLENGE_TEXTS.notYourAccepted, code: "VALIDATION" });
    const missing = await c.post(`/problems/${crypto.randomUUID()}/challenges`, { input: BIG });
    expect(missing.status).toBe(404);
    const signedOut = await client(t.app).post(`/problems/${p.id}/challenges`, { input: BIG });
    expect(signedOut.status).toBe(401);
    await p.remove();
  });

  test("invalid input is refused with the validator's message; the sixth challenge in an hour is 429", async () => {
    const p = await weakSumProblem(t.ctx);
    const { c } = await signUp(t.app);
    const res = await c.post(`/problems/${p.id}/challenges`, { input: "hello world\n" });
    expect(res.status, res.text).toBe(202);
    expect(res.json.challenge.status).toBe("VALIDATING");
    const done = await settled(c, res.json.challenge.id);
    expect(done.status).toBe("INVALID");
    expect(done.message).toBe("Invalid input: expected two integers");
    const tooBig = await c.post(`/problems/${p.id}/challenges`, { input: "1 2000000000000000000\n" });
    expect((await settled(c, tooBig.json.challenge.id)).message).toBe(
      "Invalid input: each integer must be at most 10^18 in absolute value",
    );
    for (let i = 2; i < CHALLENGE_RATE_LIMIT.points; i++)
      expect((await c.post(`/problems/${p.id}/challenges`, { input: "x" })).status).toBe(202);
    const limited = await c.post(`/problems/${p.id}/challenges`, { input: "x" });
    expect(limited.json).toEqual({ error: CHALLENGE_TEXTS.rateLimited, code: "RATE_LIMITED" });
    await p.remove();
  }, 120_000);

  test("a reference that fails on the input refuses the challenge; only admins read why", async () => {
    const p = await weakSumProblem(t.ctx, { reference: FRAGILE_REFERENCE });
    const { c } = await signUp(t.app);
    const res = await c.post(`/problems/${p.id}/challenges`, { input: BIG });
    const done = await settled(c, res.json.challenge.id);
    expect(done.status).toBe("REFERENCE_FAILED");
    expect(done.message).toBe(CHALLENGE_TEXTS.referenceFailed);
    const forAdmin = await admin.get(`/challenges/${done.id}`);
    expect(forAdmin.json.challenge.message).toContain("PYTHON reference: Runtime Error");
    expect(JSON.stringify(done)).not.toContain(REFERENCE_MARKER);
    // Nobody else may read it.
    const { c: stranger } = await signUp(t.app);
    expect((await stranger.get(`/challenges/${done.id}`)).status).toBe(404);
    await p.remove();
  }, 120_000);
});

describe("a weak-tests problem", () => {
  test("challenge → review → approve → hidden test → rejudge flips exactly the overflowing submissions", async () => {
    const p = await weakSumProblem(t.ctx);
    const solid = await signUp(t.app, { name: "Solid" }); // Python only: stays solved, no later failure
    const weak = await signUp(t.app, { name: "Weak" }); // 32-bit JavaScript only: loses the solved mark
    const mixed = await signUp(t.app, { name: "Mixed" }); // 32-bit JavaScript and Python: keeps the mark
    const solidPy = await submit(solid.c, p.id, "PYTHON", SUM_SOLUTIONS.python);
    const weakJs = await submit(weak.c, p.id, "JAVASCRIPT", SUM_SOLUTIONS.js32);
    const mixedJs = await submit(mixed.c, p.id, "JAVASCRIPT", SUM_SOLUTIONS.js32);
    const mixedPy = await submit(mixed.c, p.id, "PYTHON", SUM_SOLUTIONS.python);
    const days = async () =>
      (await t.ctx.db.select().from(solveDays).where(eq(solveDays.userId, weak.user.id))).length;
    const weakDaysBefore = await days();
    expect(weakDaysBefore).toBe(1);

    // The challenger names their own accepted submission (any would do).
    const challenger = await signUp(t.app, { name: "Challenger" });
    const own = await submit(challenger.c, p.id, "JAVASCRIPT", SUM_SOLUTIONS.jsBig);
    const res = await challenger.c.post(`/problems/${p.id}/challenges`, { input: BIG, submissionId: own });
    expect(res.status, res.text).toBe(202);
    const done = await settled(challenger.c, res.json.challenge.id);
    expect(done).toMatchObject({
      status: "PENDING_REVIEW",
      message: CHALLENGE_TEXTS.pendingReview,
      checked: 5,
      total: 5,
      failing: 2,
      failingByLanguage: { JAVASCRIPT: 2 },
      targetSubmissionId: own,
      input: BIG,
    });
    const mine = await challenger.c.get(`/problems/${p.id}/challenges/mine`);
    expect(mine.json.challenges.map((x: { id: string }) => x.id)).toEqual([done.id]);
    // The learner's views never carry the reference's answer or its source.
    const problemView = await challenger.c.get(`/problems/get-problem/${p.id}`);
    for (const body of [JSON.stringify(done), mine.text, problemView.text]) {
      expect(body).not.toContain(BIG_SUM);
      expect(body).not.toContain(REFERENCE_MARKER);
      expect(body).not.toContain("expectedOutput");
      expect(body).not.toContain("inputValidators");
    }
    expect((await challenger.c.get("/admin/challenges")).status).toBe(403);
    // Admins see the validators on the problem and the evidence in the queue.
    expect((await admin.get(`/problems/get-problem/${p.id}`)).json.problem.inputValidators).toHaveLength(1);
    const queue = await admin.get("/admin/challenges?status=PENDING_REVIEW");
    const row = queue.json.challenges.find((x: { id: string }) => x.id === done.id);
    expect(row).toMatchObject({ failing: 2, userName: "Challenger", problemTitle: p.title });
    expect(row.expectedOutput.trim()).toBe(BIG_SUM);

    const approved = await admin.post(`/admin/challenges/${done.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.challenge.status).toBe("APPROVED");
    expect((await admin.post(`/admin/challenges/${done.id}/approve`)).status).toBe(409);
    expect((await admin.post(`/admin/challenges/${done.id}/reject`, {})).status).toBe(409);
    const [problem] = await t.ctx.db.select().from(problems).where(eq(problems.id, p.id));
    expect(problem!.testsVersion).toBe(2);
    const tests = await t.ctx.db.select().from(testCases).where(eq(testCases.problemId, p.id));
    const added = tests.find((x) => x.position === 3)!;
    expect(added).toMatchObject({ input: BIG, hidden: true });
    expect(added.output.trim()).toBe(BIG_SUM);
    const [stored] = await t.ctx.db.select().from(testChallenges).where(eq(testChallenges.id, done.id));
    expect(stored!.testCaseId).toBe(added.id);

    await jobDone(`rejudge-${done.id}`);
    const failures = async () =>
      (
        await t.ctx.db
          .select()
          .from(submissionLaterFailures)
          .where(eq(submissionLaterFailures.challengeId, done.id))
      ).sort((a, b) => a.submissionId.localeCompare(b.submissionId));
    const first = await failures();
    expect(first.map((f) => f.submissionId).sort()).toEqual([weakJs, mixedJs].sort());
    expect(first.every((f) => f.status === "Wrong Answer")).toBe(true);
    const solved = async (userId: string) =>
      (
        await t.ctx.db
          .select()
          .from(solvedProblems)
          .where(and(eq(solvedProblems.userId, userId), eq(solvedProblems.problemId, p.id)))
      ).length;
    expect(await solved(weak.user.id)).toBe(0);
    expect(await solved(mixed.user.id)).toBe(1);
    expect(await solved(solid.user.id)).toBe(1);
    expect(await t.ctx.redis.sismember(solvedSetKey(t.env.REDIS_PREFIX, weak.user.id), p.id)).toBe(0);
    // History stays: the verdict, the solve day.
    expect(await days()).toBe(weakDaysBefore);
    const history = await weak.c.get(`/submission/get-submissions/${p.id}`);
    const weakRow = history.json.submissions.find((s: { id: string }) => s.id === weakJs);
    expect(weakRow.status).toBe("Accepted");
    expect(weakRow.laterFailure.status).toBe("Wrong Answer");
    const mixedHistory = await mixed.c.get(`/submission/get-submissions/${p.id}`);
    const byId = new Map(mixedHistory.json.submissions.map((s: { id: string }) => [s.id, s]));
    expect((byId.get(mixedPy) as { laterFailure: unknown }).laterFailure).toBeNull();
    expect(byId.has(solidPy)).toBe(false); // someone else's: never in Mixed's list
    // The badge: one unseen later failure for Weak, cleared once seen.
    const notices = await weak.c.get("/challenges/later-failures");
    expect(notices.json).toMatchObject({
      unseen: 1,
      failures: [{ submissionId: weakJs, problemTitle: p.title }],
    });
    await weak.c.post("/challenges/later-failures/seen");
    expect((await weak.c.get("/challenges/later-failures")).json.unseen).toBe(0);
    // The challenger's credit.
    expect((await challenger.c.get("/auth/check")).json.user.challengesApproved).toBe(1);

    // A duplicate delivery of each job (another job id, the same challenge) changes nothing.
    await t.ctx.challengeQueue.add(
      CHALLENGE_JOBS.rejudge,
      { challengeId: done.id },
      { jobId: `dup-r-${done.id}` },
    );
    await t.ctx.challengeQueue.add(
      CHALLENGE_JOBS.validate,
      { challengeId: done.id },
      { jobId: `dup-v-${done.id}` },
    );
    await jobDone(`dup-r-${done.id}`);
    await jobDone(`dup-v-${done.id}`);
    // (seenAt moved on above: Weak marked the notice seen; nothing else may change.)
    const withoutSeen = (rows: typeof first) => rows.map(({ seenAt: _, ...f }) => f);
    expect(withoutSeen(await failures())).toEqual(withoutSeen(first));
    const [again] = await t.ctx.db.select().from(testChallenges).where(eq(testChallenges.id, done.id));
    expect(again).toEqual(stored!);
    expect((await t.ctx.db.select().from(testCases).where(eq(testCases.problemId, p.id))).length).toBe(4);

    // A new submission is judged on the new test at once.
    const res2 = await weak.c.post("/execute-code/submit", {
      source_code: SUM_SOLUTIONS.js32,
      language_id: LANGUAGE_IDS.JAVASCRIPT,
      stdin: [],
      expected_outputs: [],
      problemId: p.id,
    });
    expect(res2.json.submission.status).toBe("Wrong Answer");
    await p.remove();
  }, 300_000);

  test("an input every accepted solution passes ends as NO_BREAK; an admin may reject a pending one", async () => {
    const p = await weakSumProblem(t.ctx);
    const { c } = await signUp(t.app);
    await submit(c, p.id, "JAVASCRIPT", SUM_SOLUTIONS.js32);
    const small = await c.post(`/problems/${p.id}/challenges`, { input: "20 22\n" });
    expect(await settled(c, small.json.challenge.id)).toMatchObject({
      status: "NO_BREAK",
      message: CHALLENGE_TEXTS.noBreak,
      failing: 0,
      total: 1,
    });
    const big = await c.post(`/problems/${p.id}/challenges`, { input: BIG });
    const pending = await settled(c, big.json.challenge.id);
    expect(pending.status).toBe("PENDING_REVIEW");
    const rejected = await admin.post(`/admin/challenges/${pending.id}/reject`, {
      message: "Duplicate of a test",
    });
    expect(rejected.json.challenge).toMatchObject({ status: "REJECTED", message: "Duplicate of a test" });
    expect((await c.get("/auth/check")).json.user.challengesApproved).toBe(0);
    await p.remove();
  }, 180_000);
});
