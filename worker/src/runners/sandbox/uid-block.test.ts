import { expect, test } from "bun:test";
import { claimUidBlock } from "./uid-block.ts";

test("concurrent runners get disjoint uid blocks, and a released block can be claimed again", () => {
  const a = claimUidBlock();
  const b = claimUidBlock();
  expect(Math.abs(a.base - b.base)).toBeGreaterThanOrEqual(1000);
  a.release();
  const c = claimUidBlock();
  expect(c.base).toBe(a.base);
  b.release();
  c.release();
});
