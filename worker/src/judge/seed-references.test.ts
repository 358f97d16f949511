import { afterAll, describe, expect, test } from "bun:test";
import { seedProblems } from "@grindstone/db/seed/problems";
import { DEFAULT_LIMITS, LANGUAGES } from "@grindstone/shared";
import { createRunner } from "../runners/index.ts";
import { policyOf } from "../test/policy.ts";

/**
 * Every seeded reference solution passes every test of its problem through the real judge (the bubblewrap
 * sandbox, with the production limits), in all three languages. A seed problem that the judge would reject is
 * a broken product, whatever the bare-process check in packages/db says.
 */
const runner = createRunner({ slots: 2 });
afterAll(() => runner.close());

describe("seeded reference solutions through the sandbox", () => {
  for (const problem of seedProblems) {
    for (const language of LANGUAGES) {
      test(`${problem.slug} / ${language}`, async () => {
        const result = await runner.run({
          language,
          sourceCode: problem.referenceSolutions[language],
          tests: problem.testCases.map((t) => ({ input: t.input, expected: t.output })),
          policy: policyOf({ cpuTimeMs: DEFAULT_LIMITS.cpuTimeMs, memoryKb: DEFAULT_LIMITS.memoryKb }),
        });
        const failed = result.tests
          .map((t, i) => ({ i, status: t.status, stderr: t.stderr.slice(0, 200) }))
          .filter((_, i) => !result.tests[i]!.passed);
        expect({ status: result.status, compileOutput: result.compileOutput, failed }).toEqual({
          status: "Accepted",
          compileOutput: result.compileOutput,
          failed: [],
        });
      }, 120_000);
    }
  }
});
