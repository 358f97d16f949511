import { afterAll, describe, expect, test } from "bun:test";
import { MAX_STORED_OUTPUT_BYTES } from "@grindstone/shared";
import { policyOf } from "../test/policy.ts";
import { SMALL_LIMITS } from "../test/sandbox/runner-support.ts";
import { LocalSandboxRunner } from "./local-sandbox.ts";

// Real bubblewrap, real runtimes: the verdicts every language must produce for ordinary programs.
// Concurrent tests share two slots, so a test may wait for others before its own runs start.
const TIMEOUT = 120_000;
const runner = new LocalSandboxRunner({ slots: 2 });
afterAll(() => runner.close());

const DOUBLE = {
  JAVASCRIPT: `const n = Number(require("fs").readFileSync(0, "utf8")); console.log(n * 2);`,
  PYTHON: "print(int(input()) * 2)",
  JAVA: `import java.util.*;
public class Main { public static void main(String[] a) { System.out.println(new Scanner(System.in).nextInt() * 2); } }`,
} as const;

const CRASH = {
  JAVASCRIPT: `null.x;`,
  PYTHON: "raise ValueError('boom')",
  JAVA: `public class Main { public static void main(String[] a) { Object o = null; o.hashCode(); } }`,
} as const;

const languages = ["JAVASCRIPT", "PYTHON", "JAVA"] as const;

describe.concurrent("local sandbox verdicts", () => {
  for (const language of languages) {
    test(
      `${language}: Accepted, and Wrong Answer marks the failing test`,
      async () => {
        const tests = [
          { input: "21", expected: "42" },
          { input: "2", expected: "5" }, // the failing one
          { input: "5", expected: "10\n\n" }, // trailing blank lines are ignored
        ];
        const started: number[] = [];
        const r = await runner.run({
          language,
          sourceCode: DOUBLE[language],
          tests,
          policy: policyOf(SMALL_LIMITS),
          onTestStart: (i) => started.push(i),
        });
        expect(r.status).toBe("Wrong Answer");
        expect(r.tests.map((t) => t.status)).toEqual(["Accepted", "Wrong Answer", "Accepted"]);
        expect(r.tests.map((t) => t.passed)).toEqual([true, false, true]);
        expect(r.tests[1]!.stdout).toBe("4\n");
        expect(started).toEqual([0, 1, 2]);
        expect(r.tests[0]!.memoryKb).toBeGreaterThan(0);

        const ok = await runner.run({
          language,
          sourceCode: DOUBLE[language],
          tests: [tests[0]!],
          policy: policyOf(SMALL_LIMITS),
        });
        expect(ok.status).toBe("Accepted");
      },
      TIMEOUT,
    );

    test(
      `${language}: an exception is Runtime Error with the runtime's message`,
      async () => {
        const r = await runner.run({
          language,
          sourceCode: CRASH[language],
          tests: [{ input: "" }],
          policy: policyOf(SMALL_LIMITS),
        });
        expect(r.status).toBe("Runtime Error");
        expect(r.tests[0]!.stderr).toMatch(/TypeError|ValueError: boom|NullPointerException/);
      },
      TIMEOUT,
    );

    test(
      `${language}: a custom input without expected output passes when it runs`,
      async () => {
        const r = await runner.run({
          language,
          sourceCode: DOUBLE[language],
          tests: [{ input: "7" }],
          policy: policyOf(SMALL_LIMITS),
        });
        expect(r.status).toBe("Accepted");
        expect(r.tests[0]!.stdout).toBe("14\n");
      },
      TIMEOUT,
    );
  }

  test(
    "JAVA: a compile error is Compilation Error with javac's message, on every test",
    async () => {
      const r = await runner.run({
        language: "JAVA",
        sourceCode: "public class Main { public static void main(String[] a) { int x = 1 } }",
        tests: [{ input: "", expected: "" }, { input: "" }],
        policy: policyOf(SMALL_LIMITS),
      });
      expect(r.status).toBe("Compilation Error");
      expect(r.compileOutput).toContain("Main.java:1: error: ';' expected");
      expect(r.tests.map((t) => t.status)).toEqual(["Compilation Error", "Compilation Error"]);
    },
    TIMEOUT,
  );

  test(
    "JAVA: compiles once, runs every test; warnings reach compileOutput",
    async () => {
      const source = `import java.util.*;
public class Main {
  static int calls = 0;
  public static void main(String[] a) { List l = new ArrayList(); l.add(1); System.out.println(new Scanner(System.in).nextInt() + l.size()); }
}`;
      const r = await runner.run({
        language: "JAVA",
        sourceCode: source,
        tests: [
          { input: "1", expected: "2" },
          { input: "41", expected: "42" },
        ],
        policy: policyOf(SMALL_LIMITS),
      });
      expect(r.status).toBe("Accepted");
      expect(r.compileOutput).toContain("unchecked");
    },
    TIMEOUT,
  );

  test(
    "stored output is capped per stream while the verdict still sees everything",
    async () => {
      const big = MAX_STORED_OUTPUT_BYTES * 3;
      const r = await runner.run({
        language: "PYTHON",
        sourceCode: `import sys\nsys.stdout.write("é" * ${big / 2})\nsys.stderr.write("w" * ${big})`,
        tests: [{ input: "", expected: "é".repeat(big / 2) }],
        policy: policyOf(SMALL_LIMITS),
      });
      expect(r.status).toBe("Accepted");
      expect(Buffer.byteLength(r.tests[0]!.stdout)).toBeLessThanOrEqual(MAX_STORED_OUTPUT_BYTES);
      expect(Buffer.byteLength(r.tests[0]!.stdout)).toBeGreaterThan(MAX_STORED_OUTPUT_BYTES - 4);
      expect(r.tests[0]!.stdout).not.toContain("\uFFFD"); // cut on a character boundary
      expect(r.tests[0]!.stderr.length).toBe(MAX_STORED_OUTPUT_BYTES);
    },
    TIMEOUT,
  );

  test(
    "a large input the program never reads does not hang or fail the run",
    async () => {
      const r = await runner.run({
        language: "PYTHON",
        sourceCode: "print('ignored the input')",
        tests: [{ input: "x".repeat(1024 * 1024), expected: "ignored the input" }],
        policy: policyOf(SMALL_LIMITS),
      });
      expect(r.status).toBe("Accepted");
    },
    TIMEOUT,
  );

  test(
    "deep but legitimate recursion works (64 MB stacks)",
    async () => {
      const r = await runner.run({
        language: "JAVASCRIPT",
        sourceCode: "function f(n) { return n === 0 ? 0 : 1 + f(n - 1); } console.log(f(200000));",
        tests: [{ input: "", expected: "200000" }],
        policy: policyOf(SMALL_LIMITS),
      });
      expect(r.status).toBe("Accepted");
    },
    TIMEOUT,
  );

  test(
    "after a time-out the tests not yet started are Skipped",
    async () => {
      const fast = { input: "fast", expected: "ok" };
      const r = await runner.run({
        language: "PYTHON",
        sourceCode: "import sys\nif sys.stdin.read().strip() == 'spin':\n  while True: pass\nprint('ok')",
        // The first spin times out; everything queued behind the spins is skipped. Whether the second spin started
        // before that depends on how many slots the concurrent tests left free (one lane or two; lanes.test.ts pins
        // the idle case down exactly).
        tests: [{ input: "spin" }, { input: "spin" }, fast, fast, fast],
        policy: policyOf(SMALL_LIMITS),
      });
      expect(r.status).toBe("Time Limit Exceeded");
      expect(r.tests[0]!.status).toBe("Time Limit Exceeded");
      expect(["Time Limit Exceeded", "Skipped"]).toContain(r.tests[1]!.status);
      expect(r.tests.slice(2).map((t) => t.status)).toEqual(["Skipped", "Skipped", "Skipped"]);
    },
    TIMEOUT,
  );

  test(
    "aborting (worker shutdown) kills the running sandbox and rejects",
    async () => {
      const controller = new AbortController();
      const run = runner.run({
        language: "PYTHON",
        sourceCode: "import time\ntime.sleep(60)",
        tests: [{ input: "" }],
        policy: policyOf({ cpuTimeMs: 10_000, memoryKb: 65536 }),
        onTestStart: () => setTimeout(() => controller.abort(new Error("shutting down")), 200),
        signal: controller.signal,
      });
      const started = Date.now();
      await expect(run).rejects.toThrow("shutting down");
      expect(Date.now() - started).toBeLessThan(10_000);
    },
    TIMEOUT,
  );
});
