import {
  type Checker,
  type JudgeProgram,
  LANGUAGE_TABLE,
  LANGUAGES,
  type Language,
  readJudgePolicy,
} from "@grindstone/shared";
import type { ProblemRow } from "../schema/problems.ts";
import { dataFiles, type ExportTest, yaml } from "./package-data.ts";
import { PACKAGE_EXTRAS_FILE, type PackageExtras } from "./package-extras.ts";
import { packageFolderName, safeName } from "./safe-name.ts";
import type { ZipFile } from "./zip.ts";

export type ExportProblem = Pick<
  ProblemRow,
  | "id"
  | "slug"
  | "title"
  | "description"
  | "constraints"
  | "editorial"
  | "judgePolicy"
  | "referenceSolutions"
  | "attribution"
>;

/** An image the statement or editorial shows (problem_assets). */
export type ExportImage = { name: string; data: Uint8Array };

export type ProblemPackageFiles = {
  /** The package folder's name (lower-case letters and digits, as the format asks). */
  folder: string;
  /** Paths relative to the package folder, each built from fixed parts and names passed through safeName. */
  files: ZipFile[];
  /** What the package cannot carry or carries differently from the problem. */
  warnings: string[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EXTENSION = Object.fromEntries(LANGUAGE_TABLE.map((row) => [row.key, row.extension])) as Record<
  Language,
  string
>;
/** Our importer reads validators in these languages only (the format's: Python 3, C, C++). */
const VALIDATOR_LANGUAGES: Language[] = ["PYTHON", "CPP"];
const HEADER = /\.(h|hpp|hh)$/;

/** The statement: our description with its constraints, which the format has no field for, as a last section. */
export const statementMarkdown = (p: Pick<ExportProblem, "description" | "constraints">) =>
  p.constraints.trim()
    ? `${packageImageLinks(p.description).trimEnd()}\n\n## Constraints\n\n${p.constraints.trim()}\n`
    : `${packageImageLinks(p.description).trimEnd()}\n`;

/** Where we serve a stored image (problemAssetUrl in packages/shared), in a statement or editorial. */
const SERVED_IMAGE =
  /\/api\/v1\/problems\/[0-9a-f-]{36}\/assets\/([A-Za-z0-9_][A-Za-z0-9._-]{0,127})(?:\?v=[0-9a-f]+)?/g;

/** Our served image URLs as the package's own relative links (`images/<name>`, the file beside the Markdown). */
export const packageImageLinks = (markdown: string) =>
  markdown.replace(SERVED_IMAGE, (_url, name: string) => `images/${safeName(name, "image")}`);

/** The stored images a Markdown text shows. */
const imagesShownIn = (markdown: string | null) =>
  new Set([...(markdown ?? "").matchAll(SERVED_IMAGE)].map((m) => m[1]!));

/**
 * A problem as a 2025-09 problem package (docs/problem-export.md): problem.yaml (name, uuid, type, limits,
 * attribution), statement/problem.en.md, solution/solution.en.md, data/ (samples, secret tests, groups), the checker
 * as default-validator flags or output_validator/, the interactor in output_validator/, the reference solutions in
 * submissions/accepted/, and `.grindstone.json` for what only our policy says. Pure: the caller reads and writes.
 */
export function problemPackageFiles(
  problem: ExportProblem,
  tests: ExportTest[],
  images: ExportImage[] = [],
): ProblemPackageFiles {
  const policy = readJudgePolicy(problem.judgePolicy);
  const warnings: string[] = [];
  const extras: PackageExtras = {};
  const files: ZipFile[] = [];

  // A package imported with a uuid keeps it (its slug is `pkg-<uuid>`), so importing this export elsewhere and
  // back finds the same problem; any other problem is known by its id.
  const imported = problem.slug?.startsWith("pkg-") ? problem.slug.slice(4) : "";
  const uuid = UUID.test(imported) ? imported : problem.id;

  let validatorArgs: string[] = [];
  if (policy.type === "interactive") {
    files.push(...programFiles("interactor", policy.interactor!, warnings));
  } else {
    const checker = checkerOut(policy.checker, extras, warnings);
    validatorArgs = checker.args;
    files.push(...checker.files);
  }
  if (policy.partialCredit) extras.partialCredit = true;
  if (problem.attribution?.licenseName?.includes("3.0")) extras.ccVersion = "3.0";

  const { limits } = policy;
  if (limits.memoryKb % 1024 !== 0) extras.memoryKb = limits.memoryKb;
  if (limits.outputKb % 1024 !== 0) extras.outputKb = limits.outputKb;
  const a = problem.attribution;
  files.unshift({
    path: "problem.yaml",
    content: yaml({
      problem_format_version: "2025-09",
      type: policy.type,
      name: problem.title,
      uuid,
      ...(a && a.authors.length > 0 ? { credits: { authors: a.authors } } : {}),
      ...(a?.source ? { source: a.source.url ? a.source : a.source.name } : {}),
      ...(a ? { license: a.license } : {}),
      ...(a?.rightsOwner && a.license !== "public domain" ? { rights_owner: a.rightsOwner } : {}),
      limits: {
        time_limit: limits.timeMs / 1000,
        memory: Math.ceil(limits.memoryKb / 1024),
        output: Math.ceil(limits.outputKb / 1024),
      },
    }),
  });

  files.push({ path: "statement/problem.en.md", content: statementMarkdown(problem) });
  // A stored image is linked as `images/<name>` from the Markdown that shows it, and written beside that Markdown
  // (the statement's in statement/images/, the editorial's in solution/images/), so the same link works.
  const inEditorial = imagesShownIn(problem.editorial);
  for (const image of images) {
    const name = safeName(image.name, "image");
    files.push({ path: `statement/images/${name}`, content: image.data });
    if (inEditorial.has(image.name)) files.push({ path: `solution/images/${name}`, content: image.data });
  }
  if (problem.editorial?.trim())
    files.push({
      path: "solution/solution.en.md",
      content: `${packageImageLinks(problem.editorial).trimEnd()}\n`,
    });

  const data = dataFiles(policy, tests, validatorArgs, warnings);
  files.push(...data.files);
  if (data.groupNames) extras.groupNames = data.groupNames;
  if (!tests.some((t) => t.hidden))
    warnings.push("no hidden test: the format asks for at least one secret test");

  for (const language of LANGUAGES) {
    const source = problem.referenceSolutions[language];
    if (!source) continue;
    // Our Java runs class Main from Main.java; the format names a Java submission's file after its class too.
    const file = language === "JAVA" ? "Main.java" : `reference.${EXTENSION[language]}`;
    files.push({ path: `submissions/accepted/${file}`, content: source });
  }
  if (Object.keys(extras).length > 0)
    files.push({ path: PACKAGE_EXTRAS_FILE, content: `${JSON.stringify(extras, null, 2)}\n` });
  // Two names from the problem can meet once made safe (`a b.png`, `a_b.png`): a zip must not name a file twice.
  const seen = new Set<string>();
  const unique = files.filter((f) => {
    if (seen.has(f.path)) {
      warnings.push(`${f.path} is named twice: only the first is written`);
      return false;
    }
    seen.add(f.path);
    return true;
  });
  return { folder: packageFolderName(problem.title, problem.slug), files: unique, warnings };
}

/** The checker as the default validator's flags, or as output_validator/ (a custom checker). */
function checkerOut(
  checker: Checker,
  extras: PackageExtras,
  warnings: string[],
): { args: string[]; files: ZipFile[] } {
  if (checker.kind === "exact") {
    extras.exactChecker = true;
    return { args: ["case_sensitive"], files: [] };
  }
  if (checker.kind === "custom") {
    if (checker.protocol !== "kattis") {
      extras.checkerProtocol = checker.protocol;
      warnings.push(
        `the checker follows the ${checker.protocol} protocol, not the format's: another judge needs a wrapper`,
      );
    }
    return { args: [], files: programFiles("validator", checker, warnings) };
  }
  const args: string[] = [];
  if (checker.caseSensitive) args.push("case_sensitive");
  if (checker.spaceChangeSensitive) args.push("space_change_sensitive");
  const flag = (name: string, value: number | undefined) => {
    if (value !== undefined) args.push(name, String(value));
  };
  flag("float_tolerance", checker.floatTolerance);
  flag("float_absolute_tolerance", checker.floatAbsoluteTolerance);
  flag("float_relative_tolerance", checker.floatRelativeTolerance);
  if (checker.integersExact) extras.integersExact = true;
  return { args, files: [] };
}

/** A checker or interactor in output_validator/: its source and the headers it includes. */
function programFiles(stem: string, program: JudgeProgram, warnings: string[]): ZipFile[] {
  if (!VALIDATOR_LANGUAGES.includes(program.language))
    warnings.push(`the ${stem} is in ${program.language}: the format's validators are Python 3, C or C++`);
  const file = program.language === "JAVA" ? "Main.java" : `${stem}.${EXTENSION[program.language]}`;
  const headers = program.headers.map((h) => {
    if (!HEADER.test(h.name))
      warnings.push(`the ${stem}'s file ${h.name} is not a header our importer reads`);
    return { path: `output_validator/${safeName(h.name, "header.h")}`, content: h.content };
  });
  return [{ path: `output_validator/${file}`, content: program.source }, ...headers];
}

export type { ExportTest };
