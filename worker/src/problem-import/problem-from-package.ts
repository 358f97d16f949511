import { basename } from "node:path";
import type { ProblemAttribution } from "@grindstone/db";
import {
  type Example,
  type JudgePolicy,
  type JudgeProgram,
  judgePolicySchema,
  LANGUAGES,
  type Language,
  STDIN_STARTERS,
} from "@grindstone/shared";
import type { TestText } from "../runners/runner.ts";
import { MAX_INTERACTION_BYTES, readSampleInteractions, testTextNow } from "./package/package-tests.ts";
import { readProblemYaml } from "./package/package-yaml.ts";
import { type ProblemPackage, readPackage } from "./package/read-package.ts";
import { readAttribution } from "./statement/read-attribution.ts";
import { readEditorial } from "./statement/read-editorial.ts";
import { readStatement } from "./statement/read-statement.ts";
import { mergeImages, type ProblemAsset } from "./statement/statement-assets.ts";

/**
 * One problem package read into what we store (docs/problem-import.md): the statement as Markdown, the editorial,
 * the images both show, the package's attribution (shown under the statement from `attribution`), the judging
 * policy, the tests (samples visible, an interactive one with its transcript; the rest hidden), the first sample as
 * every language's example (an interactive package's transcript-only samples as its `interactions`), plain
 * stdin/stdout starters, and the key a later import of the same package finds it by. Pure: reads the folder, writes
 * nothing.
 */
export type ImportedProblem = {
  /** problems.slug: `pkg-<uuid>` from problem.yaml, else `pkg-<folder name>`: a re-import updates this problem. */
  slug: string;
  title: string;
  /** The statement alone; its images as `images/<name>` until saved (save-assets.ts points them at the API). */
  description: string;
  editorial: string | null;
  /** The images the statement and editorial show, stored and served with the problem (problem_assets). */
  assets: ProblemAsset[];
  judgePolicy: JudgePolicy;
  /** `name`: where in the package (`data/secret/3`), for the report; not stored. */
  tests: { name: string; input: TestText; output: TestText; hidden: boolean; interaction: string }[];
  examples: Partial<Record<Language, Example>>;
  codeSnippets: Record<Language, string>;
  /** The package's accepted submissions, first per language (verified ones when the import verifies). */
  referenceSolutions: Partial<Record<Language, string>>;
  /** The package's input validators in a language we run (stored on the problem: a challenge is checked with them). */
  inputValidators?: JudgeProgram[];
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
  const found = pkg.tests.find((t) => !t.hidden);
  // Samples are always read as text (readTests), so this reads no file.
  const sample = found && { input: testTextNow(found.input), output: testTextNow(found.output) };
  // Samples that are only a transcript (no .in) cannot be judged: the statement shows them as the example's.
  const transcripts = judgePolicy.type === "interactive" ? readSampleInteractions(dir) : null;
  const interactions = transcripts?.interactions ?? [];
  const example: Example | null =
    sample || interactions.length > 0
      ? {
          input: sample?.input ?? "",
          output: sample?.output ?? "",
          ...(interactions.length > 0 ? { interactions } : {}),
        }
      : null;
  const { assets, editorialMarkdown } = mergeImages(statement.images, editorial);
  const warnings = [
    ...pkg.notes,
    ...statement.warnings,
    ...(editorial?.warnings ?? []),
    ...(transcripts?.left ?? []).map(
      (file) => `${file} not shown: empty or over ${MAX_INTERACTION_BYTES / 1024} KB`,
    ),
  ];
  return {
    slug: `pkg-${slugPart(uuid ?? basename(dir))}`,
    title: statement.title,
    description: `${statement.markdown.trim()}\n`,
    editorial: editorialMarkdown,
    assets,
    judgePolicy,
    tests: pkg.tests.map((t) => ({
      name: t.name,
      input: t.input,
      output: t.output,
      hidden: t.hidden,
      interaction: t.interaction ?? "",
    })),
    examples: example ? Object.fromEntries(LANGUAGES.map((l) => [l, example])) : {},
    codeSnippets: { ...STDIN_STARTERS },
    referenceSolutions: {},
    attribution: {
      source: attribution.source,
      authors: attribution.authors,
      license: attribution.license,
      licenseName: attribution.licenseName,
      licenseUrl: attribution.licenseUrl,
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
