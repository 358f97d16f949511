import { afterAll, describe, expect, test } from "bun:test";
import { policyOf } from "../test/policy.ts";
import { SMALL_LIMITS } from "../test/sandbox/runner-support.ts";
import { LocalSandboxRunner } from "./local-sandbox.ts";

// Real bubblewrap in strict mode (the default), real runtimes: a Python, JavaScript or TypeScript program that does
// not parse is a Compilation Error with one clean message, and none of it ever runs (docs/judging.md, "Programs
// that do not parse"); the check neither runs a program nor changes how a valid one runs.
const TIMEOUT = 120_000;
const runner = new LocalSandboxRunner({ slots: 2 });
afterAll(() => runner.close());

const INTERPRETED = ["PYTHON", "JAVASCRIPT", "TYPESCRIPT"] as const;

// Each prints and writes a file before the line that does not parse: a check that ran the program would show it.
const DOES_NOT_PARSE = {
  PYTHON: {
    source: `print("ran")\nopen("/tmp/ran", "w").write("x")\nprint("a"\n`,
    message: `main.py:3:6: SyntaxError: '(' was never closed\n    print("a"\n         ^`,
  },
  JAVASCRIPT: {
    source: `console.log("ran");\nrequire("fs").writeFileSync("/tmp/ran", "x");\n  let x = ;\n`,
    message: `main.js:3:11: SyntaxError: Unexpected token ';'\n    let x = ;\n            ^`,
  },
  TYPESCRIPT: {
    source: `console.log("ran");\nrequire("fs").writeFileSync("/tmp/ran", "x");\nconst x: number = ;\n`,
    message: `main.ts:3:19: SyntaxError: Unexpected ;\n    const x: number = ;\n                      ^`,
  },
} as const;

// Counts its own runs in the box's /tmp (emptied after every test) and prints the count: "1" on every test unless
// something ran it before the test did (a check that executed it, in the same process or box).
const COUNTS_ITS_RUNS = {
  PYTHON: `import os\nwith open("/tmp/runs", "a") as f: f.write("x")\nprint(len(open("/tmp/runs").read()), input())`,
  JAVASCRIPT: `const fs = require("fs");\nfs.appendFileSync("/tmp/runs", "x");\nconsole.log(fs.readFileSync("/tmp/runs", "utf8").length, fs.readFileSync(0, "utf8").trim());`,
  TYPESCRIPT: `import { appendFileSync, readFileSync } from "node:fs";\nappendFileSync("/tmp/runs", "x");\nconst n: number = readFileSync("/tmp/runs", "utf8").length;\nconsole.log(n, readFileSync(0, "utf8").trim());`,
} as const;

// Tries to write a "does not parse" report on the check's descriptor (fd 3): it must not become a verdict.
const FORGES_THE_REPORT = {
  PYTHON: `import os\ntry:\n    os.write(3, b"Sforged")\nexcept OSError:\n    pass\nprint("done")`,
  JAVASCRIPT: `try { require("fs").writeSync(3, "Eforged"); } catch {}\nconsole.log("done");`,
  TYPESCRIPT: `import { writeSync } from "node:fs";\ntry { writeSync(3, "Eforged"); } catch {}\nconsole.log("done");`,
} as const;

const fourTests = (expected?: (i: number) => string) =>
  Array.from({ length: 4 }, (_, i) => ({ input: `${i + 1}\n`, expected: expected?.(i + 1) }));

describe("programs that do not parse", () => {
  for (const language of INTERPRETED) {
    test(
      `${language}: a program that does not parse is a Compilation Error with one message, and none of it runs`,
      async () => {
        const started: number[] = [];
        const r = await runner.run({
          language,
          sourceCode: DOES_NOT_PARSE[language].source,
          tests: fourTests(() => "ran"),
          policy: policyOf(SMALL_LIMITS),
          onTestStart: (i) => started.push(i),
        });
        expect(r.status).toBe("Compilation Error");
        expect(r.compileOutput).toBe(DOES_NOT_PARSE[language].message);
        expect(r.tests.map((t) => t.status)).toEqual(Array(4).fill("Compilation Error"));
        // Nothing of the program ran: no output anywhere, and no test past each lane's first was started.
        expect(r.tests.map((t) => t.stdout + t.stderr).join("")).toBe("");
        expect(started.length).toBeLessThanOrEqual(2);
      },
      TIMEOUT,
    );

    test(
      `${language}: a valid program runs once per test, as before (the check never executes it)`,
      async () => {
        const r = await runner.run({
          language,
          sourceCode: COUNTS_ITS_RUNS[language],
          tests: fourTests((i) => `1 ${i}`),
          policy: policyOf(SMALL_LIMITS),
        });
        expect(r.tests.map((t) => t.stdout)).toEqual(["1 1\n", "1 2\n", "1 3\n", "1 4\n"]);
        expect(r.status).toBe("Accepted");
        expect(r.compileOutput).toBeNull();
      },
      TIMEOUT,
    );

    test(
      `${language}: a program that parses but fails is still a Runtime Error, with its own message`,
      async () => {
        const r = await runner.run({
          language,
          sourceCode: language === "PYTHON" ? "raise ValueError('boom')" : `throw new Error("boom");`,
          tests: fourTests(() => ""),
          policy: policyOf(SMALL_LIMITS),
        });
        expect(r.status).toBe("Runtime Error");
        expect(r.compileOutput).toBeNull();
        expect(r.tests.map((t) => t.status)).toEqual(Array(4).fill("Runtime Error"));
        expect(r.tests[0]!.stderr).toContain("boom");
      },
      TIMEOUT,
    );

    test(
      `${language}: a program cannot forge the check's report`,
      async () => {
        const r = await runner.run({
          language,
          sourceCode: FORGES_THE_REPORT[language],
          tests: fourTests(() => "done"),
          policy: policyOf(SMALL_LIMITS),
        });
        expect(r.status).toBe("Accepted");
        expect(r.compileOutput).toBeNull();
      },
      TIMEOUT,
    );
  }

  test(
    "JAVASCRIPT: an ES module (import, top-level await) is left to Node, which runs it as one",
    async () => {
      const r = await runner.run({
        language: "JAVASCRIPT",
        sourceCode: `import { readFileSync } from "fs";\nconst n = await Promise.resolve(2);\nconsole.log(n * Number(readFileSync(0, "utf8")));\n`,
        tests: fourTests((i) => String(2 * i)),
        policy: policyOf(SMALL_LIMITS),
      });
      expect(r.status).toBe("Accepted");
      expect(r.compileOutput).toBeNull();
    },
    TIMEOUT,
  );

  test(
    "TYPESCRIPT: a type error is not a compilation error (types are stripped, never checked)",
    async () => {
      const r = await runner.run({
        language: "TYPESCRIPT",
        sourceCode: `const x: number = "a";\nconst y: string = 5;\nconsole.log(x, y);\n`,
        tests: [{ input: "", expected: "a 5" }],
        policy: policyOf(SMALL_LIMITS),
      });
      expect(r.status).toBe("Accepted");
    },
    TIMEOUT,
  );

  test(
    "PYTHON: nesting past the compiler's limits and a NUL in the source are compilation errors too",
    async () => {
      const nested = await runner.run({
        language: "PYTHON",
        sourceCode: `print(${"(".repeat(300)}1${")".repeat(300)})`,
        tests: [{ input: "" }],
        policy: policyOf(SMALL_LIMITS),
      });
      expect(nested.status).toBe("Compilation Error");
      expect(nested.compileOutput).toStartWith("main.py:1:");
      expect(nested.compileOutput).toContain("SyntaxError: too many nested parentheses");
      const nul = await runner.run({
        language: "PYTHON",
        sourceCode: `print(1)\0`,
        tests: [{ input: "" }],
        policy: policyOf(SMALL_LIMITS),
      });
      expect(nul.status).toBe("Compilation Error");
      expect(nul.compileOutput).toContain("null bytes");
    },
    TIMEOUT,
  );
});
