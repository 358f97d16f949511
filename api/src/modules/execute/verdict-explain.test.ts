import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { LANGUAGE_IDS, type Language, NOT_RUN_DID_NOT_COMPILE } from "@grindstone/shared";
import type { Subprocess } from "bun";
import { createTestApp, seededProblem, signUp, spawnWorker } from "../../test/harness.ts";

// Verdicts that explain (issue 22, item 5), through the real API and a real worker: a program that does not parse
// is one Compilation Error with one clean message, and tests not run after a Time Limit Exceeded say why and count
// in no figure. The spec's fields stay as they were; these are added beside them.
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

type Case = {
  testCase: number;
  hidden: boolean;
  passed: boolean;
  status: string;
  time: string;
  memory: string;
  notRunReason: string | null;
};

describe("a program that does not parse", () => {
  test("Python submit: Compilation Error with one clean message, no test run, the spec's fields kept", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c } = await signUp(t.app);
    const res = await c.post(
      "/execute-code/submit",
      body(problem.id, "PYTHON", 'n = int(input())\nprint("ran"\nfor i in range(n):\n    pass\n'),
    );
    expect(res.status).toBe(200);
    const s = res.json.submission;
    expect(s.status).toBe("Compilation Error");
    expect(res.json.message).toBe("Compilation Error");
    expect(s.compileOutput).toBe(
      `main.py:2:6: SyntaxError: '(' was never closed\n    print("ran"\n         ^`,
    );
    expect(s.testCases.length).toBe(s.totalCount);
    for (const x of s.testCases as Case[]) {
      expect([x.status, x.passed, x.notRunReason]).toEqual([
        "Compilation Error",
        false,
        NOT_RUN_DID_NOT_COMPILE,
      ]);
      // The spec's per-test fields are still there, strings as before.
      expect([x.time, x.memory]).toEqual(["0.000 s", "0 KB"]);
    }
    expect([s.ranCount, s.notRunCount, s.passedCount]).toEqual([0, s.totalCount, 0]);
    expect(s.notRunReason).toBe(NOT_RUN_DID_NOT_COMPILE);
    expect(typeof s.time).toBe("string");
    expect(typeof s.stdout).toBe("string");
    // The stored submission reads the same.
    const [listed] = (await c.get(`/submission/get-submissions/${problem.id}`)).json.submissions;
    expect([listed.status, listed.compileOutput, listed.notRunCount]).toEqual([
      "Compilation Error",
      s.compileOutput,
      s.totalCount,
    ]);
  }, 120_000);

  test("JavaScript and TypeScript Run: the same, with the runtime's message cleaned of our paths", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c } = await signUp(t.app);
    for (const [language, source, message] of [
      ["JAVASCRIPT", "const a = [1, 2;\n", "main.js:1:16: SyntaxError: Unexpected token ';'"],
      ["TYPESCRIPT", "const a: number[] = [1, 2;\n", 'main.ts:1:26: SyntaxError: Expected "]" but found ";"'],
    ] as const) {
      const res = await c.post(
        "/execute-code/",
        body(problem.id, language, source, { stdin: ["1", "2"], expected_outputs: ["1", "2"] }),
      );
      expect(res.status).toBe(200);
      const s = res.json.submission;
      expect(s.status).toBe("Compilation Error");
      expect(s.compileOutput.split("\n")[0]).toBe(message);
      expect(s.compileOutput).not.toContain("/box");
      expect(s.compileOutput).not.toContain("node:internal");
      expect(s.testCases.map((x: Case) => x.status)).toEqual(["Compilation Error", "Compilation Error"]);
    }
  }, 120_000);
});

describe("after a Time Limit Exceeded", () => {
  test("the tests not run say which test stopped the judge, and count in no figure", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const { c } = await signUp(t.app);
    const res = await c.post("/execute-code/submit", body(problem.id, "PYTHON", "while True:\n    pass\n"));
    expect(res.status).toBe(200);
    const s = res.json.submission;
    expect(s.status).toBe("Time Limit Exceeded");
    const cases = s.testCases as Case[];
    const stoppedBy = cases.filter((x) => x.status === "Time Limit Exceeded");
    const skipped = cases.filter((x) => x.status === "Skipped");
    // Every test but the ones running when the first ran out of time (one per lane) was not run.
    expect(stoppedBy.length).toBeGreaterThanOrEqual(1);
    expect(skipped.length).toBe(cases.length - stoppedBy.length);
    expect(skipped.length).toBeGreaterThan(0);
    const name = (x: Case) => `${x.hidden ? "hidden test" : "test"} ${x.testCase}`;
    const expected =
      stoppedBy.length === 1
        ? `Stopped after ${name(stoppedBy[0]!)} exceeded the time limit.`
        : expect.stringMatching(/^Stopped after .+ and .+ exceeded the time limit\.$/);
    for (const x of skipped) {
      expect(x.notRunReason).toEqual(expected);
      expect([x.time, x.memory]).toEqual(["0.000 s", "0 KB"]);
    }
    for (const x of stoppedBy) expect(x.notRunReason).toBeNull();
    expect(s.notRunReason).toBe(skipped[0]!.notRunReason);
    expect([s.ranCount, s.notRunCount]).toEqual([stoppedBy.length, skipped.length]);
    // Passed out of the tests that ran, with the rest counted apart.
    const ran = stoppedBy.length;
    expect(res.json.message).toBe(
      `Time Limit Exceeded: 0 / ${ran} ${ran === 1 ? "test" : "tests"} passed, ${skipped.length} not run`,
    );
    // Spec §3: the per-test JSON lists keep one entry per test.
    expect(JSON.parse(s.time)).toHaveLength(cases.length);
  }, 120_000);
});
