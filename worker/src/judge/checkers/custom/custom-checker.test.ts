import { afterAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CustomChecker } from "@grindstone/shared";
import { Sandbox } from "../../../runners/sandbox/sandbox.ts";
import { SeccompFile } from "../../../runners/sandbox/seccomp.ts";
import { leftoverProcesses } from "../../../test/sandbox/runner-support.ts";
import type { CheckRequest } from "../types.ts";
import { CHECKER_COMPILER_SLOT, CHECKER_SLOT, CustomCheckers } from "./custom-checker.ts";

/**
 * A problem's own checker in the real sandbox: both protocols' exit codes and feedback, the two real checkers of
 * the fixtures (problemtools' `different` validator in C++ with its validate.h, Code Jam's Letter Blocks judge in
 * Python), and a checker's every way to misbehave: it does not compile, loops, sleeps, crashes, floods its
 * feedback, looks around the box, forks, or tries to find what the previous check left. None of them is Accepted.
 */
const BASE_UID = 1_930_000;
const SLOTS = 2;
const sandbox = await Sandbox.open({ baseUid: BASE_UID });
const seccomp = SeccompFile.create();
// Short clocks and little memory, so the looping, sleeping and hungry checkers end quickly.
const checkers = new CustomCheckers({
  sandbox,
  seccomp,
  slots: SLOTS,
  limits: { cpuMs: 1000, wallMs: 2000, memoryBytes: 128 * 1024 * 1024 },
});
afterAll(async () => {
  await checkers.close();
  await sandbox.close();
  seccomp?.remove();
  for (const slot of [CHECKER_COMPILER_SLOT, ...Array.from({ length: SLOTS }, (_, i) => CHECKER_SLOT + i)])
    expect(await leftoverProcesses(BASE_UID + slot)).toEqual([]);
});

const fixture = (path: string) => readFileSync(join(import.meta.dir, "fixtures", path), "utf8");
const encode = (text: string) => new TextEncoder().encode(text);
const checker = (
  language: CustomChecker["language"],
  protocol: CustomChecker["protocol"],
  source: string,
  headers: CustomChecker["headers"] = [],
): CustomChecker => ({ kind: "custom", language, protocol, source, headers });
const req = (output: string, over: Partial<CheckRequest> = {}): CheckRequest => ({
  input: "INPUT 1 2\n",
  answer: "ANSWER 3\n",
  output: encode(output),
  position: 0,
  ...over,
});

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
      checker("CPP", "kattis", fixture("different/validate.cc"), [
        { name: "validate.h", content: fixture("different/validate.h") },
      ]),
    );
    const input = fixture("different/1.in");
    const answer = fixture("different/1.ans");
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
      checker("PYTHON", "testlib", fixture("letter_blocks/custom_judge.py3")),
    );
    const input = fixture("letter_blocks/1.in");
    const answer = fixture("letter_blocks/1.ans");
    expect((await letterBlocks.check(req(answer, { input, answer }))).verdict).toBe("Accepted");
    // Another valid tower is right too: that is why the problem has a judge.
    const other = answer.replace("ZZZZZJAMMICCODEEEL", "JAMMICCODEEELZZZZZ");
    expect((await letterBlocks.check(req(other, { input, answer }))).verdict).toBe("Accepted");
    const wrong = answer.replace("Case #2: IMPOSSIBLE", "Case #2: CODEJAMMIC");
    expect((await letterBlocks.check(req(wrong, { input, answer }))).verdict).toBe("Wrong Answer");
  });
});

describe("a checker that misbehaves is Judge Error, never Accepted", () => {
  test("a checker that does not compile: every check, with the compiler's output; compile() says why", async () => {
    const broken = checker("CPP", "kattis", "int main() { return 42 }\n");
    expect(await checkers.compile(broken)).toMatchObject({
      ok: false,
      output: expect.stringContaining("error"),
    });
    const r = await checkers.checkerFor(broken).check(req("accept"));
    expect(r.verdict).toBe("Judge Error");
    expect(r.judgeMessage).toContain("did not compile");
    expect(r.judgeMessage).toContain("main.cpp:1:23: error: expected");
    const unparsable = checker("PYTHON", "kattis", "import sys\nsys.exit(42\n");
    expect(await checkers.compile(unparsable)).toMatchObject({
      ok: false,
      output: expect.stringContaining("SyntaxError: '(' was never closed"),
    });
    const python = await checkers.checkerFor(unparsable).check(req("accept"));
    expect(python.verdict).toBe("Judge Error");
    expect(python.judgeMessage).toContain("does not compile");
    expect(
      await checkers.compile(checker("PYTHON", "kattis", fixture("own/kattis_checker.py"))),
    ).toStrictEqual({
      ok: true,
    });
  });

  test("a Java checker, or a header named like the checker's own file, is refused the same way", async () => {
    const java = await checkers.checkerFor(checker("JAVA", "kattis", "class Main {}")).check(req("accept"));
    expect(java).toMatchObject({
      verdict: "Judge Error",
      judgeMessage: expect.stringContaining("not supported"),
    });
    const clash = checker("CPP", "kattis", "int main() { return 42; }", [{ name: "main.cpp", content: "x" }]);
    expect(await checkers.compile(clash)).toMatchObject({
      ok: false,
      output: expect.stringContaining("main.cpp"),
    });
  });

  test("one that loops or sleeps past its limits", async () => {
    const loops = await checkers
      .checkerFor(checker("PYTHON", "kattis", "while True:\n    pass\n"))
      .check(req(""));
    expect(loops.verdict).toBe("Judge Error");
    expect(loops.judgeMessage).toContain("CPU time limit");
    const sleeps = checker("PYTHON", "testlib", "import time\ntime.sleep(60)\n");
    const slept = await checkers.checkerFor(sleeps).check(req(""));
    expect(slept.verdict).toBe("Judge Error");
    expect(slept.judgeMessage).toContain("wall clock limit");
  });

  test("one that eats memory or floods its stdout", async () => {
    const hungry = checker(
      "PYTHON",
      "kattis",
      "x = bytearray(400 << 20)\nfor i in range(0, len(x), 4096):\n    x[i] = 1\n",
    );
    const ate = await checkers.checkerFor(hungry).check(req(""));
    expect(ate.verdict).toBe("Judge Error");
    expect(ate.judgeMessage).toContain("memory limit");
    const flood = checker("PYTHON", "kattis", "import sys\nwhile True:\n    sys.stdout.write('x' * 65536)\n");
    const flooded = await checkers.checkerFor(flood).check(req(""));
    expect(flooded.verdict).toBe("Judge Error");
    expect(flooded.judgeMessage).toContain("output limit");
  });

  test("one that crashes: the signal and its stderr", async () => {
    const crash = checker(
      "PYTHON",
      "kattis",
      "import os, sys\nprint('about to crash', file=sys.stderr, flush=True)\nos.abort()\n",
    );
    const r = await checkers.checkerFor(crash).check(req("accept"));
    expect(r.verdict).toBe("Judge Error");
    expect(r.judgeMessage).toContain("signal 6");
    expect(r.judgeMessage).toContain("about to crash");
  });
});

/** A checker that reports what it can see (its output decides what it does), on teammessage.txt as JSON. */
const SPY = `
import json, os, sys, time
what = sys.stdin.read().split()
def report(found):
    with open(sys.argv[3] + "/teammessage.txt", "w") as f:
        json.dump(found, f)
    sys.exit(42)
if what[0] == "leave":
    # Leaves a file with the answer and a child that outlives the check, holding the answer too.
    answer = open(sys.argv[2]).read()
    open("/tmp/left-behind", "w").write(answer)
    if os.fork() == 0:
        time.sleep(30)
        os._exit(0)
    report({})
if what[0] == "bomb":
    children = 0
    try:
        while True:
            if os.fork() == 0:
                time.sleep(30)
                os._exit(0)
            children += 1
    except OSError:
        pass
    report({"children": children})
def tryread(path):
    try:
        with open(path, "rb") as f:
            return f.read(200).decode(errors="replace")
    except OSError as err:
        return type(err).__name__
procs = {}
for pid in os.listdir("/proc"):
    if pid.isdigit():
        try:
            procs[pid] = open(f"/proc/{pid}/cmdline", "rb").read().replace(b"\\0", b" ").decode()
        except OSError:
            pass
host = what[1] if len(what) > 1 else "/nonexistent"
report({
    "root": sorted(os.listdir("/")),
    "box": sorted(os.listdir("/box")),
    "tmp": sorted(os.listdir("/tmp")),
    "procs": procs,
    "me": os.getpid(),
    "host": os.path.exists(host),
    "reads": [tryread(p) for p in ["/etc/passwd", "/etc/shadow", "/proc/1/environ", "/root/.bashrc", host]],
})
`;

describe("a checker's box: its own, and clean at every check", () => {
  const spy = checkers.checkerFor(checker("PYTHON", "kattis", SPY));
  const look = async (over: Partial<CheckRequest> = {}) => {
    const r = await spy.check(req(`look ${import.meta.path}`, over));
    expect(r.verdict).toBe("Accepted");
    return JSON.parse(r.message!) as {
      root: string[];
      box: string[];
      tmp: string[];
      procs: Record<string, string>;
      host: boolean;
      reads: string[];
    };
  };

  test("a checker that reads / sees the box's system mounts only: no host, no other box", async () => {
    const seen = await look();
    for (const hostOnly of ["work", "home", "root", "var", "run", "srv", "opt", "sys"])
      expect(seen.root).not.toContain(hostOnly);
    // /box holds the checker and this check's files only (never a submission's source).
    expect(seen.box).toEqual(["checker", expect.stringMatching(/^t\d+$/)]);
    expect(seen.tmp).toEqual([]);
    expect(seen.host).toBe(false);
    expect(seen.reads).toEqual([
      "FileNotFoundError",
      "FileNotFoundError",
      "PermissionError",
      "FileNotFoundError",
      "FileNotFoundError",
    ]);
    // Its own PID namespace: bwrap's init, the supervisor, the zygote and the checker.
    expect(Object.keys(seen.procs).length).toBeLessThanOrEqual(4);
  });

  test("one that leaves a file and a child behind: the next check finds neither, nor the last check's files", async () => {
    const secret = "ANSWER the-previous-check's-secret\n";
    expect((await spy.check(req("leave", { answer: secret }))).verdict).toBe("Accepted");
    const seen = await look();
    expect(seen.tmp).toEqual([]);
    expect(seen.box).toHaveLength(2);
    expect(Object.values(seen.procs).join("\n")).not.toContain("sleep");
    expect(JSON.stringify(seen)).not.toContain("the-previous-check");
  });

  test("one that forks until it cannot: bounded, and the box serves the next check clean", async () => {
    const bomb = await spy.check(req("bomb"));
    expect(bomb.verdict).toBe("Accepted");
    expect(JSON.parse(bomb.message!).children).toBeLessThan(64);
    const seen = await look();
    expect(Object.keys(seen.procs).length).toBeLessThanOrEqual(4);
  });

  test("checks at once run in boxes of their own and each gets its own files", async () => {
    const answers = Array.from({ length: 6 }, (_, i) => `ANSWER ${i}`);
    const kattis = checkers.checkerFor(checker("PYTHON", "kattis", fixture("own/kattis_checker.py")));
    const verdicts = await Promise.all(
      answers.map((answer, i) => kattis.check(req(i % 2 ? answer : `${answer}0`, { answer, position: i }))),
    );
    expect(verdicts.map((v) => v.verdict)).toEqual(
      answers.map((_, i) => (i % 2 ? "Accepted" : "Wrong Answer")),
    );
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
