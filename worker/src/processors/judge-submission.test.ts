import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { solvedProblems, submissions, submissionTestResults } from "@grindstone/db";
import { createLogger } from "@grindstone/shared/logger";
import {
  INFLIGHT_STALE_MS,
  inflightKey,
  JUDGE_ATTEMPTS,
  JUDGE_JOBS,
  leaderboardKey,
  MAX_JUDGE_ATTEMPTS_TOTAL,
  utcDay,
} from "@grindstone/shared/server";
import { and, eq } from "drizzle-orm";
import type { Runner } from "../runners/runner.ts";
import {
  createWorkerTestDeps,
  fakeJudgeDelivery,
  insertSubmission,
  insertUser,
  problemBySlug,
  workerRoot,
} from "../test/harness.ts";
import { judgeSubmission } from "./judge-submission.ts";

let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
beforeAll(async () => {
  h = await createWorkerTestDeps();
});
afterAll(() => h.close());

const countRows = async (table: typeof submissionTestResults, id: string) =>
  (await h.deps.db.select().from(table).where(eq(table.submissionId, id))).length;

describe("judge-submission processor", () => {
  test("a job delivered twice ends with one verdict and one set of side effects", async () => {
    const user = await insertUser(h.deps);
    const problem = await problemBySlug(h.deps, "climbing-stairs");
    const sub = await insertSubmission(h.deps, {
      userId: user.id,
      problemId: problem.id,
      language: "PYTHON",
      sourceCode: problem.referenceSolutions.PYTHON!,
    });
    const process = judgeSubmission(h.deps);
    // Two deliveries at once (a stalled lock and its replacement), then a late third one.
    await Promise.all([process(fakeJudgeDelivery(sub.id)), process(fakeJudgeDelivery(sub.id))]);
    await process(fakeJudgeDelivery(sub.id));

    const [row] = await h.deps.db.select().from(submissions).where(eq(submissions.id, sub.id));
    expect(row!.status).toBe("Accepted");
    expect(await countRows(submissionTestResults, sub.id)).toBe(row!.totalCount);
    const solved = await h.deps.db
      .select()
      .from(solvedProblems)
      .where(and(eq(solvedProblems.userId, user.id), eq(solvedProblems.problemId, problem.id)));
    expect(solved).toHaveLength(1);
    const score = await h.deps.redis.zscore(
      leaderboardKey(h.env.REDIS_PREFIX, utcDay(row!.judgedAt!)),
      user.id,
    );
    expect(Math.floor(Number(score) / 1e8)).toBe(1);
  });

  test("a second Accepted submission of the same problem does not count again", async () => {
    const user = await insertUser(h.deps);
    const problem = await problemBySlug(h.deps, "fizz-buzz");
    const process = judgeSubmission(h.deps);
    for (let i = 0; i < 2; i++) {
      const sub = await insertSubmission(h.deps, {
        userId: user.id,
        problemId: problem.id,
        language: "JAVASCRIPT",
        sourceCode: problem.referenceSolutions.JAVASCRIPT!,
      });
      await process(fakeJudgeDelivery(sub.id));
    }
    const score = await h.deps.redis.zscore(leaderboardKey(h.env.REDIS_PREFIX, utcDay(new Date())), user.id);
    expect(Math.floor(Number(score) / 1e8)).toBe(1);
  });

  test("a wrong solution is Wrong Answer with the failing test marked", async () => {
    const user = await insertUser(h.deps);
    const problem = await problemBySlug(h.deps, "climbing-stairs");
    // Off by one: prints n instead of the number of ways.
    const sub = await insertSubmission(h.deps, {
      userId: user.id,
      problemId: problem.id,
      language: "PYTHON",
      sourceCode: "print(int(input()))",
    });
    await judgeSubmission(h.deps)(fakeJudgeDelivery(sub.id));
    const [row] = await h.deps.db.select().from(submissions).where(eq(submissions.id, sub.id));
    expect(row!.status).toBe("Wrong Answer");
    const results = await h.deps.db
      .select()
      .from(submissionTestResults)
      .where(eq(submissionTestResults.submissionId, sub.id));
    expect(results.some((r) => !r.passed && r.status === "Wrong Answer")).toBe(true);
    expect(
      await h.deps.db.select().from(solvedProblems).where(eq(solvedProblems.userId, user.id)),
    ).toHaveLength(0);
  });
});

describe("bounded attempts", () => {
  /** A runner that fails the same way every time: a bug, or anything else that retrying cannot cure. */
  const poisoned: Runner = {
    name: "poisoned",
    run: async () => {
      throw new Error("poisoned: fails identically every time");
    },
    close: async () => {},
  };
  const inflightScore = async (userId: string, id: string) =>
    h.deps.redis.zscore(inflightKey(h.env.REDIS_PREFIX, userId), id);

  test("a submission that fails every time ends as Internal Error after the attempts cap, counted in flight until then", async () => {
    const errors: string[] = [];
    const log = createLogger(
      "worker",
      { LOG_LEVEL: "error", LOG_FORMAT: "json" },
      {
        write: (s: string) => void errors.push(JSON.parse(s).msg),
      },
    );
    const deps = { ...h.deps, runner: poisoned, log };
    const user = await insertUser(h.deps);
    const problem = await problemBySlug(h.deps, "climbing-stairs");
    const sub = await insertSubmission(h.deps, {
      userId: user.id,
      problemId: problem.id,
      language: "PYTHON",
      sourceCode: problem.referenceSolutions.PYTHON!,
    });
    const key = inflightKey(h.env.REDIS_PREFIX, user.id);
    const process = judgeSubmission(deps);
    for (let attempt = 1; attempt <= MAX_JUDGE_ATTEMPTS_TOTAL; attempt++) {
      // Minutes pass between the jobs: the entry taken on admission would be about to lapse each time.
      await h.deps.redis.zadd(key, Date.now() - INFLIGHT_STALE_MS + 1000, sub.id);
      await expect(process(fakeJudgeDelivery(sub.id, (attempt - 1) % JUDGE_ATTEMPTS))).rejects.toThrow(
        "poisoned",
      );
      const [row] = await h.deps.db.select().from(submissions).where(eq(submissions.id, sub.id));
      expect([row!.status, row!.attempts]).toEqual(["Running", attempt]);
      expect(Number(await inflightScore(user.id, sub.id))).toBeGreaterThan(Date.now() - 60_000);
    }
    // The next delivery (the sweeper's next job) does not judge again.
    expect(await process(fakeJudgeDelivery(sub.id))).toEqual({ status: "Internal Error" });
    const [row] = await h.deps.db.select().from(submissions).where(eq(submissions.id, sub.id));
    expect([row!.status, row!.attempts, row!.totalCount]).toEqual([
      "Internal Error",
      MAX_JUDGE_ATTEMPTS_TOTAL + 1,
      0,
    ]);
    expect(await countRows(submissionTestResults, sub.id)).toBe(0);
    expect(await inflightScore(user.id, sub.id)).toBeNull();
    // Why it gave up is logged, with the failure of an earlier attempt.
    expect(errors).toContainEqual(
      expect.stringMatching(/Internal Error after 6 attempts .*poisoned: fails identically/),
    );
    // A late duplicate delivery only re-announces: it neither judges nor brings the freed entry back.
    expect(await process(fakeJudgeDelivery(sub.id))).toEqual({ status: "Internal Error" });
    expect(await inflightScore(user.id, sub.id)).toBeNull();
  });

  test("a runner result Postgres would refuse (NUL, escapes) is stored as display text, not retried", async () => {
    // A runner that forgot to make its outputs display text: toResults still must.
    const raw: Runner = {
      name: "raw",
      run: async (req) => ({
        status: "Wrong Answer",
        score: 0,
        maxScore: 1,
        groups: [],
        compileOutput: "warning: \u0000",
        tests: req.tests.map(() => ({
          status: "Wrong Answer" as const,
          passed: false,
          stdout: "a\u0000b",
          stderr: "\u001b[31m",
          timeMs: 1,
          memoryKb: 1,
          fraction: 0,
        })),
      }),
      close: async () => {},
    };
    const user = await insertUser(h.deps);
    const problem = await problemBySlug(h.deps, "climbing-stairs");
    const sub = await insertSubmission(h.deps, {
      userId: user.id,
      problemId: problem.id,
      language: "PYTHON",
      sourceCode: "print(0)",
    });
    expect(await judgeSubmission({ ...h.deps, runner: raw })(fakeJudgeDelivery(sub.id))).toEqual({
      status: "Wrong Answer",
    });
    const [row] = await h.deps.db.select().from(submissions).where(eq(submissions.id, sub.id));
    expect([row!.attempts, row!.compileOutput]).toEqual([1, "warning: \u2400"]);
    const results = await h.deps.db
      .select()
      .from(submissionTestResults)
      .where(eq(submissionTestResults.submissionId, sub.id));
    expect(results.map((r) => [r.stdout, r.stderr])[0]).toEqual(["a\u2400b", "\u241b[31m"]);
  });
});

describe("worker process", () => {
  const spawnWorker = () =>
    Bun.spawn([process.execPath, "worker/src/index.ts"], {
      cwd: workerRoot,
      env: {
        ...process.env,
        DATABASE_URL: h.env.DATABASE_URL,
        REDIS_URL: h.env.REDIS_URL,
        REDIS_PREFIX: h.env.REDIS_PREFIX,
        WORKER_CONCURRENCY: "1",
        WORKER_LOCK_MS: "2000",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
  const statusOf = async (id: string) =>
    (await h.deps.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;
  const waitFor = async (
    id: string,
    pred: (s: Awaited<ReturnType<typeof statusOf>>) => boolean,
    ms = 60_000,
  ) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const s = await statusOf(id);
      if (pred(s)) return s;
      await Bun.sleep(100);
    }
    throw new Error(`submission ${id} did not reach the expected state`);
  };
  // Sleeps 1.5 s per test then answers correctly: slow enough to kill the worker mid-job, within the 6 s wall limit.
  const slowButRight = (ref: string) => `import time\ntime.sleep(1.5)\n${ref}`;

  test("a worker killed mid-job: the job runs again and ends with exactly one verdict", async () => {
    const user = await insertUser(h.deps);
    const problem = await problemBySlug(h.deps, "climbing-stairs");
    const sub = await insertSubmission(h.deps, {
      userId: user.id,
      problemId: problem.id,
      language: "PYTHON",
      sourceCode: slowButRight(problem.referenceSolutions.PYTHON!),
    });
    await h.queue.add(JUDGE_JOBS.submission, { submissionId: sub.id }, { jobId: sub.id });

    const first = spawnWorker();
    await waitFor(sub.id, (s) => s.status === "Running");
    first.kill("SIGKILL");
    await first.exited;
    const second = spawnWorker();
    try {
      const done = await waitFor(sub.id, (s) => s.status !== "Running" && s.status !== "Queued", 120_000);
      expect(done.status).toBe("Accepted");
      expect(done.attempts).toBeGreaterThanOrEqual(2);
      expect(await countRows(submissionTestResults, sub.id)).toBe(done.totalCount);
      expect(
        await h.deps.db.select().from(solvedProblems).where(eq(solvedProblems.userId, user.id)),
      ).toHaveLength(1);
    } finally {
      second.kill("SIGTERM");
      await second.exited;
    }
  }, 180_000);

  test("on SIGTERM the worker finishes its current job, then exits", async () => {
    const user = await insertUser(h.deps);
    const problem = await problemBySlug(h.deps, "fizz-buzz");
    const sub = await insertSubmission(h.deps, {
      userId: user.id,
      problemId: problem.id,
      language: "PYTHON",
      sourceCode: slowButRight(problem.referenceSolutions.PYTHON!),
    });
    await h.queue.add(JUDGE_JOBS.submission, { submissionId: sub.id }, { jobId: sub.id });
    const worker = spawnWorker();
    await waitFor(sub.id, (s) => s.status === "Running");
    worker.kill("SIGTERM");
    expect(await worker.exited).toBe(0);
    expect((await statusOf(sub.id)).status).toBe("Accepted");
  }, 180_000);
});
