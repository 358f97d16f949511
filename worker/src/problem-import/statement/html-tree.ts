/**
 * A small, forgiving HTML parser: enough for statement pages (Code Jam's `problem.html`), which are converted to
 * Markdown and never shown as HTML, so a tag it misreads can only lose formatting, never let markup through.
 */
export type HtmlNode = HtmlElement | { type: "text"; text: string };
export interface HtmlElement {
  type: "element";
  tag: string;
  attributes: Record<string, string>;
  children: HtmlNode[];
}

const VOID_TAGS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
/** Their content is text up to the closing tag, whatever it looks like. */
const RAW_TEXT_TAGS = new Set([
  "script",
  "style",
  "textarea",
  "title",
  "xmp",
  "iframe",
  "noscript",
  "noembed",
]);
/** A block that starts while a `<p>` is open closes that paragraph, as browsers do. */
const CLOSES_PARAGRAPH = new Set([
  "p",
  "div",
  "ul",
  "ol",
  "table",
  "pre",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "section",
  "hr",
]);

export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { type: "element", tag: "#root", attributes: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const current = () => stack[stack.length - 1] ?? root;
  const closeTo = (tag: string) => {
    const index = stack.findLastIndex((element) => element.tag === tag);
    if (index > 0) stack.length = index;
  };
  // Attribute names as browsers read them: a malformed one (Code Jam has `target-"_blank"`) is still one name.
  const tagPattern =
    /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=][^\s>/=]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>|<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/g;
  let last = 0;
  for (let match = tagPattern.exec(html); match !== null; match = tagPattern.exec(html)) {
    if (match.index > last)
      current().children.push({ type: "text", text: decodeEntities(html.slice(last, match.index)) });
    last = tagPattern.lastIndex;
    const [, closing, rawTag, rawAttributes = "", selfClosing] = match;
    if (rawTag === undefined) continue; // a comment, doctype or processing instruction
    const tag = rawTag.toLowerCase();
    if (closing) {
      closeTo(tag);
      continue;
    }
    if (CLOSES_PARAGRAPH.has(tag) && stack.some((element) => element.tag === "p")) closeTo("p");
    if (tag === "li" && current().tag === "li") closeTo("li");
    if ((tag === "td" || tag === "th") && (current().tag === "td" || current().tag === "th")) stack.pop();
    if (tag === "tr") closeTo("tr");
    const element: HtmlElement = {
      type: "element",
      tag,
      attributes: parseAttributes(rawAttributes),
      children: [],
    };
    current().children.push(element);
    if (RAW_TEXT_TAGS.has(tag)) {
      const end = html.toLowerCase().indexOf(`</${tag}`, last);
      const stop = end < 0 ? html.length : end;
      element.children.push({ type: "text", text: html.slice(last, stop) });
      const close = end < 0 ? html.length : html.indexOf(">", end) + 1 || html.length;
      tagPattern.lastIndex = close;
      last = close;
      continue;
    }
    if (!VOID_TAGS.has(tag) && !selfClosing) stack.push(element);
  }
  if (last < html.length) current().children.push({ type: "text", text: decodeEntities(html.slice(last)) });
  return root;
}

function parseAttributes(raw: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of raw.matchAll(/([^\s"'>/=][^\s>/=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const [, name = "", double, single, bare] = match;
    attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? "");
  }
  return attributes;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  le: "≤",
  ge: "≥",
  ne: "≠",
  times: "×",
  divide: "÷",
  minus: "−",
  plusmn: "±",
  middot: "·",
  sdot: "⋅",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  rarr: "→",
  larr: "←",
  harr: "↔",
  uarr: "↑",
  darr: "↓",
  rArr: "⇒",
  infin: "∞",
  deg: "°",
  copy: "©",
  reg: "®",
  trade: "™",
  sect: "§",
  para: "¶",
  bull: "•",
  prime: "′",
  Prime: "″",
  sum: "∑",
  prod: "∏",
  radic: "√",
  asymp: "≈",
  equiv: "≡",
  lceil: "⌈",
  rceil: "⌉",
  lfloor: "⌊",
  rfloor: "⌋",
  alpha: "α",
  beta: "β",
  gamma: "γ",
  delta: "δ",
  epsilon: "ε",
  lambda: "λ",
  mu: "μ",
  pi: "π",
  sigma: "σ",
  theta: "θ",
  omega: "ω",
  Delta: "Δ",
  Sigma: "Σ",
  eacute: "é",
  egrave: "è",
  aacute: "á",
  oacute: "ó",
  uuml: "ü",
  ouml: "ö",
  auml: "ä",
  aring: "å",
  ccedil: "ç",
  ntilde: "ñ",
  szlig: "ß",
  zwj: "\u200d",
  zwnj: "\u200c",
  shy: "\u00ad",
  thinsp: "\u2009",
  ensp: "\u2002",
  emsp: "\u2003",
};

/** Character references; an unknown named one stays as written (its text is still readable). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);?/g, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : "\ufffd";
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}
