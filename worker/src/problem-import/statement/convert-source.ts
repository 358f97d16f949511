import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { htmlToMarkdown } from "./html-to-markdown";
import { latexToMarkdown } from "./latex-to-markdown";
import { markdownStatement } from "./markdown-statement";
import { collectImages, type StatementImage } from "./statement-images";
import type { StatementSource } from "./statement-sources";

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
