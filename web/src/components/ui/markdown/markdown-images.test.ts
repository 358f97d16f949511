import { expect, test } from "bun:test";
import { problemAssetUrl } from "@grindstone/shared";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown from "react-markdown";
import { markdownComponents } from "./markdown-components.tsx";
import { REMARK_PLUGINS } from "./markdown-syntax.ts";
import { transformUrl } from "./safe-url.ts";

/** As Markdown renders it (without KaTeX): the same plugins, components and URL rule. */
const html = (source: string) =>
  renderToStaticMarkup(
    createElement(
      ReactMarkdown,
      { remarkPlugins: REMARK_PLUGINS, components: markdownComponents(source), urlTransform: transformUrl },
      source,
    ),
  );

const id = "0b7a3c1e-5d2f-4a6b-9c8d-1e2f3a4b5c6d";

test("a problem's own stored image is shown; the URL importers write, with its hash, included", () => {
  const url = problemAssetUrl(id, "cave.png", "ab".repeat(32));
  expect(html(`![A cave](${url})`)).toContain(`<img src="${url}" alt="A cave" loading="lazy"`);
  expect(html(`![](${problemAssetUrl(id, "map.svg")})`)).toContain("<img ");
});

test("any other image is never loaded: a remote one is a link, a relative or data: one stays text", () => {
  expect(html("![pixel](https://tracker.example/p.png)")).toBe(
    '<p><a href="https://tracker.example/p.png" target="_blank" rel="noopener noreferrer nofollow" class="font-medium text-amber-400 underline-offset-2 hover:underline">pixel</a></p>',
  );
  for (const src of [
    "images/cave.png",
    `/api/v1/problems/${id}/assets/../../users/me`,
    `/api/v1/users/${id}/assets/x.png`,
    "data:image/png;base64,AAAA",
    `//evil.example/api/v1/problems/${id}/assets/x.png`,
  ])
    expect([src, html(`![x](${src})`)]).not.toContainEqual(expect.stringContaining("<img"));
});

test("a link to an asset is not a link: only images may point at our API", () => {
  expect(html(`[see](${problemAssetUrl(id, "cave.png")})`)).not.toContain("<a ");
});
