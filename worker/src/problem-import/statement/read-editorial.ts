import { basename } from "node:path";
import { convertSource } from "./convert-source.ts";
import type { StatementImage } from "./statement-images.ts";
import { chooseSource, findSources } from "./statement-sources.ts";

export interface Editorial {
  markdown: string;
  images: StatementImage[];
  warnings: string[];
}

/**
 * The package's editorial as Markdown, or null when it has none: 2023-07 `solution/solution.<lang>.md|tex`,
 * problemtools' `problem_statement/solution.<lang>.tex`, or Code Jam's `analysis.html` (beside the statement or at
 * the package's top).
 */
export function readEditorial(packageDir: string, options: { language?: string } = {}): Editorial | null {
  const sources = [
    ...findSources(packageDir, ["solution", "problem_statement", "statement"], "solution"),
    ...findSources(packageDir, ["problem_statement", "."], "analysis"),
  ];
  const choice = chooseSource(sources, options.language ?? "en");
  if (choice === null) return null;
  // Code Jam's `<h1>Analysis: <name></h1>` becomes the converter's title, which an editorial has no use for: the
  // problem page names the problem already.
  const converted = convertSource(packageDir, choice.chosen);
  const skipped = choice.skipped.map(
    (file) => `editorial ${file} not used: ${basename(choice.chosen.path)} is`,
  );
  return {
    markdown: converted.markdown,
    images: converted.images,
    warnings: [...converted.warnings, ...skipped],
  };
}
