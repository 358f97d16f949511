import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** One statement (or editorial) file of a package, with the language its name gives. */
export interface StatementSource {
  path: string;
  /** From `problem.<lang>.tex`; null for a file without one (`problem.tex`, Code Jam's `problem.html`). */
  language: string | null;
  format: "md" | "tex" | "html";
}

/** Markdown is the site's own format, so it wins over LaTeX, which wins over HTML, for the same language. */
const FORMAT_ORDER: StatementSource["format"][] = ["md", "tex", "html"];

/** Files named `<stem>.<lang>.<md|tex|html>` or `<stem>.<md|tex|html>` in the given folders of the package. */
export function findSources(packageDir: string, folders: string[], stem: string): StatementSource[] {
  const pattern = new RegExp(`^${stem}(?:\\.([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]+)?))?\\.(md|tex|html)$`);
  const sources: StatementSource[] = [];
  for (const folder of folders) {
    const dir = join(packageDir, folder);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    for (const name of readdirSync(dir).sort()) {
      const match = pattern.exec(name);
      if (match === null || !statSync(join(dir, name)).isFile()) continue;
      sources.push({
        path: join(dir, name),
        language: match[1] ?? null,
        format: match[2] as StatementSource["format"],
      });
    }
  }
  return sources;
}

/**
 * The source to convert: the wanted language, else English, else one that names no language (problemtools'
 * default is English), else the first; for that language, the best format. Every other file is named in a
 * warning, so a skipped translation is never a surprise.
 */
export function chooseSource(
  sources: StatementSource[],
  language: string,
): { chosen: StatementSource; skipped: string[] } | null {
  if (sources.length === 0) return null;
  const wanted = [language, "en", null];
  const sameLanguage = (source: StatementSource, lang: string | null) =>
    lang === null ? source.language === null : source.language?.toLowerCase() === lang.toLowerCase();
  const found = wanted.find((lang) => sources.some((source) => sameLanguage(source, lang)));
  const pool =
    found === undefined
      ? sources.filter((source) => source.language === sources[0]?.language)
      : sources.filter((source) => sameLanguage(source, found));
  const chosen = [...pool].sort((a, b) => FORMAT_ORDER.indexOf(a.format) - FORMAT_ORDER.indexOf(b.format))[0];
  if (chosen === undefined) return null;
  const skipped = sources
    .filter((source) => source !== chosen)
    .map(
      (source) => `${source.path.split("/").slice(-2).join("/")} (${source.language ?? "no language given"})`,
    );
  return { chosen, skipped };
}
