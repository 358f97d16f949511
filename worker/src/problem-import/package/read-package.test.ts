import { describe, expect, test } from "bun:test";
import { cpSync, lstatSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  type CustomChecker,
  judgePolicySchema,
  MAX_TEST_IO_BYTES,
  maxScoreOf,
  type TokensChecker,
} from "@grindstone/shared";
import { codeJamLimits } from "./codejam-judge.ts";
import { FIXTURE_PACKAGES, FIXTURES_ROOT, readFixturePackage } from "./fixture-packages.ts";
import { asMainClass, isPython2 } from "./package-submissions.ts";
import { testTextNow } from "./package-tests.ts";
import { tokensCheckerFromFlags } from "./package-validator.ts";
import { readPackage } from "./read-package.ts";

// The reader against the real packages in fixtures/problem-packages: what each one must become is read from the
// package's own files (problem.yaml, testdata.yaml, the directory names), checked here by hand.

const verdictsOf = (id: (typeof FIXTURE_PACKAGES)[number]) =>
  readFixturePackage(id).submissions.map((s) => `${s.path} ${s.language} ${s.expected}`);
const policyOf = (id: (typeof FIXTURE_PACKAGES)[number]) =>
  judgePolicySchema.parse(readFixturePackage(id).policy);

describe("every fixture package", () => {
  for (const id of FIXTURE_PACKAGES) {
    test(`${id}: a valid policy, tests within the limits, submissions to judge`, () => {
      const pkg = readFixturePackage(id);
      const policy = judgePolicySchema.parse(pkg.policy);
      expect(pkg.tests.length).toBeGreaterThan(0);
      expect(pkg.submissions.some((s) => s.expected === "Accepted")).toBe(true);
      expect(pkg.submissions.some((s) => s.expected !== "Accepted")).toBe(true);
      for (const t of pkg.tests) {
        expect(Buffer.byteLength(testTextNow(t.input))).toBeLessThanOrEqual(MAX_TEST_IO_BYTES);
        expect(Buffer.byteLength(testTextNow(t.output))).toBeLessThanOrEqual(MAX_TEST_IO_BYTES);
      }
      for (const s of pkg.submissions.filter((s) => s.expected === "Accepted")) {
        expect(s.expectedScore).toBe(maxScoreOf(policy));
      }
      for (const g of policy.groups) for (const t of g.tests) expect(pkg.tests[t]!.hidden).toBe(true);
    });
  }
});

describe("problemtools examples", () => {
  test("hello: pass-fail, the default validator, its 512 MiB, one secret test", () => {
    const pkg = readFixturePackage("problemtools/hello");
    expect(pkg.name).toBe("Hello World!");
    expect(pkg.policy).toMatchObject({ type: "pass-fail", checker: { kind: "tokens" } });
    expect(pkg.policy.limits).toEqual({ timeMs: 2000, memoryKb: 512 * 1024, outputKb: 8 * 1024 });
    expect(pkg.tests).toEqual([
      { name: "data/secret/hello", input: "", output: "Hello World!\n", hidden: true, group: "secret" },
    ]);
    expect(verdictsOf("problemtools/hello")).toEqual([
      "submissions/accepted/hello.cc CPP Accepted",
      "submissions/accepted/hello.java JAVA Accepted",
      "submissions/accepted/hello.py PYTHON Accepted",
      "submissions/run_time_error/memory_limit.cc CPP Runtime Error",
      "submissions/wrong_answer/hello.cc CPP Wrong Answer",
    ]);
    expect(pkg.skipped.map((s) => s.path)).toEqual([
      "submissions/accepted/hello.kt",
      "submissions/accepted/hello.rs",
      "submissions/accepted/hello_alarm.c",
    ]);
  });

  test("different: its C++ validator with validate.h under the Kattis protocol; Java renamed, Python 2 skipped", () => {
    const pkg = readFixturePackage("problemtools/different");
    const dir = join(FIXTURES_ROOT, "problemtools/different/output_validators/different_validator");
    const checker = pkg.policy.checker as CustomChecker;
    expect(checker).toMatchObject({ kind: "custom", language: "CPP", protocol: "kattis" });
    expect(checker.source).toBe(readFileSync(join(dir, "validate.cc"), "utf8"));
    expect(checker.headers).toEqual([
      { name: "validate.h", content: readFileSync(join(dir, "validate.h"), "utf8") },
    ]);
    expect(pkg.tests.map((t) => [t.name, t.hidden])).toEqual([
      ["data/sample/1", false],
      ["data/secret/01", true],
      ["data/secret/02_extreme_cases", true],
    ]);
    expect(verdictsOf("problemtools/different")).toEqual([
      "submissions/accepted/Different.java JAVA Accepted",
      "submissions/accepted/different.cc CPP Accepted",
      "submissions/accepted/different.js JAVASCRIPT Accepted",
      "submissions/accepted/different_py3.py PYTHON Accepted",
      "submissions/accepted/different_stdio.cc CPP Accepted",
      "submissions/time_limit_exceeded/different_linear_search.cc CPP Time Limit Exceeded",
      "submissions/wrong_answer/different_int.cc CPP Wrong Answer",
      "submissions/wrong_answer/different_no_abs.cc CPP Wrong Answer",
    ]);
    const java = pkg.submissions.find((s) => s.language === "JAVA")!;
    expect(java.source).toContain("public class Main {");
    expect(java.source).not.toContain("Different");
    expect(pkg.skipped).toContainEqual({ path: "submissions/accepted/different_py2.py", reason: "Python 2" });
    expect(pkg.skipped).toContainEqual({
      path: "submissions/accepted/prolog",
      reason: "a submission of several files",
    });
    expect(pkg.skipped.find((s) => s.path.includes("slow_accepted"))?.reason).toContain(
      "promises no verdict",
    );
  });

  test("guess: interactive, its C++ validator as the interactor; .interaction samples are not tests", () => {
    const pkg = readFixturePackage("problemtools/guess");
    expect(pkg.name).toBe("Guess the Number");
    expect(pkg.policy.type).toBe("interactive");
    expect(pkg.policy.interactor).toMatchObject({ language: "CPP", headers: [{ name: "validate.h" }] });
    expect(pkg.policy.interactor!.source).toContain("check_case()");
    expect(pkg.tests).toHaveLength(10);
    expect(pkg.tests.every((t) => t.hidden && t.output === "")).toBe(true);
    expect(pkg.tests[0]!.input).toBe(
      readFileSync(join(FIXTURES_ROOT, "problemtools/guess/data/secret/01.in"), "utf8"),
    );
    expect(verdictsOf("problemtools/guess")).toEqual([
      "submissions/accepted/guess.cc CPP Accepted",
      "submissions/accepted/guess.java JAVA Accepted",
      "submissions/run_time_error/guess_rte_after_correct.cc CPP Runtime Error",
      "submissions/time_limit_exceeded/guess_no_flush.cc CPP Time Limit Exceeded",
      "submissions/time_limit_exceeded/guess_tle_after_correct.cc CPP Time Limit Exceeded",
      "submissions/wrong_answer/GuessCrash.java JAVA Wrong Answer",
      "submissions/wrong_answer/guess.py PYTHON Wrong Answer",
      "submissions/wrong_answer/guess_0.cc CPP Wrong Answer",
      "submissions/wrong_answer/guess_modulo.py PYTHON Wrong Answer",
      "submissions/wrong_answer/guess_random.cc CPP Wrong Answer",
      "submissions/wrong_answer/guess_tle.cc CPP Wrong Answer",
    ]);
  });

  test("oddecho: scoring, two all-or-nothing groups of 50 after two samples worth nothing", () => {
    const pkg = readFixturePackage("problemtools/oddecho");
    const policy = policyOf("problemtools/oddecho");
    expect(policy.type).toBe("scoring");
    expect(policy.checker).toEqual({ kind: "tokens" });
    expect(pkg.tests).toHaveLength(18);
    expect(pkg.tests.filter((t) => !t.hidden).map((t) => t.name)).toEqual(["data/sample/1", "data/sample/2"]);
    expect(policy.groups).toEqual([
      { name: "subtask1", tests: [2, 3, 4], points: 50, aggregation: "min" },
      {
        name: "subtask2",
        tests: [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
        points: 50,
        aggregation: "min",
      },
    ]);
    expect(maxScoreOf(policy)).toBe(100);
    // Upstream's six symbolic links (subtask2/1.in -> ../subtask1/1.in ...): a checkout that flattens them into
    // files holding the target's path would judge "../subtask1/1.in" as an input.
    const linked = join(FIXTURES_ROOT, "problemtools/oddecho/data/secret/subtask2/1.in");
    expect(lstatSync(linked).isSymbolicLink()).toBe(true);
    expect(pkg.tests.find((t) => t.name === "data/secret/subtask2/1")!.input).toBe(pkg.tests[2]!.input);
    expect(pkg.tests[2]!.input).toStartWith("5\n");
    expect(verdictsOf("problemtools/oddecho")).toEqual([
      "submissions/accepted/echo.cpp CPP Accepted",
      "submissions/accepted/js.py PYTHON Accepted",
      "submissions/partially_accepted/sol.py PYTHON partial",
    ]);
  });
});

describe("Code Jam archive", () => {
  const scoring = [
    ["codejam/closest_pick", 1e-6, [9, 16], 10_000],
    ["codejam/wandering_robot", 1e-5, [14, 24], 10_000],
    ["codejam/roaring_years", 1e-6, [15, 20], 10_000],
    ["codejam/getting_the_digits", 1e-6, [11, 12], 10_000],
  ] as const;
  for (const [id, tolerance, points, timeMs] of scoring) {
    test(`${id}: the blanket float_tolerance ${tolerance} with integers exact, one test per test set`, () => {
      const pkg = readFixturePackage(id);
      const policy = policyOf(id);
      expect(policy.type).toBe("scoring");
      expect(policy.checker).toEqual({ kind: "tokens", floatTolerance: tolerance, integersExact: true });
      expect(policy.limits).toEqual({ timeMs, memoryKb: 1024 * 1024, outputKb: 8 * 1024 });
      expect(policy.groups.map((g) => [g.name, g.points, g.aggregation, g.tests.length])).toEqual([
        ["subtask1", points[0], "sum", 1],
        ["subtask2", points[1], "sum", 1],
      ]);
      // getting_the_digits has no data/sample (its samples are only in the statement).
      const samples = id === "codejam/getting_the_digits" ? 0 : 1;
      expect(pkg.tests.filter((t) => !t.hidden)).toHaveLength(samples);
      expect(pkg.tests).toHaveLength(samples + 2);
      expect(pkg.submissions.every((s) => s.path.startsWith(`solutions/${id.split("/")[1]}/`))).toBe(true);
    });
  }

  test("the time limit comes from problem.html, clamped to a policy's 10 s", () => {
    expect(policyOf("codejam/letter_blocks").limits.timeMs).toBe(5000);
    expect(readFixturePackage("codejam/roaring_years").notes).toContain("timeMs 30000 clamped to 10000");
    expect(codeJamLimits("Time limit: 20 seconds per test set.<br/>Memory limit: 1GB.")).toEqual({
      timeMs: 20_000,
      memoryMb: 1024,
    });
  });

  test("our solutions are read with their verdicts, the C++ one too", () => {
    expect(verdictsOf("codejam/getting_the_digits")).toEqual([
      "solutions/getting_the_digits/accepted/getting_the_digits.cpp CPP Accepted",
      "solutions/getting_the_digits/accepted/getting_the_digits.py PYTHON Accepted",
      "solutions/getting_the_digits/wrong_answer/getting_the_digits_no_zeros.py PYTHON Wrong Answer",
    ]);
    expect(verdictsOf("codejam/wandering_robot")).toHaveLength(4);
  });

  test("letter_blocks: its Python judge (judge input attempt answer, exit 0/1) under the testlib protocol", () => {
    const policy = policyOf("codejam/letter_blocks");
    const judge = "codejam/letter_blocks/output_validators/validator/custom_judge.py3";
    expect(policy.checker).toEqual({
      kind: "custom",
      language: "PYTHON",
      protocol: "testlib",
      source: readFileSync(join(FIXTURES_ROOT, judge), "utf8"),
      headers: [],
    });
    expect(policy.groups.map((g) => g.points)).toEqual([10, 15]);
  });

  test("esab_atad: interactive, one test per test set named in problem.html, the judge wrapped for Kattis", async () => {
    const pkg = readFixturePackage("codejam/esab_atad");
    expect(pkg.policy.type).toBe("interactive");
    expect(pkg.tests.map((t) => [t.name, t.input, t.output, t.hidden])).toEqual([
      ["Test Set 1", "0\n", "", true],
      ["Test Set 2", "1\n", "", true],
      ["Test Set 3", "2\n", "", true],
    ]);
    expect(pkg.policy.interactor?.language).toBe("PYTHON");
    // The wrapper, our solutions and the package's judge joined by pipes outside any sandbox: 42 = accepted.
    const interactor = join(tmpdir(), `esab-interactor-${process.pid}.py`);
    writeFileSync(interactor, pkg.policy.interactor!.source);
    const exitOf = async (solution: string, testSet: number) => {
      const dir = join(tmpdir(), `esab-${process.pid}-${testSet}`);
      const script = `set -e; mkdir -p ${dir}; rm -f ${dir}/pipe; mkfifo ${dir}/pipe; echo ${testSet} > ${dir}/in
        set +e; python3 ${solution} < ${dir}/pipe | python3 ${interactor} ${dir}/in /dev/null ${dir} > ${dir}/pipe
        code=\${PIPESTATUS[1]}; rm -rf ${dir}; exit $code`;
      return Bun.spawn(["bash", "-c", script], { stderr: "ignore" }).exited;
    };
    const solutions = join(FIXTURES_ROOT, "solutions/esab_atad");
    expect(await exitOf(join(solutions, "accepted/esab_atad.py"), 1)).toBe(42);
    expect(await exitOf(join(solutions, "wrong_answer/esab_atad_ignores_fluctuations.py"), 0)).toBe(42);
    expect(await exitOf(join(solutions, "wrong_answer/esab_atad_ignores_fluctuations.py"), 1)).toBe(43);
  });
});

describe("reading rules", () => {
  test("the default validator's flags become the tokens checker's; anything else is refused", () => {
    expect(
      tokensCheckerFromFlags("case_sensitive space_change_sensitive float_absolute_tolerance 1e-9"),
    ).toEqual({
      kind: "tokens",
      caseSensitive: true,
      spaceChangeSensitive: true,
      floatAbsoluteTolerance: 1e-9,
    } satisfies TokensChecker);
    expect(tokensCheckerFromFlags("float_relative_tolerance 0.5 float_tolerance 1e-4")).toEqual({
      kind: "tokens",
      floatRelativeTolerance: 0.5,
      floatTolerance: 1e-4,
    });
    expect(() => tokensCheckerFromFlags("float_tolerance")).toThrow("needs a number");
    expect(() => tokensCheckerFromFlags("ignore_case")).toThrow(
      'Unknown default validator flag "ignore_case"',
    );
  });

  test("Python 2 is told from Python 3 by the shebang, else by what only Python 2 parses", () => {
    expect(isPython2("#!/usr/bin/env python2\nprint(1)\n")).toBe(true);
    expect(isPython2("#!/usr/bin/env python3\nprint 1\n")).toBe(false);
    expect(isPython2("import sys\nprint abs(1)\n")).toBe(true);
    expect(isPython2("n = int(raw_input())\n")).toBe(true);
    expect(isPython2("for i in xrange(3): pass\n")).toBe(true);
    expect(isPython2("try:\n  pass\nexcept ValueError, e:\n  pass\n")).toBe(true);
    expect(isPython2("print (1)\nprint(2)\nx = 'print this'\n")).toBe(false);
  });

  test("a Java class is renamed to Main with its uses, never inside strings", () => {
    const source = `public class guess {\n  static guess make() { return new guess(); }\n  public static void main(String[] a) { System.out.println("guess " + guess.class); }\n}`;
    expect(asMainClass(source)).toBe(
      `public class Main {\n  static Main make() { return new Main(); }\n  public static void main(String[] a) { System.out.println("guess " + Main.class); }\n}`,
    );
    expect(asMainClass("class Main {}")).toBe("class Main {}");
  });
});

describe("a checkout without symbolic links", () => {
  test("a data file holding its link's target as text is read as the file it names; a path leaving data/ is not", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "gs-flat-")), "oddecho");
    try {
      // cpSync keeps the links: flatten them as git does with core.symlinks=false (the target, no newline).
      cpSync(join(FIXTURES_ROOT, "problemtools/oddecho"), dir, { recursive: true, verbatimSymlinks: true });
      const subtask2 = join(dir, "data/secret/subtask2");
      for (const f of ["1.in", "1.ans", "2.in", "2.ans", "3.in", "3.ans"]) {
        unlinkSync(join(subtask2, f));
        writeFileSync(join(subtask2, f), `../subtask1/${f}`);
      }
      const original = readFixturePackage("problemtools/oddecho");
      const flat = readPackage(dir);
      expect(flat.tests.map((t) => [t.name, t.input, t.output])).toEqual(
        original.tests.map((t) => [t.name, t.input, t.output]),
      );
      expect(
        flat.notes.some((n) => n.startsWith("6 data file(s) hold a symbolic link's target as text")),
      ).toBe(true);
      // Text that names a file outside data/ (or nothing) is test data as written.
      writeFileSync(join(subtask2, "1.in"), "../../../problem.yaml");
      expect(readPackage(dir).tests.find((t) => t.name === "data/secret/subtask2/1")!.input).toBe(
        "../../../problem.yaml",
      );
    } finally {
      rmSync(dirname(dir), { recursive: true, force: true });
    }
  });
});
