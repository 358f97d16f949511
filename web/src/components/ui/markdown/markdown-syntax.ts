import type { Options } from "react-markdown";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";

/** The few mdast fields read here (mdast's own types are not a dependency of the web app). */
type MdNode = {
  type: string;
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
};
type Parser = { parse(markdown: string): MdNode };

/**
 * Whether the `$…$` at [start, end) of `source` is math by pandoc's rule, which users of other Markdown sites
 * expect: the opening `$` is followed by a non-space, the closing one is preceded by a non-space and not followed by
 * a digit. `$$…$$` is always math. remark-math pairs any two dollars, so "$5 and $10" was math ("5 and ").
 */
export function isDollarMath(source: string, start: number, end: number): boolean {
  const raw = source.slice(start, end);
  if (raw.startsWith("$$")) return true;
  const inner = raw.slice(1, -1);
  return /^\S/.test(inner) && /\S$/.test(inner) && !/\d/.test(source.charAt(end));
}

/**
 * Turns the `$…$` that pandoc's rule refuses back into Markdown text. Its dollars become escaped ones and it is parsed
 * again, so "costs $5 for **this** and $10" keeps its bold; the parse starts with `\$`, so it is one paragraph.
 * Runs before remark-breaks, which then sees the text too.
 */
function remarkDollarRule(this: Parser) {
  const parse = (markdown: string) => this.parse(markdown).children?.[0]?.children ?? [];
  return (tree: MdNode, file: { value: unknown }) => {
    const source = String(file.value);
    const visit = (node: MdNode) => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => {
        const start = child.position?.start.offset;
        const end = child.position?.end.offset;
        if (child.type !== "inlineMath" || start === undefined || end === undefined) {
          visit(child);
          return [child];
        }
        return isDollarMath(source, start, end)
          ? [child]
          : parse(`\\$${source.slice(start + 1, end - 1)}\\$`);
      });
    };
    visit(tree);
  };
}

/** The Markdown dialect: CommonMark + GFM, `$…$` (pandoc's rule) and `$$…$$` math, single newlines as line breaks. */
export const REMARK_PLUGINS: Options["remarkPlugins"] = [
  remarkGfm,
  remarkMath,
  remarkDollarRule,
  remarkBreaks,
];
