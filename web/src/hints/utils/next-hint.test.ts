import { describe, expect, test } from "bun:test";
import { nextHintIndex } from "./next-hint.ts";

const opened = (...indexes: number[]) => indexes.map((index) => ({ index, text: "", openedAt: "" }));

describe("nextHintIndex", () => {
  test("the first hint not opened, or null once all are", () => {
    expect(nextHintIndex({ total: 0, opened: [] })).toBeNull();
    expect(nextHintIndex({ total: 3, opened: [] })).toBe(0);
    expect(nextHintIndex({ total: 3, opened: opened(0, 1) })).toBe(2);
    expect(nextHintIndex({ total: 3, opened: opened(0, 1, 2) })).toBeNull();
  });
});
