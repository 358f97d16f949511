import { expect, test } from "bun:test";
import { PROBLEM_ASSET_NAME, PROBLEM_ASSET_URL } from "@grindstone/shared";
import { linkAssets, mergeImages } from "./statement-assets.ts";

const bytes = (...b: number[]) => new Uint8Array(b);

test("statement and editorial images merge into one set; a clash of names with other bytes is renamed in the editorial", () => {
  const merged = mergeImages(
    [
      { name: "a.png", bytes: bytes(1) },
      { name: "b.svg", bytes: bytes(2) },
    ],
    {
      markdown: "![same](images/a.png) ![other](images/b.svg)",
      images: [
        { name: "a.png", bytes: bytes(1) },
        { name: "b.svg", bytes: bytes(3) },
      ],
    },
  );
  expect(merged.assets.map((a) => [a.name, a.contentType])).toEqual([
    ["a.png", "image/png"],
    ["b.svg", "image/svg+xml"],
    ["b-2.svg", "image/svg+xml"],
  ]);
  expect(merged.editorialMarkdown).toBe("![same](images/a.png) ![other](images/b-2.svg)");
  for (const asset of merged.assets) expect(asset.name).toMatch(PROBLEM_ASSET_NAME);
});

test("only the problem's own images are pointed at the API, with their hash", () => {
  const id = "0b7a3c1e-5d2f-4a6b-9c8d-1e2f3a4b5c6d";
  const linked = linkAssets(
    "![x](images/a.png) ![y](images/gone.png)",
    id,
    new Map([["a.png", "f".repeat(64)]]),
  );
  expect(linked).toBe(`![x](/api/v1/problems/${id}/assets/a.png?v=${"f".repeat(16)}) ![y](images/gone.png)`);
  expect(`/api/v1/problems/${id}/assets/a.png?v=${"f".repeat(16)}`).toMatch(PROBLEM_ASSET_URL);
});
