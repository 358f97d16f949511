import { describe, expect, test } from "bun:test";
import { splitHints } from "./hints.ts";

describe("splitHints", () => {
  test("no text, or only blanks, is no hint", () => {
    expect(splitHints(null)).toEqual([]);
    expect(splitHints(undefined)).toEqual([]);
    expect(splitHints("")).toEqual([]);
    expect(splitHints("  \n\n ")).toEqual([]);
  });

  test("a text without a separator is one hint", () => {
    expect(splitHints("Use a hash map.\n\nIt is $O(n)$.")).toEqual(["Use a hash map.\n\nIt is $O(n)$."]);
  });

  test("a line that is exactly --- separates hints, trimmed, empty ones dropped", () => {
    expect(splitHints("First.\n\n---\n\nSecond.\r\n---\r\nThird.\n---\n---\n")).toEqual([
      "First.",
      "Second.",
      "Third.",
    ]);
  });

  test("other rules and dashes are text", () => {
    expect(splitHints("a\n----\nb\n- - -\nc\n --- x")).toEqual(["a\n----\nb\n- - -\nc\n --- x"]);
  });

  test("--- inside a fenced code block is code", () => {
    const text = "Look:\n```yaml\n---\nkey: 1\n```\n---\nNext";
    expect(splitHints(text)).toEqual(["Look:\n```yaml\n---\nkey: 1\n```", "Next"]);
    expect(splitHints("~~~\n---\n~~~")).toEqual(["~~~\n---\n~~~"]);
  });
});
