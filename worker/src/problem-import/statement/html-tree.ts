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

/** Elements nested deeper than this are flattened into their ancestor: no real statement comes near it. */
const MAX_DEPTH = 200;

export interface ParsedHtml {
  root: HtmlElement;
  /** Whether some elements were nested past MAX_DEPTH (their text is kept, their tags are not). */
  flattened: boolean;
}

/** Reads the document in one pass (no pattern that backtracks over an unclosed tag), as browsers tokenize it. */
export function parseHtml(html: string): ParsedHtml {
  const root: HtmlElement = { type: "element", tag: "#root", attributes: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const lower = html.toLowerCase();
  let flattened = false;
  let pos = 0;
  let textStart = 0;
  const current = () => stack[stack.length - 1] ?? root;
  const closeTo = (tag: string) => {
    const index = stack.findLastIndex((element) => element.tag === tag);
    if (index > 0) stack.length = index;
  };
  const flushText = (end: number) => {
    if (end > textStart)
      current().children.push({ type: "text", text: decodeEntities(html.slice(textStart, end)) });
  };
  while (pos < html.length) {
    const lt = html.indexOf("<", pos);
    if (lt < 0) break;
    const next = html[lt + 1] ?? "";
    if (html.startsWith("<!--", lt) || next === "!" || next === "?") {
      // A comment, doctype or processing instruction: never text.
      flushText(lt);
      const comment = html.startsWith("<!--", lt);
      const end = comment ? html.indexOf("-->", lt + 4) : html.indexOf(">", lt);
      pos = textStart = end < 0 ? html.length : end + (comment ? 3 : 1);
      continue;
    }
    const closing = next === "/";
    const nameStart = lt + (closing ? 2 : 1);
    if (!/[a-zA-Z]/.test(html[nameStart] ?? "")) {
      pos = lt + 1; // a "<" in text
      continue;
    }
    flushText(lt);
    const read = readTag(html, nameStart);
    if (read === null) {
      // A tag the document ends inside is dropped, as browsers do.
      pos = textStart = html.length;
      break;
    }
    pos = textStart = read.end;
    const { tag } = read;
    if (closing) {
      closeTo(tag);
      continue;
    }
    if (CLOSES_PARAGRAPH.has(tag) && stack.some((element) => element.tag === "p")) closeTo("p");
    if (tag === "li" && current().tag === "li") closeTo("li");
    if ((tag === "td" || tag === "th") && (current().tag === "td" || current().tag === "th")) stack.pop();
    if (tag === "tr") closeTo("tr");
    const element: HtmlElement = { type: "element", tag, attributes: read.attributes, children: [] };
    current().children.push(element);
    if (RAW_TEXT_TAGS.has(tag)) {
      const end = lower.indexOf(`</${tag}`, pos);
      element.children.push({ type: "text", text: html.slice(pos, end < 0 ? html.length : end) });
      const close = end < 0 ? -1 : html.indexOf(">", end);
      pos = textStart = close < 0 ? html.length : close + 1;
      continue;
    }
    if (VOID_TAGS.has(tag) || read.selfClosing) continue;
    if (stack.length >= MAX_DEPTH) flattened = true;
    else stack.push(element);
  }
  flushText(html.length);
  return { root, flattened };
}

/**
 * One start or end tag from its name on: the name, the attributes (the first of a repeated one wins; a malformed
 * name such as Code Jam's `target-"_blank"` is still one name) and where the tag ends; null when the document ends
 * inside it.
 */
function readTag(
  html: string,
  nameStart: number,
): { tag: string; attributes: Record<string, string>; selfClosing: boolean; end: number } | null {
  const isSpace = (c: string | undefined) =>
    c === " " || c === "\n" || c === "\t" || c === "\r" || c === "\f";
  let i = nameStart;
  while (i < html.length && !isSpace(html[i]) && html[i] !== "/" && html[i] !== ">") i++;
  const tag = html.slice(nameStart, i).toLowerCase();
  const attributes: Record<string, string> = {};
  let selfClosing = false;
  while (i < html.length) {
    const c = html[i];
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === ">") return { tag, attributes, selfClosing, end: i + 1 };
    if (c === "/") {
      selfClosing = html[i + 1] === ">";
      i++;
      continue;
    }
    const start = i++;
    while (i < html.length && !isSpace(html[i]) && html[i] !== "/" && html[i] !== ">" && html[i] !== "=") i++;
    const name = html.slice(start, i).toLowerCase();
    while (isSpace(html[i])) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (isSpace(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !isSpace(html[i]) && html[i] !== ">") i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!(name in attributes)) attributes[name] = decodeEntities(value);
  }
  return null;
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
