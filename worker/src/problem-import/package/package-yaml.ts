import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/**
 * The keys of `problem.yaml` (legacy and 2023-07-draft problem package format) and of `testdata.yaml` this reader
 * uses; the rest (author, uuid, licence, statement settings) does not change how a submission is judged.
 */
const problemYamlSchema = z.looseObject({
  name: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
  /** 2023-07-draft: "pass-fail" | "scoring" | "interactive", or several of them. Legacy: "pass-fail" | "scoring". */
  type: z.union([z.string(), z.array(z.string())]).optional(),
  /** Legacy: "default" | "custom" | "custom interactive" | "custom score". */
  validation: z.string().optional(),
  /** Legacy name of the output validator's flags. */
  validator_flags: z.string().optional(),
  /** 2023-07-draft name (the Code Jam archive uses it too). */
  output_validator_flags: z.string().optional(),
  limits: z
    .looseObject({
      /** Seconds (2023-07-draft). */
      time_limit: z.number().optional(),
      /** MiB. */
      memory: z.number().optional(),
      /** MiB. */
      output: z.number().optional(),
    })
    .optional(),
  /** Absent or "legacy" for problemtools' legacy layout; "2023-07-draft", "2025-09". */
  problem_format_version: z.string().optional(),
  /** Not in the format: only the Code Jam archive's conversions carry it (`grading: show_test_data_groups`). */
  grading: z.unknown().optional(),
});
export type ProblemYaml = z.infer<typeof problemYamlSchema>;

const testdataYamlSchema = z.looseObject({
  /** Points of a group (legacy; the examples and the Code Jam archive use it). */
  accept_score: z.union([z.number(), z.string()]).optional(),
  /** "min" makes a group all or nothing; "sum" (or nothing) shares its points. */
  grader_flags: z.string().optional(),
  output_validator_flags: z.string().optional(),
  validator_flags: z.string().optional(),
});
export type TestdataYaml = z.infer<typeof testdataYamlSchema>;

/** 2023-07 / 2025-09 `test_group.yaml` of `data/secret` or one of its groups: the keys we judge by. */
const testGroupYamlSchema = z.looseObject({
  max_score: z.union([z.number(), z.literal("unbounded")]).optional(),
  /** `pass-fail` (a group's default) and `min` give a group's points only when every test passes; `sum` shares them. */
  score_aggregation: z.enum(["pass-fail", "sum", "min"]).optional(),
  /** Groups named by their path under `data/`: `secret/group1`. */
  require_pass: z.union([z.string(), z.array(z.string())]).optional(),
  /** The default validator's flags (or a custom validator's arguments), one word each. */
  output_validator_args: z.array(z.string()).optional(),
});
export type TestGroupYaml = z.infer<typeof testGroupYamlSchema>;

const parseYamlFile = <T>(path: string, schema: z.ZodType<T>): T =>
  schema.parse(Bun.YAML.parse(readFileSync(path, "utf8")) ?? {});

export const readProblemYaml = (dir: string): ProblemYaml =>
  parseYamlFile(join(dir, "problem.yaml"), problemYamlSchema);

export const readTestdataYaml = (dir: string): TestdataYaml | null =>
  existsSync(join(dir, "testdata.yaml"))
    ? parseYamlFile(join(dir, "testdata.yaml"), testdataYamlSchema)
    : null;

export const readTestGroupYaml = (dir: string): TestGroupYaml | null =>
  existsSync(join(dir, "test_group.yaml"))
    ? parseYamlFile(join(dir, "test_group.yaml"), testGroupYamlSchema)
    : null;

/** The English name when the package names the problem in several languages. */
export const problemName = (yaml: ProblemYaml, fallback: string): string =>
  typeof yaml.name === "string"
    ? yaml.name
    : (yaml.name?.en ?? Object.values(yaml.name ?? {})[0] ?? fallback);

/** The package's problem types as a list, legacy `validation` included ("custom interactive" is interactive). */
export function problemTypes(yaml: ProblemYaml): Set<string> {
  const types = new Set(typeof yaml.type === "string" ? yaml.type.split(/\s+/) : (yaml.type ?? []));
  const validation = yaml.validation?.split(/\s+/) ?? [];
  if (validation.includes("interactive")) types.add("interactive");
  if (validation.includes("score")) types.add("scoring");
  return types;
}
