import { describe, expect, test } from "bun:test";
import { latexToMarkdown } from "./latex-to-markdown.ts";

/** Images resolve to `images/<path>` unless their path says "missing". */
const resolveImage = (path: string) => (path.includes("missing") ? null : `images/${path}`);
const convert = (latex: string) => latexToMarkdown(latex, resolveImage);
const md = (latex: string) => convert(latex).markdown.trim();

describe("latexToMarkdown", () => {
  test("\\problemname is the title, not part of the text", () => {
    const result = convert("\\problemname{A \\emph{Different} Problem}\n\nWrite a program.");
    expect(result.title).toBe("A Different Problem");
    expect(result.markdown).toBe("Write a program.\n");
    expect(result.warnings).toEqual([]);
  });

  test("sections become headings; paragraphs stay apart; single line breaks are spaces", () => {
    expect(
      md("\\section*{Input}\nThe input\nconsists of one line.\n\nSecond paragraph.\\subsection{Limits}x"),
    ).toBe("## Input\n\nThe input consists of one line.\n\nSecond paragraph.\n\n### Limits\n\nx");
    expect(md("\\section{Output}")).toBe("## Output");
  });

  test("itemize and enumerate become lists, nested ones indented", () => {
    expect(md("\\begin{itemize}\n\\item one\n\\item two\n\\end{itemize}")).toBe("- one\n- two");
    expect(md("\\begin{enumerate}\\item a\\item b\\end{enumerate}")).toBe("1. a\n2. b");
    expect(
      md("\\begin{itemize}\\item outer\\begin{itemize}\\item inner\\end{itemize}\\item last\\end{itemize}"),
    ).toBe("- outer\n\n  - inner\n- last");
    expect(md("\\begin{description}\\item[Term] meaning\\end{description}")).toBe("- **Term** meaning");
  });

  test("text formatting: bold, italic, code, links", () => {
    expect(md("\\textbf{bold} \\emph{em} \\textit{it} \\texttt{a\\_b}")).toBe("**bold** *em* *it* `a_b`");
    expect(md("see \\url{https://open.kattis.com/}")).toBe(
      "see [https://open.kattis.com/](<https://open.kattis.com/>)",
    );
    expect(md("\\href{https://example.com/a\\_b}{the \\textbf{site}}")).toBe(
      "[the **site**](<https://example.com/a_b>)",
    );
  });

  test("a javascript: link keeps its text only, with a warning", () => {
    const result = convert("\\href{javascript:alert(1)}{click}");
    expect(result.markdown).toBe("click\n");
    expect(result.warnings.join()).toContain("javascript:alert(1)");
  });

  test("math is kept for KaTeX: $…$, $$…$$, \\[…\\], \\(…\\), equation*, align*", () => {
    expect(md("at most $10^{15}$ and \\(1 \\le N\\)")).toBe("at most $10^{15}$ and $1 \\le N$");
    expect(md("so $$\\sum_i a_i$$ holds")).toBe("so\n\n$$\n\\sum_i a_i\n$$\n\nholds");
    expect(md("\\[ x^2 \\]")).toBe("$$\nx^2\n$$");
    expect(md("\\begin{equation*}a = b\\end{equation*}")).toBe("$$\na = b\n$$");
    expect(md("\\begin{align*}a &= b \\\\ c &= d\\end{align*}")).toBe(
      "$$\n\\begin{aligned}a &= b \\\\ c &= d\\end{aligned}\n$$",
    );
    // A dollar sign in math, and text that Markdown would read as markup, stay what they were.
    expect(md("$\\$5$ costs \\$5 * 2_x")).toBe("$\\$5$ costs \\$5 \\* 2\\_x");
  });

  test("tabular becomes a GFM table, rules dropped, pipes escaped", () => {
    const latex =
      "\\begin{tabular}{| l | l |}\n\\hline\nGroup & Constraints \\\\ \\hline\n$1$ & $N$ is $5$ \\\\ \\hline\n2 & a \\textbar{} b\\\\\n\\end{tabular}";
    expect(md(latex)).toBe("| Group | Constraints |\n| --- | --- |\n| $1$ | $N$ is $5$ |\n| 2 | a \\| b |");
  });

  test("\\includegraphics and \\illustration become images; a missing one keeps its caption", () => {
    expect(md("\\includegraphics[width=0.5\\textwidth]{cave.jpg}")).toBe("![](images/cave.jpg)");
    expect(md("\\illustration{0.3}{cave.jpg}{A cave, by W. Craig}")).toBe(
      "![A cave, by W. Craig](images/cave.jpg)\n\n*A cave, by W. Craig*",
    );
    expect(md("\\illustration{0.3}{missing.png}{Caption}")).toBe("*Caption*\n\n*Caption*");
  });

  test("typography: ~, dashes, \\ldots, \\cdot, quotes, escapes, accents", () => {
    expect(md("a~b -- c --- d\\ldots{} e \\cdot{} f")).toBe("a\u00a0b – c — d… e · f");
    // As in LaTeX, a command word takes the spaces after it.
    expect(md("1, \\ldots and")).toBe("1, …and");
    expect(md("``quoted'' and `single'")).toBe("“quoted” and ‘single'");
    expect(md("50\\% \\& \\#1 \\{x\\}")).toBe("50% & \\#1 {x}");
    const accents = convert('Erd\\H{o}s and G\\"odel, na\\"ive caf\\\'e, gar\\c{c}on');
    expect(accents.markdown).toBe("Erdős and Gödel, naïve café, garçon\n");
    expect(accents.warnings).toEqual([]);
  });

  test("comments are dropped with their line break", () => {
    expect(md("one % a comment\ntwo")).toBe("one two");
  });

  test("layout-only commands vanish without a warning", () => {
    const result = convert("\\noindent\\medskip Text\\vspace{2mm}.\\newline next\\\\line");
    expect(result.markdown).toBe("Text.\\\nnext\\\nline\n");
    expect(result.warnings).toEqual([]);
  });

  test("an unknown command keeps its text and is named in a warning", () => {
    const result = convert("A \\foo{bar} and \\baz.");
    expect(result.markdown).toBe("A bar and .\n");
    expect(result.warnings).toHaveLength(2);
    expect(result.warnings[0]).toContain("\\foo");
    expect(result.warnings[1]).toContain("\\baz");
  });

  test("an unknown environment keeps its text and is named in a warning", () => {
    const result = convert("\\begin{theorem}True.\\end{theorem}");
    expect(result.markdown).toBe("True.\n");
    expect(result.warnings.join()).toContain("theorem");
  });

  test("verbatim is a code block, its content untouched", () => {
    expect(md("\\begin{verbatim}\n3 4\n\\textbf{x} $y$\n\\end{verbatim}")).toBe(
      "```\n3 4\n\\textbf{x} $y$\n```",
    );
    expect(md("\\verb|a_b|")).toBe("`a_b`");
  });

  test("nesting no statement has (or braces never closed) keeps the text and says so, instead of overflowing", () => {
    const deep = convert(`${"\\textbf{".repeat(20000)}deep text${"}".repeat(20000)}`);
    expect(deep.markdown).toContain("deep text");
    expect(deep.warnings.join()).toContain("nested more than 100 levels");
    const unclosed = convert(`${"\\begin{itemize}\\item ".repeat(5000)}x`);
    expect(unclosed.markdown).toContain("x");
    expect(unclosed.markdown).not.toMatch(/\\begin|\\item/);
  });
});
