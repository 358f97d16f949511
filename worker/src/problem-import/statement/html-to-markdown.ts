import { type HtmlElement, type HtmlNode, parseHtml } from "./html-tree.ts";
import {
  codeBlock,
  codeSpan,
  escapeMarkdown,
  gfmTable,
  listItem,
  tidyMarkdown,
  wrapInline,
} from "./markdown-text.ts";
import {
  type ConvertedStatement,
  type ImageResolver,
  safeLinkUrl,
  unescapeMarkdown,
} from "./statement-types.ts";

/**
 * An HTML statement (Code Jam's `problem.html`, `analysis.html`) as the Markdown + KaTeX the site renders. Only
 * what a statement needs is converted (headings, paragraphs, lists, code, tables, images, links, MathJax math);
 * the result holds no HTML at all, so scripts, styles, event handlers, frames and forms cannot survive. Images
 * elsewhere on the web are not fetched (their alt text stays, a warning names them).
 */
export function htmlToMarkdown(html: string, resolveImage: ImageResolver): ConvertedStatement {
  const state: HtmlState = {
    title: null,
    warnings: new Set(),
    resolveImage,
    singleDollarMath: /inlineMath\s*:\s*\[\s*\[\s*['"]\$['"]/.test(html),
  };
  const { root, flattened } = parseHtml(html);
  if (flattened)
    state.warnings.add("HTML nested more than 200 elements deep: the deeper ones keep their text only");
  const markdown = joinScriptDigits(renderChildren(root, state));
  return { title: state.title, markdown: tidyMarkdown(markdown), warnings: [...state.warnings] };
}

interface HtmlState {
  title: string | null;
  warnings: Set<string>;
  resolveImage: ImageResolver;
  /** Whether the page's MathJax configuration makes `$…$` math (Code Jam's uses `$$$…$$$`). */
  singleDollarMath: boolean;
}

/** Elements whose content is never statement text; removing them is what makes the page safe. */
const REMOVED = new Set([
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "form",
  "input",
  "button",
  "select",
  "textarea",
  "svg",
  "math",
  "canvas",
  "video",
  "audio",
  "template",
  "noscript",
  "dialog",
]);
/** Page furniture with no statement text: dropped without a warning. */
const METADATA = new Set(["head", "title", "style", "link", "meta", "base", "col", "colgroup", "wbr"]);
const BLOCKS = new Set([
  "#root",
  "html",
  "body",
  "div",
  "p",
  "section",
  "article",
  "main",
  "header",
  "footer",
  "aside",
  "nav",
  "center",
  "figure",
  "dl",
  "dd",
  "details",
  "summary",
  "address",
]);
const TRANSPARENT_INLINE = new Set([
  "span",
  "font",
  "u",
  "small",
  "big",
  "abbr",
  "acronym",
  "label",
  "q",
  "time",
  "nobr",
  "ins",
  "mark",
  "bdi",
  "bdo",
  "dfn",
  "data",
]);
const HEADING_LEVEL: Record<string, string> = {
  h1: "##",
  h2: "##",
  h3: "##",
  h4: "###",
  h5: "####",
  h6: "####",
};
/** Code Jam's sample boxes carry download and copy buttons (icons, "Copied!"): not part of the statement. */
const WIDGET_CLASSES = /\b(material-icons|sample-header-download-button|sample-header-copy-button)\b/;

function renderChildren(element: HtmlElement, state: HtmlState): string {
  let out = "";
  for (const child of element.children) {
    let part = child.type === "text" ? renderText(child.text, state) : renderElement(child, state);
    // Text indented in the HTML source must not start a Markdown line with spaces (4 would make it code).
    if (out === "" || out.endsWith("\n")) part = part.replace(/^[ \t]+/, "");
    out += part;
  }
  return out;
}

function renderElement(element: HtmlElement, state: HtmlState): string {
  const { tag } = element;
  if (REMOVED.has(tag)) {
    state.warnings.add(`removed <${tag}> from the HTML (never shown)`);
    return "";
  }
  if (METADATA.has(tag)) return "";
  if (WIDGET_CLASSES.test(element.attributes.class ?? "")) return "";
  if (/display\s*:\s*none/i.test(element.attributes.style ?? "")) return "";
  const inner = () => renderChildren(element, state);
  if (BLOCKS.has(tag)) return `\n\n${inner()}\n\n`;
  if (TRANSPARENT_INLINE.has(tag)) return inner();
  const heading = HEADING_LEVEL[tag];
  if (heading !== undefined) {
    const text = inner().replace(/\\\n/g, " ").replace(/\s+/g, " ").trim();
    if (tag === "h1" && state.title === null) {
      state.title = unescapeMarkdown(text);
      return "";
    }
    return text === "" ? "" : `\n\n${heading} ${text}\n\n`;
  }
  switch (tag) {
    case "b":
    case "strong":
    case "dt":
      return tag === "dt" ? `\n\n${wrapInline(inner(), "**")}\n\n` : wrapInline(inner(), "**");
    case "i":
    case "em":
    case "cite":
    case "var":
    case "figcaption":
      return tag === "figcaption" ? `\n\n${wrapInline(inner(), "*")}\n\n` : wrapInline(inner(), "*");
    case "s":
    case "strike":
    case "del":
      return wrapInline(inner(), "~~");
    case "code":
    case "tt":
    case "kbd":
    case "samp":
      return codeWithMath(textContent(element), state);
    case "pre":
      return codeBlock(textContent(element));
    case "sup":
    case "sub": {
      // 10<sup>5</sup> is math in a statement; KaTeX shows it as the page did.
      const text = textContent(element).replace(/\s+/g, " ").trim();
      if (text === "") return "";
      if (!/^[\w+\-−*/.,()' ]+$/.test(text)) return inner();
      return `$${tag === "sup" ? "^" : "_"}{${text.replace(/−/g, "-")}}$`;
    }
    case "br":
      return "\\\n";
    case "hr":
      return "\n\n---\n\n";
    case "blockquote":
      return `\n\n${tidyMarkdown(inner()).trim().replace(/^/gm, "> ")}\n\n`;
    case "ul":
    case "ol":
      return renderList(element, state);
    case "li":
      return `\n\n${listItem("-", tidyMarkdown(inner()))}\n\n`;
    case "table":
      return renderTable(element, state);
    case "a":
      return renderLink(element, state);
    case "img":
      return renderImage(element, state);
    default:
      state.warnings.add(`unknown HTML element <${tag}>: its text is kept, its formatting is not`);
      return inner();
  }
}

/** MathJax delimiters this page uses (Code Jam's: `$$$…$$$` inline, `$$$$…$$$$` display). */
function mathPattern(state: HtmlState): RegExp {
  const delimiters = [
    String.raw`\$\$\$\$([\s\S]+?)\$\$\$\$`,
    String.raw`\$\$\$([\s\S]+?)\$\$\$`,
    String.raw`\\\[([\s\S]+?)\\\]`,
    String.raw`\$\$([\s\S]+?)\$\$`,
    String.raw`\\\(([\s\S]+?)\\\)`,
    ...(state.singleDollarMath ? [String.raw`(?<!\\)\$([^$]+?)\$`] : []),
  ];
  return new RegExp(delimiters.join("|"), "g");
}

/** MathJax typesets math inside `<code>` too (`Case #$$$x$$$: $$$y$$$`): the code around it stays code. */
function codeWithMath(text: string, state: HtmlState): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(mathPattern(state))) {
    out += codeSpan(text.slice(last, match.index));
    last = match.index + match[0].length;
    const math =
      match
        .slice(1)
        .find((group) => group !== undefined)
        ?.trim() ?? "";
    if (math !== "") out += `$${math.replace(/\s+/g, " ")}$`;
  }
  return out + codeSpan(text.slice(last));
}

/**
 * The site reads `$…$` followed by a digit as a price, not math (pandoc's rule), so `log$_{2}$10` would lose its
 * math: digits after a `<sub>`/`<sup>` join it (digits look the same in math), and so does a following one
 * (log<sub>2</sub>10<sup>9</sup> is `$_{2}10^{9}$`).
 */
function joinScriptDigits(markdown: string): string {
  const script = String.raw`[_^]\{[^}$\n]*\}`;
  const chain = new RegExp(String.raw`\$((?:${script}|\d)+)\$(\d+)\$(${script})\$`, "g");
  let joined = markdown;
  for (
    let next = joined.replace(chain, "$$$1$2$3$$");
    next !== joined;
    next = joined.replace(chain, "$$$1$2$3$$")
  )
    joined = next;
  return joined.replace(new RegExp(String.raw`(\$${script})\$(\d+)(?![\d$])`, "g"), "$1$2$");
}

function renderText(raw: string, state: HtmlState): string {
  const pattern = mathPattern(state);
  let out = "";
  let last = 0;
  for (const match of raw.matchAll(pattern)) {
    out += plainText(raw.slice(last, match.index));
    last = match.index + match[0].length;
    const [, display4, inline3, displayBracket, display2, inlineParen, inline1] = match;
    const display = display4 ?? displayBracket ?? display2;
    const math = (display ?? inline3 ?? inlineParen ?? inline1 ?? "").trim();
    if (math === "") continue;
    out +=
      display === undefined
        ? `$${math.replace(/\s+/g, " ")}$`
        : `\n\n$$\n${math.replace(/\n\s*\n/g, "\n")}\n$$\n\n`;
  }
  return out + plainText(raw.slice(last));
}

/** HTML text outside math: white space collapsed as a browser does, MathJax's `\$` a dollar sign. */
const plainText = (text: string): string =>
  escapeMarkdown(text.replace(/[ \t\n\r\f]+/g, " ").replace(/\\\$/g, "$"));

function textContent(node: HtmlNode): string {
  if (node.type === "text") return node.text;
  if (REMOVED.has(node.tag) || METADATA.has(node.tag)) return "";
  if (node.tag === "br") return "\n";
  return node.children.map(textContent).join("");
}

function renderList(list: HtmlElement, state: HtmlState): string {
  const items = list.children.filter(
    (child): child is HtmlElement => child.type === "element" && child.tag === "li",
  );
  const lines = items.map((item, index) =>
    listItem(list.tag === "ol" ? `${index + 1}.` : "-", tidyMarkdown(renderChildren(item, state))),
  );
  return lines.length === 0 ? "" : `\n\n${lines.join("\n")}\n\n`;
}

function renderTable(table: HtmlElement, state: HtmlState): string {
  const rows: string[][] = [];
  let caption = "";
  const visit = (element: HtmlElement) => {
    for (const child of element.children) {
      if (child.type !== "element") continue;
      if (child.tag === "caption") caption = renderChildren(child, state);
      else if (child.tag === "tr")
        rows.push(
          child.children
            .filter(
              (cell): cell is HtmlElement =>
                cell.type === "element" && (cell.tag === "td" || cell.tag === "th"),
            )
            .map((cell) => tidyMarkdown(renderChildren(cell, state)).trim().replace(/\\\n/g, " ")),
        );
      else if (["thead", "tbody", "tfoot"].includes(child.tag)) visit(child);
    }
  };
  visit(table);
  return `\n\n${caption.trim()}${gfmTable(rows)}`;
}

function renderLink(link: HtmlElement, state: HtmlState): string {
  const text = renderChildren(link, state);
  const href = (link.attributes.href ?? "").trim();
  if (text.trim() === "") return "";
  if (safeLinkUrl(href) !== null) return `[${text.trim()}](<${href.replace(/[<>\s]/g, encodeURIComponent)}>)`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^https?:/i.test(href))
    state.warnings.add(`link to "${href.slice(0, 60)}" removed (not http(s) or mailto): its text is kept`);
  // A link inside the package (a sample file, an anchor) has nothing to point at on the site: its text stays.
  return text;
}

function renderImage(image: HtmlElement, state: HtmlState): string {
  const src = (image.attributes.src ?? "").trim();
  const alt = (image.attributes.alt ?? "").replace(/\s+/g, " ").trim();
  const altText = alt === "" ? "" : `*${escapeMarkdown(alt)}*`;
  if (src === "" || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src)) {
    state.warnings.add(`image "${src.slice(0, 80)}" is not in the package: not loaded, its alt text is kept`);
    return altText;
  }
  const url = state.resolveImage(decodeURI(src.split(/[?#]/)[0] ?? ""), alt);
  return url === null ? altText : `\n\n![${escapeMarkdown(alt.replace(/[[\]]/g, ""))}](${url})\n\n`;
}
