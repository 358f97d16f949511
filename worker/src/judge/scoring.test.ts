import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { judgePolicySchema, type TestGroup, type TestStatus } from "@grindstone/shared";
import { checkTokens } from "./checkers/tokens.ts";
import { overallVerdictForScore, scoreTests, type TestScoreInput } from "./scoring.ts";

const pass = (fraction?: number): TestScoreInput => ({ passed: true, status: "Accepted", fraction });
const failWith = (status: TestStatus, fraction?: number): TestScoreInput => ({
  passed: false,
  status,
  fraction,
});
const group = (g: Partial<TestGroup> & Pick<TestGroup, "name" | "tests" | "points">): TestGroup => ({
  aggregation: "sum",
  ...g,
});

describe("scoreTests", () => {
  test("sum shares a group's points by test; min gives them only when every test passes", () => {
    const groups = [
      group({ name: "a", tests: [0, 1, 2, 3], points: 40 }),
      group({ name: "b", tests: [4, 5], points: 60, aggregation: "min" }),
    ];
    const tests = [pass(), failWith("Wrong Answer"), pass(), pass(), pass(), failWith("Time Limit Exceeded")];
    expect(scoreTests({ groups }, tests)).toEqual({
      score: 30,
      maxScore: 100,
      groups: [
        { name: "a", score: 30, points: 40, passed: false },
        { name: "b", score: 0, points: 60, passed: false },
      ],
    });
    expect(
      scoreTests(
        { groups },
        tests.map(() => pass()),
      ).score,
    ).toBe(100);
  });

  test("tests in no group (the samples) score nothing, pass or fail", () => {
    const groups = [group({ name: "secret", tests: [2, 3], points: 10 })];
    expect(
      scoreTests({ groups }, [failWith("Wrong Answer"), failWith("Runtime Error"), pass(), pass()]).score,
    ).toBe(10);
    expect(
      scoreTests({ groups }, [pass(), pass(), failWith("Wrong Answer"), failWith("Wrong Answer")]).score,
    ).toBe(0);
  });

  test("partial credit: sum takes the mean fraction, min the smallest, clamped to 0..1", () => {
    const groups = [
      group({ name: "s", tests: [0, 1], points: 10 }),
      group({ name: "m", tests: [2, 3], points: 10, aggregation: "min" }),
    ];
    const tests = [pass(0.5), pass(1), pass(0.25), pass(1.7)];
    expect(scoreTests({ groups, partialCredit: true }, tests).groups.map((g) => g.score)).toEqual([7.5, 2.5]);
    expect(
      scoreTests({ groups, partialCredit: true }, [pass(-3), pass(Number.NaN), pass(2), pass(2)]).score,
    ).toBe(10);
    // Without partial credit a checker's fraction is ignored: an accepted test earns its whole share.
    expect(scoreTests({ groups, partialCredit: false }, tests).score).toBe(20);
  });

  test("a test that failed to run earns 0; a checker's partial points on a Wrong Answer count with partial credit", () => {
    const groups = [group({ name: "s", tests: [0, 1], points: 10 })];
    expect(scoreTests({ groups, partialCredit: true }, [pass(1), failWith("Runtime Error", 0.9)]).score).toBe(
      5,
    );
    // testlib's quitp: the checker gave 0.4 of the test without accepting it.
    expect(scoreTests({ groups, partialCredit: true }, [pass(1), failWith("Wrong Answer", 0.4)]).score).toBe(
      7,
    );
    expect(scoreTests({ groups, partialCredit: false }, [pass(1), failWith("Wrong Answer", 0.4)]).score).toBe(
      5,
    );
  });

  test("requirePass: a group scores 0 unless the group it requires was passed in full", () => {
    const groups = [
      group({ name: "easy", tests: [0, 1], points: 30 }),
      group({ name: "hard", tests: [2, 3], points: 70, requirePass: "easy" }),
    ];
    expect(scoreTests({ groups }, [pass(), failWith("Wrong Answer"), pass(), pass()]).groups).toEqual([
      { name: "easy", score: 15, points: 30, passed: false },
      { name: "hard", score: 0, points: 70, passed: true },
    ]);
    expect(scoreTests({ groups }, [pass(), pass(), pass(), failWith("Wrong Answer")]).score).toBe(65);
    // Passed in full means every test accepted, even when partial credit left the points short of full.
    expect(scoreTests({ groups, partialCredit: true }, [pass(0.5), pass(), pass(), pass()]).score).toBe(92.5);
  });

  test("a test the results do not reach earns nothing", () => {
    const groups = [group({ name: "s", tests: [0, 1, 2], points: 9 })];
    expect(scoreTests({ groups }, [pass(), pass()]).score).toBe(6);
  });

  test("the score is rounded to 6 decimals; maxScore is the sum of the points", () => {
    const groups = [
      group({ name: "thirds", tests: [0, 1, 2], points: 1 }),
      group({ name: "x", tests: [3], points: 0.5 }),
    ];
    const r = scoreTests({ groups }, [pass(), failWith("Wrong Answer"), failWith("Wrong Answer"), pass()]);
    expect(r.groups[0]!.score).toBe(0.333333);
    expect(r.score).toBe(0.833333);
    expect(r.maxScore).toBe(1.5);
  });
});

describe("overallVerdictForScore", () => {
  test("Accepted only at full score", () => {
    expect(overallVerdictForScore({ score: 100, maxScore: 100 }, [pass(), pass()])).toBe("Accepted");
    expect(
      overallVerdictForScore({ score: 99.999999, maxScore: 100 }, [pass(), failWith("Wrong Answer")]),
    ).toBe("Wrong Answer");
  });

  test("otherwise the first failing test's verdict by position; Skipped is never the verdict", () => {
    const tests = [pass(), failWith("Runtime Error"), failWith("Wrong Answer")];
    expect(overallVerdictForScore({ score: 10, maxScore: 100 }, tests)).toBe("Runtime Error");
    expect(
      overallVerdictForScore({ score: 0, maxScore: 100 }, [failWith("Skipped"), failWith("Wrong Answer")]),
    ).toBe("Wrong Answer");
    expect(overallVerdictForScore({ score: 0, maxScore: 100 }, [pass(), failWith("Skipped")])).toBe(
      "Time Limit Exceeded",
    );
  });

  test("every test accepted but partial credit short of full: Wrong Answer", () => {
    expect(overallVerdictForScore({ score: 50, maxScore: 100 }, [pass(0.5), pass()])).toBe("Wrong Answer");
  });
});

/**
 * Kattis problemtools' `oddecho` (MIT example package, a scoring problem): two subtask groups of 50 points, each
 * `grader_flags: min`, samples ignored. Its submissions run bare (python3) on the package's own files, their output
 * checked by the tokens checker (the package uses the default validator), and scored with the package's shape.
 */
describe("oddecho, Kattis's scoring example", () => {
  const root = "/work/shared/problem-packages/problemtools/examples/oddecho";
  // Test order as Kattis runs them: lexicographic by full path, so sample/ before secret/.
  const inputs = ["data/sample", "data/secret/subtask1", "data/secret/subtask2"].flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith(".in"))
      .map((f) => join(dir, f))
      .sort(),
  );
  const positionsUnder = (dir: string) =>
    inputs.flatMap((path, i) => (path.startsWith(`${dir}/`) ? [i] : []));
  const policy = judgePolicySchema.parse({
    type: "scoring",
    groups: [
      { name: "subtask1", tests: positionsUnder("data/secret/subtask1"), points: 50, aggregation: "min" },
      { name: "subtask2", tests: positionsUnder("data/secret/subtask2"), points: 50, aggregation: "min" },
    ],
  });

  /**
   * subtask2 holds subtask1's tests as symlinks (`1.in -> ../subtask1/1.in`); the copy in shared/ stores each link as
   * a small file holding its target, as git does without symlink support. Follow those.
   */
  function readPackageFile(path: string): Buffer {
    const bytes = readFileSync(join(root, path));
    const target = bytes.toString("utf8");
    if (bytes.length < 256 && /^\.\.?\/[\w./-]+$/.test(target))
      return readPackageFile(join(dirname(path), target));
    return bytes;
  }

  function judge(submission: string): TestScoreInput[] {
    return inputs.map((input) => {
      const run = Bun.spawnSync(["python3", join(root, "submissions", submission)], {
        stdin: readPackageFile(input),
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
      });
      if (run.exitCode !== 0) return { passed: false, status: "Runtime Error" };
      const answer = readPackageFile(input.replace(/\.in$/, ".ans"));
      const ok = checkTokens(run.stdout, answer, { kind: "tokens" }).ok;
      return { passed: ok, status: ok ? "Accepted" : "Wrong Answer" };
    });
  }

  test("the package's shape: 2 samples, 3 + 13 secret tests in two groups of 50", () => {
    expect(inputs.length).toBe(18);
    expect(policy.groups.map((g) => g.tests.length)).toEqual([3, 13]);
  });

  test("accepted/js.py scores 100 and is Accepted", () => {
    const tests = judge("accepted/js.py");
    const result = scoreTests(policy, tests);
    expect(result).toEqual({
      score: 100,
      maxScore: 100,
      groups: [
        { name: "subtask1", score: 50, points: 50, passed: true },
        { name: "subtask2", score: 50, points: 50, passed: true },
      ],
    });
    expect(overallVerdictForScore(result, tests)).toBe("Accepted");
  });

  test("partially_accepted/sol.py (right only when N = 5) scores 50: subtask1 in full, subtask2 nothing", () => {
    const tests = judge("partially_accepted/sol.py");
    const result = scoreTests(policy, tests);
    expect(result.score).toBe(50);
    expect(result.groups.map((g) => [g.name, g.score, g.passed])).toEqual([
      ["subtask1", 50, true],
      ["subtask2", 0, false],
    ]);
    // Some subtask2 tests still pass: `min` is what makes the group all or nothing.
    expect(policy.groups[1]!.tests.some((p) => tests[p]!.passed)).toBe(true);
    // The first failure by position is sample 2 (N = 10, three lines short): Wrong Answer; N < 5 crashes later on.
    expect(tests[1]!.status).toBe("Wrong Answer");
    expect(tests.filter((t) => t.status === "Runtime Error").length).toBe(4);
    expect(overallVerdictForScore(result, tests)).toBe("Wrong Answer");
  });
});
