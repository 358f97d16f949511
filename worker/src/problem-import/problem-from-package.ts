import { basename } from "node:path";
import type { ProblemAttribution } from "@grindstone/db";
import {
  type Example,
  type JudgePolicy,
  judgePolicySchema,
  LANGUAGES,
  type Language,
  STDIN_STARTERS,
} from "@grindstone/shared";
import { readProblemYaml } from "./package/package-yaml.ts";
import { type ProblemPackage, readPackage } from "./package/read-package.ts";
import { readAttribution } from "./statement/read-attribution.ts";
import { readEditorial } from "./statement/read-editorial.ts";
import { readStatement } from "./statement/read-statement.ts";

/**
 * One problem package read into what we store (docs/problem-import.md): the statement as Markdown with the
 * package's attribution under it, the editorial, the judging policy, the tests (samples visible, the rest hidden),
 * the first sample as every language's example, plain stdin/stdout starters, and the key a later import of the same
 * package finds it by. Pure: reads the folder, writes nothing.
 */
export type ImportedProblem = {
  /** problems.slug: `pkg-<uuid>` from problem.yaml, else `pkg-<folder name>`: a re-import updates this problem. */
  slug: string;
  title: string;
  description: string;
  editorial: string | null;
  judgePolicy: JudgePolicy;
  /** `name`: where in the package (`data/secret/3`), for the report; not stored. */
  tests: { name: string; input: string; output: string; hidden: boolean }[];
  examples: Partial<Record<Language, Example>>;
  codeSnippets: Record<Language, string>;
  /** The package's accepted submissions, first per language (verified ones when the import verifies). */
  referenceSolutions: Partial<Record<Language, string>>;
  attribution: ProblemAttribution;
  /** What the import could not keep exactly or chose for the package; shown in the report. */
  warnings: string[];
  /** For verification: the shipped submissions in our languages, the files not judged, the time-limit rule. */
  submissions: ProblemPackage["submissions"];
  skipped: ProblemPackage["skipped"];
  deriveTimeLimit: ProblemPackage["deriveTimeLimit"];
  safetyMargin: number;
  judgeSelfTest: ProblemPackage["judgeSelfTest"];
};

// A folder name or uuid as a slug: lower case, letters, digits and dashes.
const slugPart = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);

export function problemFromPackage(dir: string): ImportedProblem {
  const yaml = readProblemYaml(dir);
  const pkg = readPackage(dir);
  const statement = readStatement(dir);
  const editorial = readEditorial(dir);
  const attribution = readAttribution(dir);
  if (pkg.tests.length === 0) throw new Error("The package has no test data (data/sample or data/secret)");
  const judgePolicy = judgePolicySchema.parse(pkg.policy);
  const uuid = typeof yaml.uuid === "string" ? yaml.uuid : null;
  const sample = pkg.tests.find((t) => !t.hidden);
  const example: Example | null = sample ? { input: sample.input, output: sample.output } : null;
  const images = statement.images.length + (editorial?.images.length ?? 0);
  const warnings = [
    ...pkg.notes,
    ...statement.warnings,
    ...(editorial?.warnings ?? []),
    ...(images > 0
      ? [`${images} image(s) of the statement or editorial are not stored yet: they show as their text`]
      : []),
    ...(judgePolicy.type === "interactive"
      ? ["An interactive package's samples (.interaction files) are shown once its references are judged"]
      : []),
  ];
  return {
    slug: `pkg-${slugPart(uuid ?? basename(dir))}`,
    title: statement.title,
    description: `${statement.markdown.trim()}\n\n---\n\n*${attribution.text}*\n`,
    editorial: editorial ? editorial.markdown : null,
    judgePolicy,
    tests: pkg.tests.map((t) => ({ name: t.name, input: t.input, output: t.output, hidden: t.hidden })),
    examples: example ? Object.fromEntries(LANGUAGES.map((l) => [l, example])) : {},
    codeSnippets: { ...STDIN_STARTERS },
    referenceSolutions: {},
    attribution: {
      source: attribution.source,
      authors: attribution.authors,
      license: attribution.license,
      rightsOwner: attribution.rightsOwner,
      text: attribution.text,
    },
    warnings,
    submissions: pkg.submissions,
    skipped: pkg.skipped,
    deriveTimeLimit: pkg.deriveTimeLimit,
    safetyMargin: pkg.safetyMargin,
    judgeSelfTest: pkg.judgeSelfTest,
  };
}
