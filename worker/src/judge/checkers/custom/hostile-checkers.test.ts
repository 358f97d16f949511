import { describe, expect, test } from "bun:test";
import type { CheckRequest } from "../types.ts";
import { checker, fixture, openCheckers, req } from "./test-support.ts";

/**
 * A checker is untrusted code: one that does not compile, loops, sleeps, eats memory, floods its output or feedback,
 * or crashes is Judge Error, never Accepted; one that looks around its box sees no host and no other box, and one
 * that forks, leaves files or children behind, or looks for the last check's files finds nothing of them.
 */
const checkers = await openCheckers(1_935_000);

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
