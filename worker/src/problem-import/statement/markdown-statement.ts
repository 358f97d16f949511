import { escapeMarkdown } from "./markdown-text.ts";
import type { ConvertedStatement, ImageResolver } from "./statement-types.ts";

/**
 * A Markdown statement (2023-07 / 2025-09 `statement/problem.<lang>.md`) is kept as written, math included; only its
 * images change: a package image is pointed at `images/<name>` (where the importer serves it), an image elsewhere
 * on the web is not loaded and leaves its alt text.
 */
export function markdownStatement(source: string, resolveImage: ImageResolver): ConvertedStatement {
  const warnings: string[] = [];
  const markdown = source.replace(
    /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g,
    (_whole, alt: string, target: string) => {
      const url = decodeURI(target);
      if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) {
        warnings.push(`image "${url.slice(0, 80)}" is not in the package: not loaded, its alt text is kept`);
        return alt ? `*${escapeMarkdown(alt)}*` : "";
      }
      const resolved = resolveImage(url.split(/[?#]/)[0] ?? "", alt);
      return resolved === null ? (alt ? `*${escapeMarkdown(alt)}*` : "") : `![${alt}](${resolved})`;
    },
  );
  return { title: null, markdown: markdown.trim() === "" ? "" : `${markdown.trim()}\n`, warnings };
}
