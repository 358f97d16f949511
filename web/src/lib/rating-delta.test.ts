import { expect, test } from "bun:test";
import { deltaTone, signedDelta } from "./rating-delta.ts";

test("a rating change is always signed", () => {
  expect(signedDelta(123)).toBe("+123");
  expect(signedDelta(-45)).toBe("\u221245");
  expect(signedDelta(0)).toBe("±0");
});

test("the colour follows the sign", () => {
  expect(deltaTone(1)).toContain("emerald");
  expect(deltaTone(-1)).toContain("rose");
  expect(deltaTone(0)).toContain("slate");
});
