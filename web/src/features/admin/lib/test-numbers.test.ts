import { describe, expect, test } from "bun:test";
import { formatTestNumbers, parseTestNumbers } from "./test-numbers.ts";

describe("a group's test numbers", () => {
  test("1-based numbers and ranges become 0-based positions", () => {
    expect(parseTestNumbers("1-3, 5")).toEqual([0, 1, 2, 4]);
    expect(parseTestNumbers(" 2 4  6 ")).toEqual([1, 3, 5]);
    expect(parseTestNumbers("7")).toEqual([6]);
    expect(parseTestNumbers("")).toEqual([]);
  });

  test("anything else is refused, not guessed", () => {
    for (const text of ["0", "a", "3-1", "1.5", "-2", "1-", "1-100000000"])
      expect(parseTestNumbers(text)).toBeNull();
  });

  test("positions are shown with runs as ranges, and read back the same", () => {
    expect(formatTestNumbers([0, 1, 2, 4])).toBe("1-3, 5");
    expect(formatTestNumbers([3])).toBe("4");
    expect(formatTestNumbers([])).toBe("");
    for (const positions of [
      [0, 1, 2, 4],
      [5, 0, 1],
      [9, 10],
    ])
      expect(parseTestNumbers(formatTestNumbers(positions))).toEqual(positions);
  });
});
