/**
 * Small Markdown helpers shared by the LaTeX and HTML converters. The site renders statements with GFM +
 * remark-math, so plain text must not be read as Markdown or math by accident.
 */

/** Escapes what GFM or remark-math would otherwise read as markup (`$` would open math). */
export const escapeMarkdown = (text: string): string => text.replace(/[\\`*_[\]<>#|$]/g, "\\$&");

/** `**x**` around a phrase, with its outer spaces moved outside (`** x**` is not bold in Markdown). */
export function wrapInline(text: string, marker: string): string {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text);
  const [, before = "", core = "", after = ""] = match ?? [];
  return core === "" ? text : `${before}${marker}${core}${marker}${after}`;
}

/** A code span that holds any backticks its text has; space around the text is kept, outside the span. */
export function codeSpan(text: string): string {
  const core = text.replace(/\s+/g, " ").trim();
  if (core === "") return /\s/.test(text) ? " " : "";
  const before = /^\s/.test(text) ? " " : "";
  const after = /\s$/.test(text) ? " " : "";
  const longest = Math.max(0, ...(core.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const pad = core.startsWith("`") || core.endsWith("`") ? " " : "";
  return `${before}${fence}${pad}${core}${pad}${fence}${after}`;
}

/** A fenced code block whose fence is longer than any backtick run inside it. */
export function codeBlock(text: string): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  return `\n\n${fence}\n${text.replace(/^\n+|\s+$/g, "")}\n${fence}\n\n`;
}

/** A GFM table from rows of already-converted cell text; the first row is the header. */
export function gfmTable(rows: string[][]): string {
  const width = Math.max(0, ...rows.map((row) => row.length));
  if (width === 0) return "";
  const line = (row: string[]) =>
    `| ${Array.from({ length: width }, (_, i) =>
      (row[i] ?? "")
        .replace(/\s*\n\s*/g, " ")
        .replace(/(?<!\\)\|/g, "\\|")
        .trim(),
    ).join(" | ")} |`;
  const [header = [], ...body] = rows;
  return `\n\n${[line(header), `|${" --- |".repeat(width)}`, ...body.map(line)].join("\n")}\n\n`;
}

/** A list item's text indented under its marker, so nested lists and paragraphs stay inside the item. */
export function listItem(marker: string, text: string): string {
  const indent = " ".repeat(marker.length + 1);
  const body = text
    .trim()
    .replace(/\n/g, `\n${indent}`)
    .replace(new RegExp(`\\n${indent}(?=\\n)`, "g"), "\n");
  return `${marker} ${body}`;
}

/**
 * Blank lines between blocks made uniform, trailing spaces and surplus blank lines removed, and a hard line break
 * that ends a paragraph dropped (Markdown would show its backslash). Fenced code is left as it is.
 */
export function tidyMarkdown(markdown: string): string {
  const parts = markdown.split(/(\n(`{3,})\n[\s\S]*?\n\2(?=\n|$))/);
  const blocks = parts.map((part, index) => {
    if (index % 3 === 1) return part.replace(/^\n/, "");
    if (index % 3 === 2) return "";
    return part
      .replace(/[ \t]+\n/g, "\n")
      .replace(/\\\n(?=\s*(\n|$))/g, "\n")
      .replace(/(^|\n\n)\\\n/g, "$1")
      .replace(/\n{3,}/g, "\n\n")
      .replace(/^\s*\n|\s+$/g, "");
  });
  return `${blocks.filter((block) => block !== "").join("\n\n")}\n`;
}
