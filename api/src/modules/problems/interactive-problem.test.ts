import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGE_IDS } from "@grindstone/shared";
import type { Subprocess } from "bun";
import { createTestApp, makeAdmin, signUp, spawnWorker } from "../../test/harness.ts";

// Issue 24: an interactive problem saved with its interactor, its references checked against it, its sample's
// exchange shown, and learners' submissions and Runs judged by it, through the real API, queue, worker and sandbox.
let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: Subprocess;
let admin: Awaited<ReturnType<typeof signUp>>;
let learner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  worker = spawnWorker(t.env);
  admin = await signUp(t.app);
  await makeAdmin(t.ctx, admin.user.id);
  learner = await signUp(t.app);
});
afterAll(async () => {
  worker?.kill("SIGTERM");
  await worker?.exited;
  await t.close();
});

// Kattis protocol: `interactor input answer feedback_dir`; the input file says "fixed N" (fixtures/interactive/).
const fixture = (name: string) =>
  readFileSync(join(import.meta.dir, "../../../../fixtures/interactive", name), "utf8");
const INTERACTOR = fixture("guess_interactor.py");

const BISECT = {
  PYTHON: fixture("guess_bisect.py"),
  JAVASCRIPT: fixture("guess_bisect.js"),
  JAVA: fixture("guess_bisect.java"),
};

const problemBody = () => {
  // On an interactive problem a test's output is the interactor's answer file: here the secret, as Kattis's have it.
  const example = { input: "fixed 750", output: "750" };
  return {
    title: `Guess ${crypto.randomUUID().slice(0, 6)}`,
    description: "Guess the number between 1 and 1000 in at most 10 guesses.",
    difficulty: "EASY",
    tags: ["Binary Search"],
    companies: [],
    constraints: "1 <= N <= 1000",
    testcases: [
      { input: "fixed 750", output: "750", hidden: false },
      { input: "fixed 1", output: "1", hidden: true },
      { input: "fixed 1000", output: "1000", hidden: true },
    ],
    examples: { JAVASCRIPT: example, PYTHON: example, JAVA: example },
    codeSnippets: { JAVASCRIPT: "// code", PYTHON: "# code", JAVA: "public class Main {}" },
    referenceSolutions: BISECT,
    judgePolicy: { type: "interactive", interactor: { language: "PYTHON", source: INTERACTOR } },
  };
};

const EXCHANGE = ">500\n<higher\n>750\n<correct\n";
type Case = { status: string; hidden: boolean; interaction: string; message: string };

describe("an interactive problem", () => {
  let id: string;
  test("is saved once its references pass against the interactor, and its sample shows the exchange", async () => {
    const created = await admin.c.post("/problems/create-problem", problemBody());
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    id = created.json.problem.id;
    const asLearner = (await learner.c.get(`/problems/get-problem/${id}`)).json.problem;
    expect(asLearner.judging.type).toBe("interactive");
    expect(JSON.stringify(asLearner)).not.toContain("sys.argv");
    expect(asLearner.testcases).toEqual([{ input: "fixed 750", output: "750", interaction: EXCHANGE }]);
    const asAdmin = (await admin.c.get(`/problems/get-problem/${id}`)).json.problem;
    expect(asAdmin.judgePolicy.interactor.source).toBe(INTERACTOR);
  }, 180_000);

  test("a bisecting submission is Accepted; the visible test shows its exchange, hidden ones none", async () => {
    const res = await learner.c.post("/execute-code/submit", {
      source_code: BISECT.PYTHON,
      language_id: LANGUAGE_IDS.PYTHON,
      stdin: [],
      expected_outputs: [],
      problemId: id,
    });
    expect(res.status).toBe(200);
    const s = res.json.submission;
    expect(s.status).toBe("Accepted");
    const cases = s.testCases as Case[];
    expect(cases.map((c) => c.status)).toEqual(["Accepted", "Accepted", "Accepted"]);
    expect(cases[0]!.interaction).toBe(EXCHANGE);
    expect(cases.slice(1).map((c) => c.interaction)).toEqual(["", ""]);
  }, 120_000);

  test("a program that gives up is Wrong Answer with the interactor's message", async () => {
    const res = await learner.c.post("/execute-code/submit", {
      source_code: "print(1, flush=True)\n",
      language_id: LANGUAGE_IDS.PYTHON,
      stdin: [],
      expected_outputs: [],
      problemId: id,
    });
    const s = res.json.submission;
    expect(s.status).toBe("Wrong Answer");
    const first = (s.testCases as Case[])[0]!;
    expect(first.message).toBe("no guess");
    expect(first.interaction).toBe(">1\n<higher\n");
  }, 120_000);

  test("a Run gives the custom input to the interactor as its input file and shows the exchange", async () => {
    const res = await learner.c.post("/execute-code", {
      source_code: BISECT.PYTHON,
      language_id: LANGUAGE_IDS.PYTHON,
      stdin: ["fixed 250"],
      expected_outputs: [],
      problemId: id,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const s = res.json.submission;
    expect(s.status).toBe("Accepted");
    expect((s.testCases as Case[])[0]!.interaction).toBe(">500\n<lower\n>250\n<correct\n");
  }, 120_000);

  test("an interactor that does not compile is refused with the compiler's words", async () => {
    const body = problemBody();
    const res = await admin.c.post("/problems/create-problem", {
      ...body,
      judgePolicy: {
        type: "interactive",
        interactor: { language: "CPP", source: "int main() { return 42 }\n" },
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/^The interactor failed on test case 1 with the .+ reference solution: /);
    expect(res.json.error).toContain("the interactor did not compile");
  }, 180_000);

  test("a reference the interactor rejects is refused with its verdict", async () => {
    const body = problemBody();
    const res = await admin.c.post("/problems/create-problem", {
      ...body,
      referenceSolutions: { ...BISECT, PYTHON: "print(1, flush=True)\n" },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain("Python reference solution failed on test case 1 (Wrong Answer)");
  }, 180_000);
});
