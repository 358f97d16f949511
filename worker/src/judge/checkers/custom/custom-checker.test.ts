import { describe, expect, test } from "bun:test";
import { checker, fixture, openCheckers, packageFile, req } from "./test-support.ts";

/**
 * A problem's own checker in the real sandbox: both protocols' exit codes and feedback, the two real checkers of
 * the fixtures (problemtools' `different` validator in C++ with its validate.h, Code Jam's Letter Blocks judge in
 * Python), checkers in JavaScript and TypeScript, and the compile cache. Misbehaving checkers:
 * hostile-checkers.test.ts.
 */
const checkers = await openCheckers(1_930_000);

describe("Kattis protocol", () => {
  const kattis = checkers.checkerFor(checker("PYTHON", "kattis", fixture("own/kattis_checker.py")));

  test("exit 42 is Accepted, with teammessage.txt for the learner and judgemessage.txt for admins", async () => {
    expect(await kattis.check(req("accept"))).toStrictEqual({
      verdict: "Accepted",
      message: "well done",
      judgeMessage: "judged by the kattis checker",
    });
    // The answer and the output reach the checker as the protocol says (file, stdin).
    expect((await kattis.check(req("ANSWER 3"))).verdict).toBe("Accepted");
  });

  test("exit 43 is Wrong Answer", async () => {
    expect(await kattis.check(req("wrong"))).toStrictEqual({ verdict: "Wrong Answer", message: "not quite" });
    expect((await kattis.check(req("ANSWER 4"))).verdict).toBe("Wrong Answer");
  });

  test("any other exit (0 and 1 included) is Judge Error with the exit status and stderr", async () => {
    for (const code of [0, 1, 3, 44]) {
      const r = await kattis.check(req(`exit ${code}`));
      expect(r.verdict).toBe("Judge Error");
      expect(r.judgeMessage).toContain(`exit code ${code}`);
      expect(r.judgeMessage).toContain("exiting as asked");
    }
  });

  test("score.txt is the test's fraction, clamped to 0..1; a score that is not a number is Judge Error", async () => {
    expect(await kattis.check(req("score 0.25"))).toStrictEqual({ verdict: "Accepted", fraction: 0.25 });
    expect((await kattis.check(req("score 7"))).fraction).toBe(1);
    expect((await kattis.check(req("score -3"))).fraction).toBe(0);
    expect((await kattis.check(req("score 2.5e-1"))).fraction).toBe(0.25);
    for (const bad of ["abc", "nan", "inf", "0x1"]) {
      const r = await kattis.check(req(`score ${bad}`));
      expect(r.verdict).toBe("Judge Error");
      expect(r.judgeMessage).toContain("score.txt is not a number");
    }
  });

  test("a feedback file past 64 KB is Judge Error", async () => {
    for (const file of ["teammessage.txt", "judgemessage.txt", "score.txt"]) {
      const r = await kattis.check(req(`flood ${file}`));
      expect(r.verdict).toBe("Judge Error");
      expect(r.judgeMessage).toContain(`${file} past the 64 KB cap`);
    }
  });

  test("problemtools' C++ validator of `different`, compiled with its validate.h", async () => {
    const different = checkers.checkerFor(
      checker(
        "CPP",
        "kattis",
        packageFile("problemtools/different/output_validators/different_validator/validate.cc"),
        [
          {
            name: "validate.h",
            content: packageFile("problemtools/different/output_validators/different_validator/validate.h"),
          },
        ],
      ),
    );
    const input = packageFile("problemtools/different/data/sample/1.in");
    const answer = packageFile("problemtools/different/data/sample/1.ans");
    expect(await different.check(req(answer, { input, answer }))).toStrictEqual({ verdict: "Accepted" });
    const wrong = await different.check(
      req(answer.replace("12345677654320", "12345677654321"), { input, answer }),
    );
    expect(wrong.verdict).toBe("Wrong Answer");
    expect(wrong.judgeMessage).toContain("judge answer = ");
    const trailing = await different.check(req(`${answer}7\n`, { input, answer }));
    expect(trailing).toMatchObject({ verdict: "Wrong Answer", judgeMessage: "Trailing output" });
  });
});

test("a checker in JavaScript or TypeScript runs as their programs do", async () => {
  const js = checker(
    "JAVASCRIPT",
    "kattis",
    `const fs = require("fs");
const [input, answer, dir] = process.argv.slice(2);
const out = fs.readFileSync(0, "utf8");
fs.writeFileSync(dir + "/teammessage.txt", "js saw " + fs.readFileSync(input, "utf8").trim());
process.exit(out.trim() === fs.readFileSync(answer, "utf8").trim() ? 42 : 43);`,
  );
  expect(await checkers.checkerFor(js).check(req("ANSWER 3\n"))).toStrictEqual({
    verdict: "Accepted",
    message: "js saw INPUT 1 2",
  });
  const ts = checker("TYPESCRIPT", "testlib", "const code: number = 1;\nprocess.exit(code);\n");
  expect((await checkers.checkerFor(ts).check(req("x"))).verdict).toBe("Wrong Answer");
});

describe("testlib protocol", () => {
  const testlib = checkers.checkerFor(checker("CPP", "testlib", fixture("own/testlib_style.cpp")));

  test("exit 0 is Accepted, 1 and 2 (presentation error) Wrong Answer, with testlib's message", async () => {
    expect(await testlib.check(req("ok"))).toStrictEqual({ verdict: "Accepted", message: "ok 3 numbers" });
    expect(await testlib.check(req("wa"))).toStrictEqual({
      verdict: "Wrong Answer",
      message: "wrong answer 2nd numbers differ",
    });
    expect((await testlib.check(req("pe"))).verdict).toBe("Wrong Answer");
    // The output is the second argument, the answer the third.
    expect((await testlib.check(req("ANSWER 3"))).verdict).toBe("Accepted");
    expect((await testlib.check(req("ANSWER 4"))).verdict).toBe("Wrong Answer");
  });

  test("exit 3 (the checker failed) and any other exit are Judge Error", async () => {
    const failed = await testlib.check(req("fail"));
    expect(failed.verdict).toBe("Judge Error");
    expect(failed.judgeMessage).toContain("FAIL the answer file is broken");
    for (const code of [4, 8, 42]) {
      const r = await testlib.check(req(`exit ${code}`));
      expect(r.verdict).toBe("Judge Error");
      expect(r.judgeMessage).toContain(`exit code ${code}`);
    }
  });

  test("exit 7 gives the points on stderr as the fraction; only full points are Accepted", async () => {
    expect(await testlib.check(req("points 0.5"))).toStrictEqual({
      verdict: "Wrong Answer",
      fraction: 0.5,
      message: "points 0.5 partially right",
    });
    expect(await testlib.check(req("points 1"))).toMatchObject({ verdict: "Accepted", fraction: 1 });
    expect((await testlib.check(req("points 3"))).fraction).toBe(1);
    expect((await testlib.check(req("points many"))).verdict).toBe("Judge Error");
  });

  test("Code Jam's Letter Blocks judge (Python, `judge input attempt answer`, exit 0 or 1)", async () => {
    const letterBlocks = checkers.checkerFor(
      checker(
        "PYTHON",
        "testlib",
        packageFile("codejam/letter_blocks/output_validators/validator/custom_judge.py3"),
      ),
    );
    const input = packageFile("codejam/letter_blocks/data/sample/1.in");
    const answer = packageFile("codejam/letter_blocks/data/sample/1.ans");
    expect((await letterBlocks.check(req(answer, { input, answer }))).verdict).toBe("Accepted");
    // Another valid tower is right too: that is why the problem has a judge.
    const other = answer.replace("ZZZZZJAMMICCODEEEL", "JAMMICCODEEELZZZZZ");
    expect((await letterBlocks.check(req(other, { input, answer }))).verdict).toBe("Accepted");
    const wrong = answer.replace("Case #2: IMPOSSIBLE", "Case #2: CODEJAMMIC");
    expect((await letterBlocks.check(req(wrong, { input, answer }))).verdict).toBe("Wrong Answer");
  });
});

describe("the compile cache", () => {
  test("the second checkerFor() of the same checker compiles nothing; another version compiles once", async () => {
    // A version of its own, so no earlier test compiled it.
    const source = `${fixture("own/testlib_style.cpp")}\n// version ${crypto.randomUUID()}\n`;
    const before = checkers.compiles;
    expect((await checkers.checkerFor(checker("CPP", "testlib", source)).check(req("ok"))).verdict).toBe(
      "Accepted",
    );
    expect(checkers.compiles).toBe(before + 1);
    expect((await checkers.checkerFor(checker("CPP", "testlib", source)).check(req("wa"))).verdict).toBe(
      "Wrong Answer",
    );
    expect(await checkers.compile(checker("CPP", "testlib", source))).toStrictEqual({ ok: true });
    expect(checkers.compiles).toBe(before + 1);
    // A header is part of the version.
    const withHeader = checker("CPP", "testlib", source, [{ name: "extra.h", content: "// unused\n" }]);
    expect((await checkers.checkerFor(withHeader).check(req("ok"))).verdict).toBe("Accepted");
    expect(checkers.compiles).toBe(before + 2);
  });
});
