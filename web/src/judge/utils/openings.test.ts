import { describe, expect, test } from "bun:test";
import { openingsText } from "./openings.ts";

describe("openingsText", () => {
  test("names the hints opened as 1-based runs, and the editorial", () => {
    expect(openingsText({})).toEqual([]);
    expect(openingsText({ hintsOpened: [], editorialOpened: false })).toEqual([]);
    expect(openingsText({ hintsOpened: [0] })).toEqual(["Hint 1 opened"]);
    expect(openingsText({ hintsOpened: [1, 0] })).toEqual(["Hints 1–2 opened"]);
    expect(openingsText({ hintsOpened: [0, 1, 3], editorialOpened: true })).toEqual([
      "Hints 1–2, 4 opened",
      "Editorial read",
    ]);
    expect(openingsText({ editorialOpened: true })).toEqual(["Editorial read"]);
  });
});
