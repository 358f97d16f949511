import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { submissions } from "@grindstone/db";
import { LANGUAGE_IDS, type Language, submissionUpdateSchema } from "@grindstone/shared";
import { inflightKey, leaderboardKey, utcDay } from "@grindstone/shared/server";
import type { Subprocess } from "bun";
import { eq } from "drizzle-orm";
import { client, createTestApp, seededProblem, signUp, spawnWorker } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: Subprocess;
beforeAll(async () => {
  t = await createTestApp();
  await seededProblem(t.ctx, "two-sum");
  worker = spawnWorker(t.env);
});
afterAll(async () => {
  worker?.kill("SIGTERM");
  await worker?.exited;
  await t.close();
});

const body = (problemId: string, language: Language, source: string, extra: object = {}) => ({
  source_code: source,
  language_id: LANGUAGE_IDS[language],
  stdin: [],
  expected_outputs: [],
  problemId,
  ...extra,
});

describe("submit", () => {
  test("a reference solution is Accepted in each language, with per-test figures", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c } = await signUp(t.app);
    for (const language of ["JAVASCRIPT", "PYTHON", "JAVA"] as const) {
      const res = await c.post(
        "/execute-code/submit",
        body(problem.id, language, problem.referenceSolutions[language]!),
      );
      expect(res.status).toBe(200);
      expect(res.json.message).toBeString();
      const s = res.json.submission;
      expect(s.status).toBe("Accepted");
      expect(s.language).toBe(language);
      expect(s.passedCount).toBe(s.totalCount);
      expect(s.testCases[0].time).toMatch(/^\d+\.\d{3} s$/);
      expect(s.testCases[0].memory).toMatch(/^\d+ KB$/);
      expect(typeof s.testCases[0].timeMs).toBe("number");
    }
  }, 120_000);

  test("hidden tests are judged but their inputs and outputs never reach the client", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c } = await signUp(t.app);
    const res = await c.post(
      "/execute-code/submit",
      body(problem.id, "PYTHON", problem.referenceSolutions.PYTHON!),
    );
    const hidden = res.json.submission.testCases.filter((x: { hidden: boolean }) => x.hidden);
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    for (const h of hidden)
      expect([h.stdin, h.expected, h.stdout, h.stderr]).toEqual([null, null, null, null]);
    const get = await c.get(`/submission/${res.json.submission.id}`);
    expect(get.status).toBe(200);
    expect(get.json.submission.testCases.filter((x: { hidden: boolean }) => x.hidden)).toEqual(hidden);
  }, 60_000);

  test("submit cannot be faked by sending expected outputs; the failing test is marked", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c } = await signUp(t.app);
    const res = await c.post(
      "/execute-code/submit",
      body(problem.id, "PYTHON", 'print("0 1")', { stdin: ["x"], expected_outputs: ["0 1"] }),
    );
    expect(res.json.submission.status).toBe("Wrong Answer");
    expect(res.json.submission.totalCount).toBeGreaterThan(1);
    expect(
      res.json.submission.testCases.some(
        (x: { passed: boolean; status: string }) => !x.passed && x.status === "Wrong Answer",
      ),
    ).toBe(true);
  }, 60_000);

  test("solving twice counts once on today's leaderboard", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c, user } = await signUp(t.app);
    for (let i = 0; i < 2; i++) {
      const res = await c.post(
        "/execute-code/submit",
        body(problem.id, "JAVASCRIPT", problem.referenceSolutions.JAVASCRIPT!),
      );
      expect(res.json.submission.status).toBe("Accepted");
    }
    const score = await t.ctx.redis.zscore(leaderboardKey(t.env.REDIS_PREFIX, utcDay(new Date())), user.id);
    expect(Math.floor(Number(score) / 1e8)).toBe(1);
    // The solved mark on the list: the solver's own entry only, and nothing for someone else.
    const mine = (await c.get("/problems/get-all-problems")).json.problems.find(
      (p: { id: string }) => p.id === problem.id,
    );
    expect(mine).toMatchObject({ isSolved: true, solvedBy: [{ userId: user.id }] });
    const other = await signUp(t.app);
    const theirs = (await other.c.get("/problems/get-all-problems")).json.problems.find(
      (p: { id: string }) => p.id === problem.id,
    );
    expect(theirs).toMatchObject({ isSolved: false, solvedBy: [] });
  }, 60_000);

  test("the user's socket sees queued → running test k of N → verdict", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c } = await signUp(t.app);
    const seen: { status: string; currentTest: number | null }[] = [];
    // Subscribe the way the Socket.IO adapter delivers to a room: through a real socket on a real server.
    const { io } = await import("socket.io-client");
    const { startServer } = await import("../../server.ts");
    const server = startServer(t.ctx, 0);
    const socket = io(`http://127.0.0.1:${server.port}`, {
      path: "/socket.io/",
      transports: ["websocket"],
      extraHeaders: { cookie: c.cookie },
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) =>
        socket.once("connect", () => resolve()).once("connect_error", reject),
      );
      socket.on("submissionUpdate", (u) => {
        // Each update is the shared contract the web reads: from the API (Queued) and the worker (the rest).
        const update = submissionUpdateSchema.strict().parse(u);
        seen.push({ status: update.status, currentTest: update.currentTest });
      });
      const res = await c.post(
        "/execute-code/submit",
        body(problem.id, "PYTHON", problem.referenceSolutions.PYTHON!),
      );
      await Bun.sleep(300);
      expect(seen[0]).toEqual({ status: "Queued", currentTest: null });
      expect(
        seen.some((u) => u.status === "Running" && u.currentTest === res.json.submission.totalCount),
      ).toBe(true);
      expect(seen.at(-1)).toEqual({ status: "Accepted", currentTest: null });
    } finally {
      socket.disconnect();
      await server.stop(true);
    }
  }, 60_000);
});

describe("run", () => {
  test("runs custom input, compares when an expected output is given, and is not stored", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c, user } = await signUp(t.app);
    const res = await c.post(
      "/execute-code/",
      body(problem.id, "PYTHON", "print(input()[::-1])", {
        stdin: ["abc", "hello"],
        expected_outputs: ["cba", "nope"],
      }),
    );
    expect(res.status).toBe(200);
    const s = res.json.submission;
    expect(s.kind).toBe("run");
    expect(s.testCases.map((x: { passed: boolean }) => x.passed)).toEqual([true, false]);
    expect(s.testCases[1].stdout.trim()).toBe("olleh");
    expect(s.status).toBe("Wrong Answer");
    expect(await t.ctx.db.select().from(submissions).where(eq(submissions.userId, user.id))).toHaveLength(0);
    // The owner can fetch it; nobody else can.
    expect((await c.get(`/submission/${s.id}`)).json.submission.id).toBe(s.id);
    expect((await (await signUp(t.app)).c.get(`/submission/${s.id}`)).status).toBe(404);
  }, 60_000);

  test("a case sent with a null expected output shows the reference solution's output as Expected", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c } = await signUp(t.app);
    const res = await c.post(
      "/execute-code/",
      body(problem.id, "PYTHON", 'print("0 1")', {
        stdin: ["2\n3 4\n7\n", "3\n1 2 4\n6\n"],
        expected_outputs: [null, null],
      }),
    );
    expect(res.status).toBe(200);
    const cases = res.json.submission.testCases.map(
      (x: { passed: boolean; expected: string; stdout: string; expectedFrom: string; note: null }) => ({
        passed: x.passed,
        expected: x.expected.trim(),
        stdout: x.stdout.trim(),
        expectedFrom: x.expectedFrom,
        note: x.note,
      }),
    );
    expect(cases).toEqual([
      { passed: true, expected: "0 1", stdout: "0 1", expectedFrom: "reference", note: null },
      { passed: false, expected: "1 2", stdout: "0 1", expectedFrom: "reference", note: null },
    ]);
    expect(res.json.submission.status).toBe("Wrong Answer");
    // Only the reference's output is used: its source is in neither the answer nor the stored run.
    expect(res.text).not.toContain(problem.referenceSolutions.PYTHON!.slice(0, 40));
    expect((await c.get(`/submission/${res.json.submission.id}`)).json.submission.testCases[1].expected).toBe(
      res.json.submission.testCases[1].expected,
    );
  }, 60_000);

  test("at most 100 cases (10 run), each at most 1 MB; source at most 64 KB", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c } = await signUp(t.app);
    const many = await c.post(
      "/execute-code/",
      body(problem.id, "PYTHON", "print(1)", { stdin: Array(101).fill("1") }),
    );
    expect([many.status, many.json.error]).toEqual([400, "At most 100 test cases per run"]);
    const big = await c.post(
      "/execute-code/",
      body(problem.id, "PYTHON", "print(1)", { stdin: ["x".repeat(1024 * 1024 + 1)] }),
    );
    expect(big.json.error).toBe("Each input must be at most 1 MB");
    const src = await c.post("/execute-code/submit", body(problem.id, "PYTHON", "#".repeat(64 * 1024 + 1)));
    expect(src.json.error).toBe("Source code must be at most 64 KB");
  });

  test("a NUL character in any text field is a clear 400, and nothing is stored or queued", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c, user } = await signUp(t.app);
    const submit = await c.post(
      "/execute-code/submit",
      body(problem.id, "PYTHON", 'print("a\u0000b")\u0000'),
    );
    expect([submit.status, submit.json]).toEqual([
      400,
      { error: "source_code must not contain a NUL character", code: "VALIDATION" },
    ]);
    const run = await c.post(
      "/execute-code/",
      body(problem.id, "PYTHON", "print(1)", { stdin: ["1", "2\u0000"], expected_outputs: ["1", "2"] }),
    );
    expect([run.status, run.json]).toEqual([
      400,
      { error: "stdin[1] must not contain a NUL character", code: "VALIDATION" },
    ]);
    expect(await t.ctx.db.select().from(submissions).where(eq(submissions.userId, user.id))).toHaveLength(0);
    // Refused before admission: the user's in-flight slots are untouched.
    expect(await t.ctx.redis.zcard(inflightKey(t.env.REDIS_PREFIX, user.id))).toBe(0);
  });
});

describe("admission", () => {
  test("unsupported language is a clear 400", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c } = await signUp(t.app);
    const res = await c.post("/execute-code/submit", {
      ...body(problem.id, "PYTHON", "print(1)"),
      language_id: 999, // no language of the registry (74 was, until TypeScript joined it)
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("Unsupported language");
  });

  test("a third submission while two are in flight is refused with 429", async () => {
    // Answer at once (no wait for the verdict), so all three requests land while the first two are in flight.
    const quick = await createTestApp({ JUDGE_WAIT_MS: "0" });
    try {
      const problem = await seededProblem(quick.ctx, "two-sum");
      const { c } = await signUp(quick.app);
      const slow = body(problem.id, "PYTHON", "import time\ntime.sleep(1)\nprint(0)");
      const results = await Promise.all([0, 1, 2].map(() => c.post("/execute-code/submit", slow)));
      const refused = results.filter((r) => r.status === 429);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.json.error).toBe("You already have submissions running");
      expect(results.filter((r) => r.status === 202)).toHaveLength(2);
    } finally {
      await quick.close();
    }
  }, 60_000);

  test("beyond the queue cap the judge answers 503 and stores nothing", async () => {
    const capped = await createTestApp({ JUDGE_QUEUE_CAP: "1" });
    try {
      const problem = await seededProblem(capped.ctx, "two-sum");
      await capped.ctx.queue.add(
        "judge-run",
        { runId: crypto.randomUUID() },
        { delay: 60_000, jobId: `cap-${crypto.randomUUID()}` },
      );
      const { c, user } = await signUp(capped.app);
      const res = await c.post("/execute-code/submit", body(problem.id, "PYTHON", "print(1)"));
      expect(res.status).toBe(503);
      expect(res.json.error).toBe("The judge is busy, please retry");
      expect(
        await capped.ctx.db.select().from(submissions).where(eq(submissions.userId, user.id)),
      ).toHaveLength(0);
      await capped.ctx.queue.clean(0, 1000, "delayed");
    } finally {
      await capped.close();
    }
  });

  test("with Redis down the API answers 503 instead of accepting work", async () => {
    const down = await createTestApp({ REDIS_URL: "redis://127.0.0.1:1" });
    try {
      // A valid session from a healthy instance, presented to an instance whose Redis is gone.
      const problem = await seededProblem(t.ctx, "two-sum");
      const { c, user } = await signUp(t.app);
      const onDown = client(down.app);
      onDown.cookie = c.cookie;
      const res = await onDown.post("/execute-code/submit", body(problem.id, "PYTHON", "print(1)"));
      expect(res.json.code).toBe("SERVICE_UNAVAILABLE");
      expect(await t.ctx.db.select().from(submissions).where(eq(submissions.userId, user.id))).toHaveLength(
        0,
      );
      expect(res.status).toBe(503);
    } finally {
      await down.close();
    }
  });

  test("when the wait is over it answers 202 Queued, and the verdict can be fetched later", async () => {
    const quick = await createTestApp({ JUDGE_WAIT_MS: "0" });
    try {
      const problem = await seededProblem(quick.ctx, "two-sum");
      const { c } = await signUp(quick.app);
      const res = await c.post(
        "/execute-code/submit",
        body(problem.id, "JAVASCRIPT", problem.referenceSolutions.JAVASCRIPT!),
      );
      expect(res.status).toBe(202);
      expect(["Queued", "Running"]).toContain(res.json.submission.status);
      let status = res.json.submission.status;
      for (let i = 0; i < 300 && (status === "Queued" || status === "Running"); i++) {
        await Bun.sleep(100);
        status = (await c.get(`/submission/${res.json.submission.id}`)).json.submission.status;
      }
      expect(status).toBe("Accepted");
    } finally {
      await quick.close();
    }
  }, 60_000);
});
