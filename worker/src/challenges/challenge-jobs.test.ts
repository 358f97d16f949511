import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  problems,
  solveDays,
  solvedProblems,
  submissionLaterFailures,
  submissions,
  testCases,
  testChallenges,
} from "@grindstone/db";
import type { Verdict } from "@grindstone/shared";
import { CHALLENGE_JOBS, solvedSetKey } from "@grindstone/shared/server";
import type { Job } from "bullmq";
import { and, eq } from "drizzle-orm";
import type { Runner, RunRequest, TestOutcome } from "../runners/runner.ts";
import { createWorkerTestDeps, insertUser } from "../test/harness.ts";
import { challengeProcessors } from "./challenge-worker.ts";

// The jobs' logic on real Postgres and Redis with a stand-in runner (no sandbox, so no heavy lock): a "program" is
// its source's name. The same flow through the real sandbox is api/src/modules/challenges/challenges.test.ts.
const PROGRAMS: Record<string, (a: bigint, b: bigint) => string> = {
  sum64: (a, b) => `${a + b}\n`,
  sum32: (a, b) => `${(Number(a) + Number(b)) | 0}\n`,
  crash: () => {
    throw new Error("boom");
  },
};
const outcome = (status: TestOutcome["status"], stdout: string): TestOutcome => ({
  status,
  passed: status === "Accepted",
  stdout,
  stderr: status === "Runtime Error" ? "Traceback: boom" : "",
  timeMs: 1,
  memoryKb: 1,
  fraction: status === "Accepted" ? 1 : 0,
});
let runs = 0;
const fakeRunner: Runner = {
  name: "fake",
  async run(req: RunRequest) {
    runs++;
    const tests = [];
    for (const t of req.tests) {
      const [a, b] = String(t.input).trim().split(/\s+/).map(BigInt) as [bigint, bigint];
      let out: string;
      try {
        out = PROGRAMS[req.sourceCode]!(a, b);
      } catch {
        tests.push(outcome("Runtime Error", ""));
        continue;
      }
      const ok = t.expected === undefined || String(t.expected).trim() === out.trim();
      tests.push(outcome(ok ? "Accepted" : "Wrong Answer", out));
    }
    const failed = tests.find((t) => t.status !== "Accepted");
    return {
      status: (failed?.status ?? "Accepted") as Verdict,
      score: 0,
      maxScore: 1,
      groups: [],
      compileOutput: null,
      tests,
    };
  },
  async runProgram(_program, stdin) {
    const parts = String(stdin).trim().split(/\s+/);
    const ok = parts.length === 2 && parts.every((p) => /^-?\d+$/.test(p));
    return {
      exitCode: ok ? 42 : 43,
      killedFor: null,
      stdout: ok ? "" : "expected two integers\n",
      stderr: "",
    };
  },
  close: async () => {},
};

let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
let validate: (job: Job) => Promise<unknown>;
let rejudge: (job: Job) => Promise<unknown>;
const events: { room: string; payload: unknown }[] = [];
beforeAll(async () => {
  h = await createWorkerTestDeps({}, fakeRunner);
  // Socket events are recorded, not sent.
  h.deps.emitter = {
    to: (room: string) => ({ emit: (_event: string, payload: unknown) => events.push({ room, payload }) }),
  } as unknown as typeof h.deps.emitter;
  const processors = challengeProcessors(h.deps, async () => {});
  validate = processors[CHALLENGE_JOBS.validate]!;
  rejudge = processors[CHALLENGE_JOBS.rejudge]!;
});
afterAll(async () => {
  await h.close();
});

const job = (name: string, challengeId: string) =>
  ({
    id: challengeId,
    name,
    data: { challengeId },
    attemptsMade: 0,
    opts: { attempts: 5 },
  }) as unknown as Job;

async function problemWith(reference: string) {
  const [p] = await h.deps.db
    .insert(problems)
    .values({
      title: `Weak sum ${crypto.randomUUID().slice(0, 8)}`,
      description: "d",
      difficulty: "EASY",
      constraints: "c",
      referenceSolutions: { PYTHON: reference },
      inputValidators: [{ language: "PYTHON", source: "validator", headers: [] }],
    })
    .returning();
  await h.deps.db.insert(testCases).values({ problemId: p!.id, position: 0, input: "1 2", output: "3" });
  return p!;
}

async function accepted(
  userId: string,
  problemId: string,
  language: "PYTHON" | "JAVASCRIPT",
  source: string,
) {
  const [s] = await h.deps.db
    .insert(submissions)
    .values({ userId, problemId, language, sourceCode: source, status: "Accepted", judgedAt: new Date() })
    .returning();
  await h.deps.db
    .insert(solvedProblems)
    .values({ userId, problemId, submissionId: s!.id })
    .onConflictDoNothing();
  await h.deps.db.insert(solveDays).values({ userId, day: "2026-01-01" }).onConflictDoNothing();
  return s!;
}

async function challenge(problemId: string, userId: string, input: string) {
  const [c] = await h.deps.db.insert(testChallenges).values({ problemId, userId, input }).returning();
  return c!;
}
const row = async (id: string) =>
  (await h.deps.db.select().from(testChallenges).where(eq(testChallenges.id, id)))[0]!;

describe("the validate job", () => {
  test("invalid input ends INVALID with the validator's words; a failing reference ends REFERENCE_FAILED", async () => {
    const p = await problemWith("sum64");
    const user = await insertUser(h.deps);
    const bad = await challenge(p.id, user.id, "hello world");
    await validate(job(CHALLENGE_JOBS.validate, bad.id));
    expect(await row(bad.id)).toMatchObject({
      status: "INVALID",
      message: "Invalid input: expected two integers",
    });
    const fragile = await problemWith("crash");
    const c = await challenge(fragile.id, user.id, "1 2");
    await validate(job(CHALLENGE_JOBS.validate, c.id));
    const after = await row(c.id);
    expect(after.status).toBe("REFERENCE_FAILED");
    expect(after.message).toContain("PYTHON reference: Runtime Error");
    expect(after.expectedOutput).toBeNull();
  });

  test("counts failures per language over each user's latest accepted per language; twice changes nothing", async () => {
    const p = await problemWith("sum64");
    const [u1, u2] = [await insertUser(h.deps), await insertUser(h.deps)];
    await accepted(u1.id, p.id, "JAVASCRIPT", "sum64"); // older, superseded by the next one of the same language
    await accepted(u1.id, p.id, "JAVASCRIPT", "sum32");
    await accepted(u2.id, p.id, "PYTHON", "sum64");
    const c = await challenge(p.id, u2.id, "3000000000 4000000000");
    await validate(job(CHALLENGE_JOBS.validate, c.id));
    const done = await row(c.id);
    expect(done).toMatchObject({
      status: "PENDING_REVIEW",
      checked: 2,
      total: 2,
      failing: 1,
      failingByLanguage: { JAVASCRIPT: 1 },
      expectedOutput: "7000000000\n",
    });
    const before = runs;
    await validate(job(CHALLENGE_JOBS.validate, c.id));
    expect(runs).toBe(before);
    expect(await row(c.id)).toEqual(done);
    const none = await challenge(p.id, u2.id, "20 22");
    await validate(job(CHALLENGE_JOBS.validate, none.id));
    expect(await row(none.id)).toMatchObject({ status: "NO_BREAK", failing: 0, total: 2 });
  });
});

describe("the rejudge job", () => {
  test("marks exactly the failing accepted submissions; the solved mark follows; history stays; twice is once", async () => {
    const p = await problemWith("sum64");
    const weak = await insertUser(h.deps);
    const mixed = await insertUser(h.deps);
    const solid = await insertUser(h.deps);
    const weakJs = await accepted(weak.id, p.id, "JAVASCRIPT", "sum32");
    const mixedJs = await accepted(mixed.id, p.id, "JAVASCRIPT", "sum32");
    await accepted(mixed.id, p.id, "PYTHON", "sum64");
    await accepted(solid.id, p.id, "PYTHON", "sum64");
    await h.deps.redis.sadd(solvedSetKey(h.env.REDIS_PREFIX, weak.id), p.id);
    // As the API's approval leaves it: the input is a hidden test, the challenge APPROVED with it.
    const [t] = await h.deps.db
      .insert(testCases)
      .values({
        problemId: p.id,
        position: 1,
        input: "3000000000 4000000000",
        output: "7000000000\n",
        hidden: true,
      })
      .returning();
    const c = await challenge(p.id, solid.id, "3000000000 4000000000");
    await h.deps.db
      .update(testChallenges)
      .set({ status: "APPROVED", expectedOutput: "7000000000\n", testCaseId: t!.id })
      .where(eq(testChallenges.id, c.id));

    events.length = 0;
    expect(await rejudge(job(CHALLENGE_JOBS.rejudge, c.id))).toEqual({ failed: 2 });
    const marks = await h.deps.db
      .select()
      .from(submissionLaterFailures)
      .where(eq(submissionLaterFailures.challengeId, c.id));
    expect(marks.map((m) => m.submissionId).sort()).toEqual([weakJs.id, mixedJs.id].sort());
    expect(marks.every((m) => m.status === "Wrong Answer")).toBe(true);
    const solved = async (userId: string) =>
      (
        await h.deps.db
          .select()
          .from(solvedProblems)
          .where(and(eq(solvedProblems.userId, userId), eq(solvedProblems.problemId, p.id)))
      ).length;
    expect([await solved(weak.id), await solved(mixed.id), await solved(solid.id)]).toEqual([0, 1, 1]);
    expect(await h.deps.redis.sismember(solvedSetKey(h.env.REDIS_PREFIX, weak.id), p.id)).toBe(0);
    // The verdicts and the solve days are history.
    const [w] = await h.deps.db.select().from(submissions).where(eq(submissions.id, weakJs.id));
    expect(w!.status).toBe("Accepted");
    expect(await h.deps.db.select().from(solveDays).where(eq(solveDays.userId, weak.id))).toHaveLength(1);
    expect(events.map((e) => e.room).sort()).toEqual([`user:${weak.id}`, `user:${mixed.id}`].sort());

    // A duplicate delivery: nothing new marked, nobody told again.
    events.length = 0;
    expect(await rejudge(job(CHALLENGE_JOBS.rejudge, c.id))).toEqual({ failed: 0 });
    expect(events).toEqual([]);
    expect(
      await h.deps.db
        .select()
        .from(submissionLaterFailures)
        .where(eq(submissionLaterFailures.challengeId, c.id)),
    ).toEqual(marks);
  });
});
