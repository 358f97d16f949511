import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type CreateProblemBody, type JudgePolicyInput, LANGUAGE_IDS } from "@grindstone/shared";
import type { Subprocess } from "bun";
import { createTestApp, makeAdmin, signUp, spawnWorker } from "../../test/harness.ts";

// Issue 24: a problem's judging policy is saved with it, shown whole to admins and as type/limits/checker kind to
// learners, and judges every submission, through the real API, queue, worker and sandbox.
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

// a / b printed with ten decimals: the reference answers, which a tolerant checker compares by value.
const DIVIDE = {
  JAVASCRIPT:
    'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);\nconsole.log((a / b).toFixed(10));',
  PYTHON: "a, b = map(int, input().split())\nprint(f'{a / b:.10f}')",
  JAVA: 'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); double a = s.nextInt(), b = s.nextInt(); System.out.printf("%.10f%n", a / b); } }',
};

const problemBody = (
  judgePolicy: JudgePolicyInput | undefined,
  testcases: CreateProblemBody["testcases"],
  referenceSolutions: Record<keyof typeof DIVIDE, string> = DIVIDE,
) => {
  const example = { input: "1 3", output: "0.3333333333" };
  return {
    title: `Divide ${crypto.randomUUID().slice(0, 6)}`,
    description: "Print a divided by b.",
    difficulty: "EASY",
    tags: ["Math"],
    companies: [],
    constraints: "1 <= a, b <= 1000",
    testcases,
    examples: { JAVASCRIPT: example, PYTHON: example, JAVA: example },
    codeSnippets: { JAVASCRIPT: "// code", PYTHON: "# code", JAVA: "public class Main {}" },
    referenceSolutions,
    ...(judgePolicy ? { judgePolicy } : {}),
  };
};

const submit = async (problemId: string, source: string) => {
  const res = await learner.c.post("/execute-code/submit", {
    source_code: source,
    language_id: LANGUAGE_IDS.PYTHON,
    stdin: [],
    expected_outputs: [],
    problemId,
  });
  expect(res.status).toBe(200);
  return res.json.submission;
};

describe("a float tolerance", () => {
  let id: string;
  test("is saved (the references pass under it), shown whole to admins and by kind to learners", async () => {
    const created = await admin.c.post(
      "/problems/create-problem",
      problemBody({ checker: { kind: "tokens", floatAbsoluteTolerance: 1e-6 } }, [
        { input: "1 3", output: "0.3333333333", hidden: false },
        { input: "2 7", output: "0.2857142857", hidden: true },
      ]),
    );
    expect(created.status).toBe(201);
    id = created.json.problem.id;
    const asAdmin = (await admin.c.get(`/problems/get-problem/${id}`)).json.problem;
    expect(asAdmin.judgePolicy.checker).toEqual({ kind: "tokens", floatAbsoluteTolerance: 1e-6 });
    expect(asAdmin.judging).toMatchObject({ type: "pass-fail", checker: "tokens" });
    const asLearner = (await learner.c.get(`/problems/get-problem/${id}`)).json.problem;
    expect(asLearner.judgePolicy).toBeUndefined();
    expect(asLearner.judging).toEqual({
      type: "pass-fail",
      limits: { timeMs: 2000, memoryKb: 262144, outputKb: 8192 },
      checker: "tokens",
      groups: [],
    });
  });

  test("accepts 0.333333 and refuses 0.3333, saying where", async () => {
    const close = await submit(id, "a, b = map(int, input().split())\nprint(f'{a / b:.6f}')");
    expect([close.status, close.score, close.maxScore]).toEqual(["Accepted", 1, 1]);
    const far = await submit(id, "a, b = map(int, input().split())\nprint(f'{a / b:.4f}')");
    expect([far.status, far.score]).toEqual(["Wrong Answer", 0]);
    expect(far.testCases[0].message).toContain("0.3333");
  });

  test("an update without a policy keeps it; the original limit fields set its limits", async () => {
    const res = await admin.c.put(`/problems/update-problem/${id}`, {
      ...problemBody(undefined, [{ input: "1 3", output: "0.3333333333", hidden: false }]),
      cpuTimeLimitMs: 1500,
    });
    expect(res.status).toBe(200);
    const stored = (await admin.c.get(`/problems/get-problem/${id}`)).json.problem;
    expect(stored.judgePolicy.checker.kind).toBe("tokens");
    expect([stored.judgePolicy.limits.timeMs, stored.cpuTimeLimitMs]).toEqual([1500, 1500]);
  });
});

describe("a scoring problem", () => {
  // Doubles n, but only for n < 100: the small group passes, the large one does not.
  const DOUBLE = {
    JAVASCRIPT: 'console.log(2 * Number(require("fs").readFileSync(0, "utf8")));',
    PYTHON: "print(2 * int(input()))",
    JAVA: "import java.util.*;\npublic class Main { public static void main(String[] x) { System.out.println(2L * new Scanner(System.in).nextLong()); } }",
  };
  test("scores 40 of 100 for the small group alone, with its groups; the list shows the score", async () => {
    const created = await admin.c.post(
      "/problems/create-problem",
      problemBody(
        {
          type: "scoring",
          groups: [
            { name: "small", tests: [1, 2], points: 40, aggregation: "min" },
            { name: "large", tests: [3, 4], points: 60, aggregation: "min" },
          ],
        },
        [
          { input: "1", output: "2", hidden: false },
          { input: "5", output: "10", hidden: true },
          { input: "50", output: "100", hidden: true },
          { input: "500", output: "1000", hidden: true },
          { input: "5000", output: "10000", hidden: true },
        ],
        DOUBLE,
      ),
    );
    expect(created.status).toBe(201);
    const id = created.json.problem.id;
    const partial = await submit(id, "n = int(input())\nprint(2 * n if n < 100 else n)");
    expect([partial.status, partial.score, partial.maxScore]).toEqual(["Wrong Answer", 40, 100]);
    expect(partial.groups).toEqual([
      { name: "small", score: 40, points: 40, passed: true },
      { name: "large", score: 0, points: 60, passed: false },
    ]);
    const full = await submit(id, "print(2 * int(input()))");
    expect([full.status, full.score]).toEqual(["Accepted", 100]);
    const listed = (await learner.c.get(`/submission/get-submissions/${id}`)).json;
    const scores = (listed.submissions ?? listed).map((s: { score: number }) => s.score).sort();
    expect(scores).toEqual([100, 40]);
  });
});

describe("a custom checker", () => {
  // Any divisor of n between 2 and n - 1 is right: a problem with many answers, judged by its own checker.
  const CHECKER = `import sys
n = int(open(sys.argv[1]).read())
said = sys.stdin.read().split()
if len(said) == 1 and said[0].isdigit() and 1 < int(said[0]) < n and n % int(said[0]) == 0:
    sys.exit(42)
open(sys.argv[3] + "/teammessage.txt", "w").write("not a proper divisor of %d" % n)
sys.exit(43)
`;
  const SMALLEST = {
    JAVASCRIPT:
      'const n = Number(require("fs").readFileSync(0, "utf8"));\nlet d = 2;\nwhile (n % d) d++;\nconsole.log(d);',
    PYTHON: "n = int(input())\nd = 2\nwhile n % d:\n    d += 1\nprint(d)",
    JAVA: "import java.util.*;\npublic class Main { public static void main(String[] x) { long n = new Scanner(System.in).nextLong(); long d = 2; while (n % d != 0) d++; System.out.println(d); } }",
  };
  const tests = [
    { input: "12", output: "2", hidden: false },
    { input: "91", output: "7", hidden: true },
  ];
  const custom = (source: string): JudgePolicyInput => ({
    checker: { kind: "custom", language: "PYTHON", protocol: "kattis", source },
  });
  let id: string;
  test("is saved once the references pass it; another right answer is Accepted, a wrong one says why", async () => {
    const created = await admin.c.post(
      "/problems/create-problem",
      problemBody(custom(CHECKER), tests, SMALLEST),
    );
    expect(created.status).toBe(201);
    id = created.json.problem.id;
    const largest = await submit(id, "n = int(input())\nprint(max(d for d in range(2, n) if n % d == 0))");
    expect(largest.status).toBe("Accepted");
    const wrong = await submit(id, "print(5)");
    expect(wrong.status).toBe("Wrong Answer");
    expect(wrong.testCases[0].message).toBe("not a proper divisor of 12");
    // The hidden test's message stays hidden: it may quote the answer.
    expect(wrong.testCases[1].message).toBe("");
    const asLearner = (await learner.c.get(`/problems/get-problem/${id}`)).json.problem;
    expect(asLearner.judging.checker).toBe("custom");
    expect(JSON.stringify(asLearner)).not.toContain("teammessage");
  });

  test("a checker that fails is refused when saved, with what it said", async () => {
    const res = await admin.c.post(
      "/problems/create-problem",
      problemBody(custom("import sys\nsys.exit(7)\n"), tests, SMALLEST),
    );
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("VALIDATION");
    expect(res.json.error).toMatch(/^The checker failed on test case 1 with the .+ reference solution: .*7/);
  });
});

describe("policies refused when saved", () => {
  const tests = [{ input: "1 3", output: "0.3333333333", hidden: false }];
  test.each([
    [{ type: "interactive" }, "An interactive problem needs an interactor"],
    [
      { type: "scoring", groups: [{ name: "g", tests: [3], points: 10 }] },
      'Group "g" names test 4, but the problem has 1',
    ],
    [{ type: "scoring" }, "A scoring problem needs at least one test group"],
    [{ limits: { timeMs: 50 } }, "Time limit must be a whole number of milliseconds from 100 to 10000"],
  ] as [JudgePolicyInput, string][])("%j", async (policy, error) => {
    const res = await admin.c.post("/problems/create-problem", problemBody(policy, tests));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error, code: "VALIDATION" });
  });
});
