import { splitTopLevel } from "./latex-split.ts";
import { LATEX_ACCENTS, LATEX_LAYOUT_ONLY, LATEX_SYMBOLS } from "./latex-symbols.ts";
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
 * The LaTeX that problemtools statements use (`problem.<lang>.tex`: a body without preamble, `\problemname`, sections,
 * lists, tables, math, `\includegraphics`/`\illustration`) as the Markdown + KaTeX the site renders. Math is kept
 * as written, for KaTeX. A command or environment this does not know keeps its text and is named in a warning.
 */
export function latexToMarkdown(source: string, resolveImage: ImageResolver): ConvertedStatement {
  const state: LatexState = { title: null, warnings: new Set(), resolveImage, depth: 0 };
  const markdown = convertLatex(source, state);
  return { title: state.title, markdown: tidyMarkdown(markdown), warnings: [...state.warnings] };
}

interface LatexState {
  title: string | null;
  warnings: Set<string>;
  resolveImage: ImageResolver;
  /** How many fragments deep the reader is (each command argument and list item is one more). */
  depth: number;
}

const DISPLAY_MATH_ENVIRONMENTS: Record<string, string | null> = {
  equation: null,
  "equation*": null,
  displaymath: null,
  "align*": "aligned",
  align: "aligned",
  "eqnarray*": "aligned",
  eqnarray: "aligned",
  "gather*": "gathered",
  gather: "gathered",
  "multline*": null,
};
const CONTENT_ENVIRONMENTS = new Set([
  "center",
  "flushleft",
  "flushright",
  "figure",
  "figure*",
  "table",
  "table*",
  "samepage",
  "minipage",
  "wrapfigure",
]);
const VERBATIM_ENVIRONMENTS = new Set(["verbatim", "verbatim*", "lstlisting", "Verbatim", "minted"]);

/** Deeper nesting than any statement has: past it, text is kept without its commands (and the stack is safe). */
const MAX_DEPTH = 100;

function convertLatex(source: string, state: LatexState): string {
  if (state.depth >= MAX_DEPTH) {
    state.warnings.add(
      "LaTeX nested more than 100 levels deep: the deeper text is kept without its commands",
    );
    return escapeMarkdown(source.replace(/\\[a-zA-Z]+\*?|\\.|[{}$%&]/g, " ").replace(/\s+/g, " "));
  }
  state.depth++;
  try {
    return new LatexReader(source, state).read();
  } finally {
    state.depth--;
  }
}

/** Plain text of a LaTeX fragment (a title, a caption used as alt text, a code span). */
function plainText(source: string, state: LatexState): string {
  return unescapeMarkdown(convertLatex(source, state).replace(/\*\*|\*/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

class LatexReader {
  private pos = 0;
  /** The Markdown written so far, and its last character (asking a long string for it each time is slow). */
  private readonly parts: string[] = [];
  private last = "";
  constructor(
    private readonly src: string,
    private readonly state: LatexState,
  ) {}

  read(): string {
    while (this.pos < this.src.length) this.step();
    return this.parts.join("");
  }

  /** A sticky pattern matched where the reader is (slicing the rest of a long source at each step is quadratic). */
  private matchHere(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.pos;
    return pattern.exec(this.src);
  }

  private emit(markdown: string) {
    if (markdown === "") return;
    this.parts.push(markdown);
    this.last = markdown[markdown.length - 1] ?? "";
  }

  private warn(message: string) {
    this.state.warnings.add(message);
  }

  private step() {
    const { src } = this;
    const c = src[this.pos] ?? "";
    if (c === "%") {
      // A comment runs to the end of its line and takes the line break (and the next line's indent) with it.
      const end = src.indexOf("\n", this.pos);
      this.pos = end < 0 ? src.length : end + 1;
      while (src[this.pos] === " " || src[this.pos] === "\t") this.pos++;
      return;
    }
    if (c === "\\") return this.command();
    if (c === "$") return this.dollarMath();
    if (c === "{" || c === "}") {
      // Groups only scope declarations (`{\bf x}`), which are dropped: their text stays where it is.
      this.pos++;
      return;
    }
    if (c === "\n") {
      const blank = this.matchHere(/\n[ \t]*\n\s*/y);
      if (blank) {
        this.emit("\n\n");
        this.pos += blank[0].length;
      } else {
        // A single line break is a space in LaTeX; keeping it a space means no line starts with text that
        // Markdown would read as a list or a heading.
        if (!/\s/.test(this.last)) this.emit(" ");
        this.pos++;
      }
      return;
    }
    const dashes = /^-{2,3}/.exec(src.slice(this.pos, this.pos + 3));
    if (dashes) {
      this.emit(dashes[0].length === 3 ? "—" : "–");
      this.pos += dashes[0].length;
      return;
    }
    if (src.startsWith("``", this.pos) || src.startsWith("''", this.pos)) {
      this.emit(c === "`" ? "“" : "”");
      this.pos += 2;
      return;
    }
    if (c === "`") {
      this.emit("‘");
      this.pos++;
      return;
    }
    if (c === "~") {
      this.emit("\u00a0");
      this.pos++;
      return;
    }
    const text = this.matchHere(/[^\\$%{}\n~`'-]+|[\s\S]/y)?.[0] ?? c;
    this.pos += text.length;
    // Indentation in the source must not indent a Markdown line (4 spaces would make it code).
    const atLineStart = this.last === "" || this.last === "\n";
    this.emit(escapeMarkdown(atLineStart ? text.replace(/^[ \t]+/, "") : text));
  }

  // ---- arguments -------------------------------------------------------------------------------------------

  private skipSpaces() {
    while (/[ \t]/.test(this.src[this.pos] ?? "")) this.pos++;
  }

  /** Spaces and at most one line break: an argument may follow on the next line, not after a blank one. */
  private skipArgumentSpace() {
    const space = this.matchHere(/[ \t]*\n?[ \t]*/y)?.[0] ?? "";
    if (this.src[this.pos + space.length] !== "\n") this.pos += space.length;
  }

  /** The raw text between a `{` here and its matching `}` (or one token when there is no brace). */
  private arg(): string {
    this.skipArgumentSpace();
    const { src } = this;
    if (src[this.pos] !== "{") {
      if (src[this.pos] === "\\") {
        const word = this.matchHere(/\\([a-zA-Z]+|.)/y)?.[0] ?? "\\";
        this.pos += word.length;
        return word;
      }
      return src[this.pos++] ?? "";
    }
    return this.balanced("{", "}");
  }

  private optionalArg(): string | null {
    const save = this.pos;
    this.skipArgumentSpace();
    if (this.src[this.pos] !== "[") {
      this.pos = save;
      return null;
    }
    return this.balanced("[", "]");
  }

  private balanced(open: string, close: string): string {
    const { src } = this;
    const start = ++this.pos;
    let depth = 1;
    while (this.pos < src.length) {
      const c = src[this.pos];
      if (c === "\\") {
        this.pos += 2;
        continue;
      }
      if (c === open) depth++;
      else if (c === close && --depth === 0) return src.slice(start, this.pos++);
      this.pos++;
    }
    this.warn(`unbalanced "${open}" in the LaTeX source`);
    return src.slice(start);
  }

  private convert(fragment: string): string {
    return convertLatex(fragment, this.state);
  }

  // ---- math ------------------------------------------------------------------------------------------------

  private dollarMath() {
    const { src } = this;
    const display = src.startsWith("$$", this.pos);
    const delimiter = display ? "$$" : "$";
    const start = this.pos + delimiter.length;
    let end = start;
    while (end < src.length && !src.startsWith(delimiter, end)) end += src[end] === "\\" ? 2 : 1;
    this.pos = Math.min(src.length, end + delimiter.length);
    this.emitMath(src.slice(start, end), display);
  }

  private mathUntil(close: string, display: boolean) {
    const end = this.src.indexOf(close, this.pos);
    const body = this.src.slice(this.pos, end < 0 ? undefined : end);
    this.pos = end < 0 ? this.src.length : end + close.length;
    this.emitMath(body, display);
  }

  private emitMath(body: string, display: boolean) {
    const math = body.trim();
    if (math === "") return;
    // A blank line would end the Markdown math block early.
    this.emit(
      display ? `\n\n$$\n${math.replace(/\n\s*\n/g, "\n")}\n$$\n\n` : `$${math.replace(/\s*\n\s*/g, " ")}$`,
    );
  }

  // ---- commands --------------------------------------------------------------------------------------------

  private command() {
    const { src } = this;
    const next = src[this.pos + 1] ?? "";
    if (!/[a-zA-Z]/.test(next)) {
      this.pos += 2;
      return this.symbolCommand(next);
    }
    this.pos++;
    const name = this.matchHere(/[a-zA-Z]+/y)?.[0] ?? "";
    this.pos += name.length;
    const starred = src[this.pos] === "*";
    if (starred) this.pos++;
    this.wordCommand(name, starred);
  }

  private symbolCommand(symbol: string) {
    const accent = LATEX_ACCENTS[symbol];
    if (accent !== undefined) {
      const letter = plainText(this.arg(), this.state);
      this.emit(escapeMarkdown(`${letter.slice(0, 1)}${accent}`.normalize("NFC") + letter.slice(1)));
      return;
    }
    switch (symbol) {
      case "\\":
        this.optionalArg();
        this.emit("\\\n");
        return;
      case "[":
        return this.mathUntil("\\]", true);
      case "(":
        return this.mathUntil("\\)", false);
      case "-":
      case "/":
      case "":
        return;
      case ",":
      case ";":
      case " ":
      case "\n":
        this.emit(" ");
        return;
      default:
        // `\%`, `\&`, `\$`, `\#`, `\_`, `\{`, `\}`: the character itself.
        this.emit(escapeMarkdown(symbol));
    }
  }

  private wordCommand(name: string, starred: boolean) {
    const symbol = LATEX_SYMBOLS[name];
    if (symbol !== undefined) {
      // LaTeX eats the spaces after a command word (`\ldots{}` keeps them): so does this.
      if (this.src.startsWith("{}", this.pos)) this.pos += 2;
      else this.skipSpaces();
      this.emit(escapeMarkdown(symbol));
      return;
    }
    if (name.length === 1 && LATEX_ACCENTS[name] !== undefined) return this.symbolCommand(name);
    const layoutArgs = LATEX_LAYOUT_ONLY[name];
    if (layoutArgs !== undefined) {
      for (let i = 0; i < layoutArgs; i++) this.arg();
      this.skipSpaces();
      return;
    }
    switch (name) {
      case "problemname": {
        const title = plainText(this.arg(), this.state);
        this.state.title ??= title;
        return;
      }
      case "section":
      case "subsection":
      case "subsubsection": {
        this.optionalArg();
        const level = { section: "##", subsection: "###", subsubsection: "####" }[name];
        this.emit(`\n\n${level} ${this.convert(this.arg()).replace(/\s+/g, " ").trim()}\n\n`);
        return;
      }
      case "paragraph":
        this.emit(`\n\n${wrapInline(this.convert(this.arg()), "**")} `);
        return;
      case "textbf":
        this.emit(wrapInline(this.convert(this.arg()), "**"));
        return;
      case "emph":
      case "textit":
      case "textsl":
        this.emit(wrapInline(this.convert(this.arg()), "*"));
        return;
      case "texttt":
      case "verb": {
        const code = name === "verb" ? this.verbArgument() : plainText(this.arg(), this.state);
        this.emit(codeSpan(code));
        return;
      }
      case "textrm":
      case "textsf":
      case "textsc":
      case "textup":
      case "textmd":
      case "textnormal":
      case "text":
      case "mbox":
      case "hbox":
      case "underline":
        this.emit(this.convert(this.arg()));
        return;
      case "url":
        return this.link(this.arg(), null);
      case "href": {
        const url = this.arg();
        return this.link(url, this.arg());
      }
      case "includegraphics": {
        this.optionalArg();
        return this.image(this.arg().trim(), "");
      }
      case "illustration": {
        this.arg(); // width, a fraction of the text width: the site sizes images itself
        const file = this.arg().trim();
        const caption = plainText(this.arg(), this.state);
        this.image(file, caption);
        if (caption !== "") this.emit(`\n\n*${escapeMarkdown(caption)}*\n\n`);
        return;
      }
      case "caption":
        this.optionalArg();
        this.emit(`\n\n${wrapInline(this.convert(this.arg()), "*")}\n\n`);
        return;
      case "footnote":
        this.emit(` (${this.convert(this.arg()).trim()})`);
        return;
      case "newline":
      case "linebreak":
        this.emit("\\\n");
        return;
      case "par":
        this.emit("\n\n");
        return;
      case "begin":
        return this.environment(this.arg().trim());
      case "end":
        this.warn(`\\end{${this.arg().trim()}} without its \\begin`);
        return;
      case "item":
        // An \item outside a list (lists split their items before reading them).
        this.optionalArg();
        this.emit("\n\n- ");
        return;
      default:
        return this.unknownCommand(name, starred);
    }
  }

  private verbArgument(): string {
    const delimiter = this.src[this.pos] ?? "";
    const end = this.src.indexOf(delimiter, this.pos + 1);
    const text = this.src.slice(this.pos + 1, end < 0 ? undefined : end);
    this.pos = end < 0 ? this.src.length : end + 1;
    return text;
  }

  private unknownCommand(name: string, starred: boolean) {
    this.warn(
      `unknown LaTeX command \\${name}${starred ? "*" : ""}: its text is kept, its formatting is not`,
    );
    this.optionalArg();
    this.skipSpaces();
    while (this.src[this.pos] === "{") this.emit(this.convert(this.arg()));
  }

  private link(rawUrl: string, rawText: string | null) {
    const url = rawUrl.replace(/\\([#%&_~])/g, "$1").trim();
    const text = rawText === null ? escapeMarkdown(url) : this.convert(rawText).trim();
    if (safeLinkUrl(url) === null) {
      this.warn(`link "${url}" is not http(s) or mailto: only its text is kept`);
      this.emit(text);
      return;
    }
    this.emit(`[${text}](<${url.replace(/[<>\s]/g, encodeURIComponent)}>)`);
  }

  private image(file: string, alt: string) {
    const url = this.state.resolveImage(file, alt);
    const text = escapeMarkdown(alt.replace(/[[\]]/g, ""));
    this.emit(url === null ? (alt ? `*${text}*` : "") : `\n\n![${text}](${url})\n\n`);
  }

  // ---- environments ----------------------------------------------------------------------------------------

  /** The raw body of the environment `name` whose `\begin` was just read, up to its matching `\end`. */
  private environmentBody(name: string): string {
    const { src } = this;
    const escaped = name.replace(/[*]/g, "\\*");
    const pattern = new RegExp(`\\\\(begin|end)\\s*\\{${escaped}\\}`, "g");
    pattern.lastIndex = this.pos;
    let depth = 1;
    for (let match = pattern.exec(src); match !== null; match = pattern.exec(src)) {
      depth += match[1] === "begin" ? 1 : -1;
      if (depth === 0) {
        const body = src.slice(this.pos, match.index);
        this.pos = match.index + match[0].length;
        return body;
      }
    }
    this.warn(`\\begin{${name}} without its \\end`);
    const body = src.slice(this.pos);
    this.pos = src.length;
    return body;
  }

  private environment(name: string) {
    if (name in DISPLAY_MATH_ENVIRONMENTS) {
      const body = this.environmentBody(name).replace(/\\label\{[^}]*\}/g, "");
      const wrapper = DISPLAY_MATH_ENVIRONMENTS[name];
      this.emitMath(wrapper ? `\\begin{${wrapper}}${body}\\end{${wrapper}}` : body, true);
      return;
    }
    if (name === "math") return this.emitMath(this.environmentBody(name), false);
    if (VERBATIM_ENVIRONMENTS.has(name)) {
      this.optionalArg();
      this.emit(codeBlock(this.environmentBody(name)));
      return;
    }
    switch (name) {
      case "itemize":
      case "enumerate":
      case "description":
        this.optionalArg();
        return this.list(name, this.environmentBody(name));
      case "tabular":
      case "tabular*":
      case "tabularx":
      case "longtable":
        if (name !== "longtable" && name !== "tabular") this.arg(); // width
        this.optionalArg();
        this.arg(); // column specification
        return this.table(this.environmentBody(name));
      case "quote":
      case "quotation": {
        const inner = tidyMarkdown(this.convert(this.environmentBody(name))).trim();
        this.emit(`\n\n${inner.replace(/^/gm, "> ")}\n\n`);
        return;
      }
    }
    if (CONTENT_ENVIRONMENTS.has(name)) {
      this.optionalArg();
      if (name === "minipage" || name === "wrapfigure") this.arg();
      this.emit(`\n\n${this.convert(this.environmentBody(name))}\n\n`);
      return;
    }
    this.warn(`unknown LaTeX environment ${name}: its text is kept, its formatting is not`);
    this.emit(`\n\n${this.convert(this.environmentBody(name))}\n\n`);
  }

  private list(name: string, body: string) {
    const [, ...items] = splitTopLevel(body, "item");
    const lines = items.map((item, index) => {
      const labelled = /^\s*\[([^\]]*)\]/.exec(item);
      const label = labelled?.[1] ?? null;
      const text = tidyMarkdown(this.convert(item.slice(labelled?.[0].length ?? 0))).trim();
      if (name === "enumerate") return listItem(`${index + 1}.`, text);
      const term = label === null ? "" : `${wrapInline(this.convert(label), "**")} `;
      return listItem("-", `${term}${text}`);
    });
    this.emit(`\n\n${lines.join("\n")}\n\n`);
  }

  private table(body: string) {
    const rows = splitTopLevel(body, "row")
      .map((row) => row.replace(/\\(hline|toprule|midrule|bottomrule)(?![a-zA-Z])|\\cline\{[^}]*\}/g, ""))
      .filter((row) => row.trim() !== "")
      .map((row) => splitTopLevel(row, "cell").map((cell) => tidyMarkdown(this.convert(cell)).trim()));
    if (/\\multicolumn|\\multirow/.test(body))
      this.warn("a LaTeX table spans cells (\\multicolumn/\\multirow): each span is one cell here");
    this.emit(gfmTable(rows));
  }
}
