import { expect, test } from "bun:test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown from "react-markdown";
import { REMARK_PLUGINS } from "./markdown-syntax.ts";

/** Through the real Markdown pipeline (without KaTeX, which only draws what it is given): math is a `math-*` code. */
const html = (source: string) =>
  renderToStaticMarkup(createElement(ReactMarkdown, { remarkPlugins: REMARK_PLUGINS }, source));
const inlineMath = (source: string) =>
  [...html(source).matchAll(/<code class="language-math math-inline">([^<]*)<\/code>/g)].map((m) => m[1]);

test("prices are text: a space inside the dollars, or a digit after the closing one, is not math", () => {
  expect(html("$5 and $10")).toBe("<p>$5 and $10</p>");
  expect(html("costs $5, $10")).toBe("<p>costs $5, $10</p>");
  expect(html("between $ x $ and more")).toBe("<p>between $ x $ and more</p>");
  expect(html("from $3 to $4.50 today")).toBe("<p>from $3 to $4.50 today</p>");
});

test("what is left text keeps its Markdown and its line breaks", () => {
  expect(html("costs $5 for **this** and $10")).toBe("<p>costs $5 for <strong>this</strong> and $10</p>");
  expect(html("$5 and\n$10")).toBe("<p>$5 and<br/>\n$10</p>");
});

test("$…$ with no space just inside is math, and so is $$…$$", () => {
  expect(inlineMath("$x$")).toEqual(["x"]);
  expect(inlineMath("solve $x^2 + 1$ for x")).toEqual(["x^2 + 1"]);
  expect(inlineMath("sum: $$\\sum$$ inline")).toEqual(["\\sum"]);
  expect(inlineMath("$$ a + b $$")).toEqual(["a + b"]);
  expect(html("$$\n\\sum_i i\n$$")).toContain('class="language-math math-display"');
});

test("escaped dollars are text", () => {
  expect(html("\\$x\\$")).toBe("<p>$x$</p>");
  expect(html("\\$5 and \\$10")).toBe("<p>$5 and $10</p>");
  expect(inlineMath("a \\$ then $y$")).toEqual(["y"]);
});

test("code keeps its dollars as written", () => {
  expect(html("`$5 and $10`")).toBe("<p><code>$5 and $10</code></p>");
});
