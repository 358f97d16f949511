import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ExportProblem, problemPackageFiles, writePackageFolder } from "@grindstone/db/problem-export";
import { type JudgePolicyInput, judgePolicySchema } from "@grindstone/shared";
import { readPackage } from "../problem-import/package/read-package.ts";

// The policies no seeded problem or fixture has: each written as a package and read back by the importer's
// reader to the same policy, with the warnings the export owes.
const scratch = mkdtempSync(join(tmpdir(), "gs-export-policy-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const problem = (judgePolicy: JudgePolicyInput, title = "Edge"): ExportProblem => ({
  id: crypto.randomUUID(),
  slug: null,
  title,
  description: "Do it.",
  constraints: "",
  editorial: null,
  judgePolicy: judgePolicySchema.parse(judgePolicy),
  referenceSolutions: {},
  attribution: null,
});
const tests = (hidden: boolean[]) =>
  hidden.map((h, i) => ({ input: `${i}\n`, output: `${i}\n`, hidden: h, interaction: "" }));

function roundTrip(judgePolicy: JudgePolicyInput, hidden: boolean[]) {
  const pkg = problemPackageFiles(problem(judgePolicy), tests(hidden));
  const dir = writePackageFolder(join(scratch, crypto.randomUUID()), pkg);
  return { pkg, dir, read: readPackage(dir) };
}

describe("a policy written as a package and read back", () => {
  test("groups with names the format does not allow, out of order, requiring each other, with partial credit", () => {
    const policy = judgePolicySchema.parse({
      type: "scoring",
      limits: { timeMs: 1100, memoryKb: 100_000, outputKb: 64 },
      checker: {
        kind: "custom",
        language: "CPP",
        source: '#include "testlib.h"\nint main() {}\n',
        headers: [{ name: "testlib.h", content: "// testlib\n" }],
        protocol: "testlib",
      },
      groups: [
        { name: "Subtask 2: big", tests: [1, 2], points: 60, aggregation: "sum" },
        { name: "../../escape", tests: [3], points: 40, aggregation: "min", requirePass: "Subtask 2: big" },
      ],
      partialCredit: true,
    });
    const { pkg, dir, read } = roundTrip(policy, [false, true, true, true]);
    expect(judgePolicySchema.parse(read.policy)).toEqual(policy);
    expect(read.notes).toEqual([]);
    // The folders are numbered safe names inside data/secret; the names live in .grindstone.json.
    expect(readdirSync(join(dir, "data", "secret")).sort()).toEqual([
      "01-Subtask_2__big",
      "02-_.._escape",
      "test_group.yaml",
    ]);
    expect(existsSync(join(scratch, "escape"))).toBe(false);
    expect(pkg.warnings).toEqual([
      "the checker follows the testlib protocol, not the format's: another judge needs a wrapper",
    ]);
  });

  test("tokens with every flag and integersExact; an interactive problem in JavaScript is written with a warning", () => {
    const tokens = judgePolicySchema.parse({
      checker: {
        kind: "tokens",
        caseSensitive: true,
        spaceChangeSensitive: true,
        floatAbsoluteTolerance: 1e-9,
        floatRelativeTolerance: 0.001,
        integersExact: true,
      },
    });
    expect(judgePolicySchema.parse(roundTrip(tokens, [false, true]).read.policy)).toEqual(tokens);
    const interactive = judgePolicySchema.parse({
      type: "interactive",
      interactor: { language: "JAVASCRIPT", source: "process.exit(42);\n" },
    });
    const pkg = problemPackageFiles(problem(interactive), tests([true]));
    expect(pkg.files.map((f) => f.path)).toContain("output_validator/interactor.js");
    expect(pkg.warnings).toEqual([
      "the interactor is in JAVASCRIPT: the format's validators are Python 3, C or C++",
    ]);
  });

  test("a scoring problem's hidden test in no group and visible test in a group are warned about", () => {
    const policy = judgePolicySchema.parse({
      type: "scoring",
      groups: [{ name: "all", tests: [0, 1], points: 2.5 }],
    });
    const { pkg } = roundTrip(policy, [false, true, true]);
    expect(pkg.warnings).toEqual([
      "1 hidden test(s) in no group score nothing and are not exported",
      'group "all": 1 visible test(s) exported as secret',
      'group "all": 2.5 points, where the format asks for an integer',
    ]);
  });
});
