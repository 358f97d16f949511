import { basename } from "node:path";
import { convertSource } from "./convert-source.ts";
import { readPackageNames } from "./read-attribution.ts";
import type { StatementImage } from "./statement-images.ts";
import { chooseSource, findSources } from "./statement-sources.ts";

export interface Statement {
  title: string;
  /** Markdown + KaTeX math, as the site renders it; images as `images/<name>`. */
  markdown: string;
  images: StatementImage[];
  /** What the conversion could not keep exactly, each naming what in the source it is about. */
  warnings: string[];
}

/** Where the formats keep statements: `statement/` (2023-07, 2025-09) and `problem_statement/` (legacy, Code Jam). */
const STATEMENT_FOLDERS = ["statement", "problem_statement"];

/**
 * A package's problem statement as Markdown: Markdown kept, problemtools LaTeX and Code Jam HTML converted. The
 * language asked for is preferred, then English; the title is the statement's own (`\problemname`, `<h1>`), else the
 * name problem.yaml gives in that language, else the folder's name. Throws when the package has no statement.
 */
export function readStatement(packageDir: string, options: { language?: string } = {}): Statement {
  const language = options.language ?? "en";
  const choice = chooseSource(findSources(packageDir, STATEMENT_FOLDERS, "problem"), language);
  if (choice === null)
    throw new Error(
      `no problem statement in ${packageDir} (looked for statement/problem.<lang>.md|tex, problem_statement/problem.html)`,
    );
  const converted = convertSource(packageDir, choice.chosen);
  const names = readPackageNames(packageDir);
  const title =
    converted.title ??
    names[choice.chosen.language ?? language] ??
    names[language] ??
    names.en ??
    Object.values(names)[0] ??
    basename(packageDir);
  const skipped = choice.skipped.map(
    (file) => `statement ${file} not used: ${basename(choice.chosen.path)} is`,
  );
  return {
    title,
    markdown: converted.markdown,
    images: converted.images,
    warnings: [...converted.warnings, ...skipped],
  };
}
