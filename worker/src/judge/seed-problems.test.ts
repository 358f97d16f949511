/**
 * Checks the seeded problems: their shape, and that every reference solution, run as a bare process in each
 * language with the judge's own commands (its language descriptors), prints the expected output for every test
 * case. (seed-references.test.ts runs the same solutions through the sandbox.)
 * Also checks that the examples agree with the JavaScript reference and that the starter code runs.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedProblems } from "@grindstone/db/seed/problems";
import { DEMO_TAG, DIFFICULTIES, LANGUAGES, type Language } from "@grindstone/shared";
import { DESCRIPTORS } from "../runners/languages/index.ts";
import { discoverRuntimes } from "../runners/runtimes.ts";

const CONCURRENCY = 2;
const PROCESS_TIMEOUT_MS = 30_000;
const TEST_TIMEOUT_MS = 120_000;
const MAX_INPUT_BYTES = 300 * 1024;

let workDir = "";

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), "grindstone-seed-"));
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Trailing whitespace on each line and trailing blank lines are not significant. */
function normalize(text: string): string {
  const lines = text
    .replace(/\r\n/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines.join("\n");
}

type RunResult = { exitCode: number | null; stdout: string; stderr: string };

async function run(cmd: string[], input: string, cwd: string): Promise<RunResult> {
  const proc = Bun.spawn(cmd, { cwd, stdin: new Blob([input]), stdout: "pipe", stderr: "pipe" });
  const timer = setTimeout(() => proc.kill(), PROCESS_TIMEOUT_MS);
  try {
    const [stdout, stderr, exitCode] = await Promise.all([
      new Response(proc.stdout).text(),
      new Response(proc.stderr).text(),
      proc.exited,
    ]);
    return { exitCode, stdout, stderr };
  } finally {
    clearTimeout(timer);
  }
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const toolchains = discoverRuntimes().toolchains;

/** Writes a program to a fresh directory and returns the command that runs it (compiled first if the language's
 * descriptor has a compile step): the judge's own commands, run bare. */
async function prepare(
  language: Language,
  source: string,
  dirName: string,
): Promise<{ cmd: string[]; dir: string }> {
  const dir = join(workDir, dirName);
  mkdirSync(dir, { recursive: true });
  const d = DESCRIPTORS[language];
  const toolchain = toolchains[language];
  if (!toolchain) throw new Error(`no ${language} toolchain on this machine`);
  writeFileSync(join(dir, d.sourceFile), source);
  if (d.compile) {
    const compiled = await run(
      d.compile.argv(toolchain, { source: join(dir, d.sourceFile), out: dir }),
      "",
      dir,
    );
    if (compiled.exitCode !== 0)
      throw new Error(`${language} compile failed in ${dirName}:\n${compiled.stderr}`);
  }
  return { cmd: d.run(toolchain, { dir, memoryMb: 256, stackBytes: 64 * 1024 * 1024 }), dir };
}

function preview(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
}

describe("seed problems", () => {
  test("there are at least 12 problems with unique slugs and the required classics", () => {
    expect(seedProblems.length).toBeGreaterThanOrEqual(12);
    const slugs = seedProblems.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of ["two-sum", "climbing-stairs", "valid-palindrome"]) expect(slugs).toContain(slug);
    const count = (d: string) => seedProblems.filter((p) => p.difficulty === d).length;
    expect(count("MEDIUM")).toBeGreaterThanOrEqual(2);
    expect(count("HARD")).toBeGreaterThanOrEqual(1);
  });
});

for (const problem of seedProblems) {
  describe(problem.slug, () => {
    test("metadata is complete", () => {
      expect(problem.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(problem.title.trim()).not.toBe("");
      expect(problem.description.trim()).not.toBe("");
      expect(problem.constraints.trim()).not.toBe("");
      expect(problem.hints?.trim() ?? "").not.toBe("");
      expect(problem.editorial?.trim() ?? "").not.toBe("");
      expect(DIFFICULTIES).toContain(problem.difficulty);
      // "Demo" (cannot be deleted) only where the demo relies on the problem (seed/problems/two-sum.ts says why).
      expect(problem.tags.includes(DEMO_TAG)).toBe(problem.slug === "two-sum");
      expect(problem.tags.length).toBeGreaterThan(1);
      expect(new Set(problem.tags).size).toBe(problem.tags.length);
      expect(problem.companies.length).toBeGreaterThan(0);
      expect(problem.testCases.length).toBeGreaterThanOrEqual(5);
      expect(problem.testCases.filter((t) => t.hidden).length).toBeGreaterThanOrEqual(2);
      expect(problem.testCases.filter((t) => !t.hidden).length).toBeGreaterThanOrEqual(1);
      for (const language of LANGUAGES) {
        expect(problem.examples[language]?.input).toBeString();
        expect(problem.examples[language]?.output).toBeString();
        expect(problem.codeSnippets[language]?.trim() ?? "").not.toBe("");
        expect(problem.referenceSolutions[language]?.trim() ?? "").not.toBe("");
      }
      expect(problem.codeSnippets.JAVA).toContain("public class Main");
      expect(problem.referenceSolutions.JAVA).toContain("public class Main");
      for (const testCase of problem.testCases) {
        expect(testCase.input.length).toBeLessThanOrEqual(MAX_INPUT_BYTES);
        expect(testCase.input.endsWith("\n")).toBe(true);
        expect(testCase.output).toBe(testCase.output.replace(/[ \t]+$/gm, ""));
      }
      const inputs = problem.testCases.map((t) => t.input);
      expect(new Set(inputs).size).toBe(inputs.length);
    });

    for (const language of LANGUAGES) {
      test(
        `${language} reference solution passes every test case`,
        async () => {
          const { cmd, dir } = await prepare(
            language,
            problem.referenceSolutions[language],
            `${problem.slug}-ref-${language}`,
          );
          const failures = await mapLimit(problem.testCases, CONCURRENCY, async (testCase, index) => {
            const result = await run(cmd, testCase.input, dir);
            if (result.exitCode !== 0) return `test #${index + 1}: exit ${result.exitCode}\n${result.stderr}`;
            if (normalize(result.stdout) !== normalize(testCase.output)) {
              return `test #${index + 1}: expected ${preview(testCase.output)} got ${preview(result.stdout)}`;
            }
            return null;
          });
          expect(failures.filter((f) => f !== null)).toEqual([]);
        },
        TEST_TIMEOUT_MS,
      );
    }

    test(
      "examples match the JavaScript reference output",
      async () => {
        const { cmd, dir } = await prepare(
          "JAVASCRIPT",
          problem.referenceSolutions.JAVASCRIPT,
          `${problem.slug}-ex`,
        );
        for (const language of LANGUAGES) {
          const example = problem.examples[language];
          const result = await run(cmd, example.input, dir);
          expect(result.exitCode).toBe(0);
          expect(normalize(example.output)).toBe(normalize(result.stdout));
        }
      },
      TEST_TIMEOUT_MS,
    );

    test(
      "starter code runs on the example input",
      async () => {
        await mapLimit([...LANGUAGES], CONCURRENCY, async (language) => {
          const { cmd, dir } = await prepare(
            language,
            problem.codeSnippets[language],
            `${problem.slug}-starter-${language}`,
          );
          const result = await run(cmd, problem.examples[language].input, dir);
          expect({ language, exitCode: result.exitCode, stderr: result.stderr }).toEqual({
            language,
            exitCode: 0,
            stderr: "",
          });
        });
      },
      TEST_TIMEOUT_MS,
    );
  });
}
