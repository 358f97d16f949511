import type { JudgePolicy } from "@grindstone/shared";
import type { TestCaseRow } from "../schema/problems.ts";
import { safeName } from "./safe-name.ts";
import type { ZipFile } from "./zip.ts";

/** A test as exported: a test stored by content (test_data) comes as its bytes. */
export type ExportTest = Pick<TestCaseRow, "hidden" | "interaction"> & {
  input: string | Uint8Array;
  output: string | Uint8Array;
};

/** A YAML file of the package (Bun's writer quotes every string that needs it). */
export const yaml = (value: Record<string, unknown>) => `${Bun.YAML.stringify(value, null, 2).trimEnd()}\n`;

/** `01`, `02`... padded to the same width, so the format's lexicographic order is the tests' order. */
const numbered = (count: number) => {
  const width = Math.max(2, String(count).length);
  return (i: number) => String(i + 1).padStart(width, "0");
};

function casesIn(dir: string, tests: ExportTest[], files: ZipFile[]) {
  const name = numbered(tests.length);
  tests.forEach((t, i) => {
    files.push({ path: `${dir}/${name(i)}.in`, content: t.input });
    files.push({ path: `${dir}/${name(i)}.ans`, content: t.output });
    // An interactive sample's recorded exchange: the format's way to show one in the statement.
    if (t.interaction) files.push({ path: `${dir}/${name(i)}.interaction`, content: t.interaction });
  });
}

/**
 * The tests as `data/`: visible tests are samples, hidden ones secret. A scoring problem's groups are folders of
 * `data/secret/` in the policy's order, each with a `test_group.yaml` giving its points (`max_score`), how its tests
 * make them (`score_aggregation`: sum shares them, min is all or nothing, as ours) and the group it requires
 * (`require_pass`). A folder's name is the group's when that is a safe name and keeps the order; else it is
 * numbered and the names go to the extras. `validatorArgs` (the default validator's flags) go into every
 * test_group.yaml: the format reads them per group.
 */
export function dataFiles(
  policy: JudgePolicy,
  tests: ExportTest[],
  validatorArgs: string[],
  warnings: string[],
): { files: ZipFile[]; groupNames?: string[] } {
  const files: ZipFile[] = [];
  const args = validatorArgs.length > 0 ? { output_validator_args: validatorArgs } : {};
  const grouped = new Set(policy.groups.flatMap((g) => g.tests));
  const samples = tests.filter((t, i) => !t.hidden && !grouped.has(i));
  casesIn("data/sample", samples, files);
  if (samples.length > 0 && validatorArgs.length > 0)
    files.push({ path: "data/sample/test_group.yaml", content: yaml(args) });

  if (policy.type !== "scoring") {
    casesIn(
      "data/secret",
      tests.filter((t) => t.hidden),
      files,
    );
    if (validatorArgs.length > 0) files.push({ path: "data/secret/test_group.yaml", content: yaml(args) });
    return { files };
  }

  const ungrouped = tests.filter((t, i) => t.hidden && !grouped.has(i)).length;
  if (ungrouped > 0)
    warnings.push(`${ungrouped} hidden test(s) in no group score nothing and are not exported`);
  const names = policy.groups.map((g) => safeName(g.name, "group"));
  const keep =
    names.every((n, i) => n === policy.groups[i]!.name) &&
    names.every((n, i) => i === 0 || names[i - 1]! < n);
  const pad = numbered(names.length);
  const dirs = keep ? names : names.map((n, i) => `${pad(i)}-${n}`);
  const total = policy.groups.reduce((sum, g) => sum + g.points, 0);
  files.push({
    path: "data/secret/test_group.yaml",
    content: yaml({ max_score: total, score_aggregation: "sum", ...args }),
  });
  policy.groups.forEach((g, gi) => {
    const dir = `data/secret/${dirs[gi]}`;
    const visible = g.tests.filter((i) => !tests[i]?.hidden).length;
    if (visible > 0) warnings.push(`group "${g.name}": ${visible} visible test(s) exported as secret`);
    if (!Number.isInteger(g.points))
      warnings.push(`group "${g.name}": ${g.points} points, where the format asks for an integer`);
    const required = g.requirePass ? policy.groups.findIndex((r) => r.name === g.requirePass) : -1;
    files.push({
      path: `${dir}/test_group.yaml`,
      content: yaml({
        max_score: g.points,
        score_aggregation: g.aggregation,
        ...(required >= 0 ? { require_pass: `secret/${dirs[required]}` } : {}),
        ...args,
      }),
    });
    casesIn(
      dir,
      g.tests.map((i) => tests[i]!),
      files,
    );
  });
  return keep ? { files } : { files, groupNames: policy.groups.map((g) => g.name) };
}
