import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { readPackage } from "./read-package.ts";

// 2023-07 / 2025-09 packages say a group's points and the default validator's flags in test_group.yaml (what our
// exporter writes, and what packages made by other tools write): written here by hand, as the spec gives them.
const scratch = mkdtempSync(join(tmpdir(), "gs-test-group-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function packageOf(name: string, files: Record<string, string>) {
  const dir = join(scratch, name);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe("test_group.yaml", () => {
  test("groups' max_score, score_aggregation (a group's default all or nothing) and require_pass; validator args", () => {
    const dir = packageOf("groups", {
      "problem.yaml": "problem_format_version: 2025-09\ntype: scoring\nname: G\nuuid: x\n",
      "data/sample/1.in": "0\n",
      "data/sample/1.ans": "0\n",
      "data/secret/test_group.yaml": "output_validator_args: [float_tolerance, '1e-6', case_sensitive]\n",
      "data/secret/easy/test_group.yaml": "max_score: 30\n",
      "data/secret/easy/1.in": "1\n",
      "data/secret/easy/1.ans": "1\n",
      "data/secret/hard/test_group.yaml":
        "max_score: 70\nscore_aggregation: sum\nrequire_pass: secret/easy\n",
      "data/secret/hard/1.in": "2\n",
      "data/secret/hard/1.ans": "2\n",
      "data/secret/hard/2.in": "3\n",
      "data/secret/hard/2.ans": "3\n",
    });
    const pkg = readPackage(dir);
    expect(pkg.policy.groups).toEqual([
      { name: "easy", tests: [1], points: 30, aggregation: "min" },
      { name: "hard", tests: [2, 3], points: 70, aggregation: "sum", requirePass: "easy" },
    ]);
    expect(pkg.policy.checker).toEqual({ kind: "tokens", floatTolerance: 1e-6, caseSensitive: true });
  });

  test("tests directly in data/secret are one group worth 100 by default, shared by test", () => {
    const dir = packageOf("flat", {
      "problem.yaml": "problem_format_version: 2025-09\ntype: scoring\nname: F\nuuid: y\n",
      "data/secret/test_group.yaml": "score_aggregation: sum\n",
      "data/secret/1.in": "1\n",
      "data/secret/1.ans": "1\n",
      "data/secret/2.in": "2\n",
      "data/secret/2.ans": "2\n",
    });
    expect(readPackage(dir).policy.groups).toEqual([
      { name: "secret", tests: [0, 1], points: 100, aggregation: "sum" },
    ]);
  });
});
