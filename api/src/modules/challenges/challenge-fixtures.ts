import { problems, testCases } from "@grindstone/db";
import type { JudgeProgram } from "@grindstone/shared";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";

/**
 * A problem with weak tests for challenge tests (issue 27): "sum of two integers" (|a|, |b| ≤ 10^18) whose tests are
 * all small, so a solution that adds in 32 bits is Accepted. Its validator and reference are Python; the reference
 * carries a marker that must never reach a learner.
 */
export const REFERENCE_MARKER = "reference-secret-7f3a";
export const SUM_VALIDATOR: JudgeProgram = {
  language: "PYTHON",
  headers: [],
  source: [
    "import sys",
    "parts = sys.stdin.read().split()",
    "def bad(why):",
    "    print(why)",
    "    sys.exit(43)",
    "if len(parts) != 2: bad('expected exactly two integers')",
    "try:",
    "    a, b = int(parts[0]), int(parts[1])",
    "except ValueError:",
    "    bad('expected two integers')",
    "if abs(a) > 10**18 or abs(b) > 10**18: bad('each integer must be at most 10^18 in absolute value')",
    "sys.exit(42)",
  ].join("\n"),
};
export const SUM_REFERENCE = `# ${REFERENCE_MARKER}\na, b = map(int, input().split())\nprint(a + b)\n`;
/** A reference that cannot solve big inputs: the "reference failing" case. */
export const FRAGILE_REFERENCE = `# ${REFERENCE_MARKER}\na, b = map(int, input().split())\nassert abs(a) < 10**9\nprint(a + b)\n`;

export const SUM_SOLUTIONS = {
  python: "a, b = map(int, input().split())\nprint(a + b)\n",
  /** 32-bit: `| 0` wraps like a C int. Passes the small tests, fails past 2^31. */
  js32: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log((a + b) | 0);\n",
  /** 64-bit and more: BigInt. */
  jsBig:
    "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt);\nconsole.log((a + b).toString());\n",
};

export async function weakSumProblem(
  ctx: AppContext,
  opts: { validators?: JudgeProgram[]; reference?: string } = {},
) {
  const [row] = await ctx.db
    .insert(problems)
    .values({
      title: `Weak sum ${crypto.randomUUID().slice(0, 8)}`,
      description: "Print the sum of two integers a and b.",
      difficulty: "EASY",
      constraints: "|a|, |b| ≤ 10^18",
      tags: ["Math"],
      referenceSolutions: { PYTHON: opts.reference ?? SUM_REFERENCE },
      codeSnippets: { PYTHON: "# your code\n", JAVASCRIPT: "// your code\n" },
      inputValidators: opts.validators ?? [SUM_VALIDATOR],
    })
    .returning();
  const id = row!.id;
  await ctx.db.insert(testCases).values([
    { problemId: id, position: 0, input: "1 2\n", output: "3\n", hidden: false },
    { problemId: id, position: 1, input: "5 7\n", output: "12\n", hidden: true },
    { problemId: id, position: 2, input: "-4 10\n", output: "6\n", hidden: true },
  ]);
  return { ...row!, remove: () => ctx.db.delete(problems).where(eq(problems.id, id)) };
}
