import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { htmlToMarkdown } from "./html-to-markdown.ts";
import { latexToMarkdown } from "./latex-to-markdown.ts";
import { markdownStatement } from "./markdown-statement.ts";
import { collectImages, type StatementImage } from "./statement-images.ts";
import type { StatementSource } from "./statement-sources.ts";

export interface ConvertedSource {
  title: string | null;
  markdown: string;
  images: StatementImage[];
  warnings: string[];
}

/** One statement or editorial file as Markdown, with the package images it shows. */
export function convertSource(packageDir: string, source: StatementSource): ConvertedSource {
  const imageWarnings: string[] = [];
  const { images, resolveImage } = collectImages(packageDir, dirname(source.path), imageWarnings);
  const text = readFileSync(source.path, "utf8");
  const converted =
    source.format === "md"
      ? markdownStatement(text, resolveImage)
      : source.format === "tex"
        ? latexToMarkdown(text, resolveImage)
        : htmlToMarkdown(text, resolveImage);
  return { ...converted, images, warnings: [...converted.warnings, ...imageWarnings] };
}
