import { afterAll, describe, expect, test } from "bun:test";
import { type JudgePolicy, judgePolicySchema, type Language } from "@grindstone/shared";
import { LocalSandboxRunner } from "../../runners/local-sandbox.ts";
import type { RunTest } from "../../runners/runner.ts";
import { readFixture } from "./fixture.ts";

/**
 * Interactive problems through the real runner (two boxes joined by the lane's FIFOs, interact.ts): who ends first
 * and how decides the verdict (decideInteraction), either side leaving early never hangs, a deadlock is the
 * program's time-out, the exchange is recorded for visible tests, and the program cannot reach the interactor's
 * files or process. docs/judging.md, "Interactive problems". The guess and esab_atad packages add the real ones
 * (problem-import/package/package-verdicts.test.ts).
 */

// Kattis protocol. The input file says "fixed N"; exit 42 accepted, 43 wrong answer (fixtures/interactive/README.md).
const GUESS_INTERACTOR = readFixture("guess_interactor.py");
const BISECT = readFixture("guess_bisect.py");

const runner = new LocalSandboxRunner({ slots: 2 });
afterAll(() => runner.close());

const policy = (interactor: string, timeMs = 1000, language: Language = "PYTHON"): JudgePolicy =>
  judgePolicySchema.parse({
    type: "interactive",
    limits: { timeMs, memoryKb: 262_144 },
    interactor: { language, source: interactor },
  });

const judge = (
  source: string,
  tests: RunTest[],
  p = policy(GUESS_INTERACTOR),
  language: Language = "PYTHON",
) => runner.run({ language, sourceCode: source, tests, policy: p });
const guessTest = (n: number, transcript = false): RunTest => ({
  input: `fixed ${n}\n`,
  expected: `${n}\n`,
  transcript,
});

describe("who ends first, and how, decides", () => {
  test("a bisecting program is Accepted on every secret, in each lane", async () => {
    const r = await judge(
      BISECT,
      [1, 500, 1000, 333, 777].map((n) => guessTest(n)),
    );
    expect(r.status).toBe("Accepted");
    expect(r.tests.map((t) => t.status)).toEqual(Array(5).fill("Accepted"));
  });

  test("the right last guess, then leaving without reading the answer: Accepted (the interactor still judges)", async () => {
    const r = await judge("print(500, flush=True)\n", [guessTest(500)]);
    expect(r.tests[0]).toMatchObject({ status: "Accepted" });
  });

  test("the interactor's Wrong Answer first stands, and a program spinning after it is stopped, not timed", async () => {
    const started = performance.now();
    // Ten wrong guesses (the interactor gives up: out of guesses), then a loop that never reads the answer.
    const r = await judge("for _ in range(10):\n    print(1, flush=True)\nwhile True:\n    pass\n", [
      guessTest(700),
      guessTest(800),
    ]);
    expect(r.tests.map((t) => t.status)).toEqual(["Wrong Answer", "Wrong Answer"]);
    expect(r.tests[0]!.message).toBe("out of guesses");
    // Two tests of a 1 s limit: waiting for the program's time-out would take 3 s of wall clock per test. Stopping it
    // takes a fraction of a second; 2.5 s leaves a loaded machine room and still fails a runner that waits.
    expect(performance.now() - started).toBeLessThan(2500);
  });

  test("the interactor's message reaches the learner with its Wrong Answer", async () => {
    const r = await judge("pass\n", [guessTest(5)]);
    expect(r.tests[0]).toMatchObject({ status: "Wrong Answer", message: "no guess" });
  });

  test("a program that crashes first is Runtime Error, though the interactor then says Wrong Answer", async () => {
    const r = await judge("import sys\nsys.stdout.write('')\nraise SystemExit(3)\n", [guessTest(5)]);
    expect(r.tests[0]!.status).toBe("Runtime Error");
  });

  test("accepted by the interactor, then a non-zero exit or a time-out of the program's own: its failure", async () => {
    const exits = await judge(`${BISECT}raise SystemExit(42)\n`, [guessTest(5)]);
    expect(exits.tests[0]!.status).toBe("Runtime Error");
    const spins = await judge(`${BISECT}while True:\n    pass\n`, [guessTest(5)]);
    expect(spins.tests[0]!.status).toBe("Time Limit Exceeded");
  });

  test("a deadlock (both waiting to read) ends at the program's wall limit: Time Limit Exceeded", async () => {
    // The program never writes and waits for input; the interactor waits for its guess.
    const r = await judge("input()\n", [guessTest(5)], policy(GUESS_INTERACTOR, 500));
    expect(r.tests[0]!.status).toBe("Time Limit Exceeded");
    expect(r.tests[0]!.timeMs).toBeLessThan(500);
  });

  test("a program that never flushes deadlocks the same way", async () => {
    // (input() would flush stdout first; readline() does not.)
    const r = await judge(
      "import sys\nsys.stdout.write('500\\n')\nsys.stdin.readline()\n",
      [guessTest(5)],
      policy(GUESS_INTERACTOR, 500),
    );
    expect(r.tests[0]!.status).toBe("Time Limit Exceeded");
  });

  test("the program's CPU time counts, the interactor's does not", async () => {
    // The interactor burns ~1.5 s of CPU before each answer; the program waits, using none.
    const slow = GUESS_INTERACTOR.replace(
      "    guess = int(line)\n",
      "    guess = int(line)\n    n = 0\n    while n < 4_000_000:\n        n += 1\n",
    );
    const r = await judge(BISECT, [guessTest(750)], policy(slow, 1000));
    expect(r.tests[0]!.status).toBe("Accepted");
    expect(r.tests[0]!.timeMs).toBeLessThan(500);
  });
});

describe("the interactor's own failures are Judge Error, never the learner's", () => {
  test("an interactor that crashes, or exits with a code the protocol does not define", async () => {
    const crash = await judge(BISECT, [guessTest(5)], policy("raise RuntimeError('boom')\n"));
    expect(crash.tests[0]!.status).toBe("Judge Error");
    expect(crash.tests[0]!.judgeMessage).toContain("Judge Error: the interactor");
    expect(crash.tests[0]!.judgeMessage).toContain("boom");
    const odd = await judge(BISECT, [guessTest(5)], policy("import sys\nsys.exit(7)\n"));
    expect(odd.tests[0]!.status).toBe("Judge Error");
  });

  test("an interactor that does not compile: Judge Error on every test, with the compiler's words", async () => {
    const r = await judge(
      BISECT,
      [guessTest(5), guessTest(6)],
      policy("int main() { return 42 }\n", 1000, "CPP"),
    );
    expect(r.status).toBe("Judge Error");
    expect(r.tests.map((t) => t.status)).toEqual(["Judge Error", "Judge Error"]);
    expect(r.tests[0]!.judgeMessage).toContain("the interactor did not compile");
  });

  test("an interactor that never exits after the program has left: Judge Error, bounded by its wall clock", async () => {
    const hangs = "import sys, time\nsys.stdin.readline()\ntime.sleep(3600)\n";
    const started = performance.now();
    const r = await judge("print(1, flush=True)\n", [guessTest(5)], policy(hangs, 500));
    expect(r.tests[0]!.status).toBe("Judge Error");
    expect(r.tests[0]!.judgeMessage).toContain("wall clock");
    // The program's wall limit (1.5 s) plus the interactor's extra 5 s, and a margin: never an hour.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  test("a C++ interactor with Kattis's validate.h header works like the package's", async () => {
    const source = `#include <iostream>
#include <fstream>
int main(int argc, char** argv) {
  std::ifstream in(argv[1]); std::string word; int secret; in >> word >> secret;
  for (int i = 0; i < 10; i++) {
    int g; if (!(std::cin >> g)) return 43;
    if (g == secret) { std::cout << "correct" << std::endl; return 42; }
    std::cout << (g < secret ? "higher" : "lower") << std::endl;
  }
  return 43;
}
`;
    const r = await judge(BISECT, [guessTest(1), guessTest(999)], policy(source, 1000, "CPP"));
    expect(r.tests.map((t) => t.status)).toEqual(["Accepted", "Accepted"]);
  });
});

describe("the exchange", () => {
  test("is recorded for a visible test, line by line in both directions, and not for a hidden one", async () => {
    const r = await judge(BISECT, [guessTest(750, true), guessTest(750, false)]);
    expect(r.tests[0]!.interaction).toBe(">500\n<higher\n>750\n<correct\n");
    expect(r.tests[1]!.interaction).toBeUndefined();
  });

  test("the relay passes a large exchange through without losing or reordering a byte", async () => {
    // 200 000 numbers each way, in bursts of 1000 lines: far past a pipe's 64 KB buffer.
    const echo = `import sys
out = sys.stdout
for i in range(200):
    for j in range(1000):
        if int(sys.stdin.readline()) != i * 1000 + j:
            sys.exit(43)
    out.write("".join(f"{i * 1000 + j}\\n" for j in range(1000)))
    out.flush()
sys.exit(42)
`;
    const program = `import sys
for i in range(200):
    sys.stdout.write("".join(f"{i * 1000 + j}\\n" for j in range(1000)))
    sys.stdout.flush()
    for j in range(1000):
        assert int(sys.stdin.readline()) == i * 1000 + j
`;
    const r = await judge(program, [{ input: "x\n", expected: "", transcript: true }], policy(echo, 5000));
    expect(r.tests[0]!.status).toBe("Accepted");
    // The transcript is capped like an output, and says so.
    expect(r.tests[0]!.interaction!.startsWith(">0\n>1\n")).toBe(true);
    expect(r.tests[0]!.interaction!.trimEnd().endsWith("...")).toBe(true);
  });
});

describe("the program cannot reach the interactor", () => {
  test("its box has no input or answer file, and /pipes holds only the two FIFOs", async () => {
    const snoop = `import os, sys
seen = sorted(os.listdir("/pipes"))
found = [p for p in ("/box/t1/answer", "/box/t1/input", "/box/checker/main.py") if os.path.exists(p)]
print(f"{seen} {found}", file=sys.stderr)
${BISECT}`;
    const r = await judge(snoop, [guessTest(321)]);
    expect(r.tests[0]!.status).toBe("Accepted");
    expect(r.tests[0]!.stderr).toContain("['to-interactor', 'to-program'] []");
  });

  test("it cannot signal the interactor: a kill of every process it can see leaves the interactor judging", async () => {
    const killer = `import os, signal
for pid in [int(p) for p in os.listdir("/proc") if p.isdigit()]:
    if pid != os.getpid():
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
try:
    os.kill(-1, signal.SIGKILL)
except OSError:
    pass
`;
    // kill(-1) ends the program itself; the interactor, in another box, reads end-of-file and says Wrong Answer.
    const r = await judge(killer, [guessTest(5)]);
    expect(["Runtime Error", "Wrong Answer"]).toContain(r.tests[0]!.status);
    const after = await judge(BISECT, [guessTest(5)]);
    expect(after.status).toBe("Accepted");
  });
});
