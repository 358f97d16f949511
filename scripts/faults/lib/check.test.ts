import { describe, expect, test } from "bun:test";
import { check, fails, TARGET_SLACK, targetCheck } from "./check.ts";

describe("fault checks", () => {
  test("a broken invariant fails the run, strict or not", () => {
    const c = check("every stored submission has exactly one terminal verdict", false, "1 never final");
    expect(fails(c, false)).toBe(true);
    expect(fails(c, true)).toBe(true);
  });

  test("a target met fails nothing", () => {
    const c = targetCheck("healthy within 3 s", 2999, 3000, "");
    expect(c.ok).toBe(true);
    expect(fails(c, true)).toBe(false);
  });

  test("a target missed on a busy machine is reported by the test run and fails the benchmark", () => {
    const c = targetCheck("healthy within 3 s", 3040, 3000, "healthy 3040 ms after the return");
    expect(c.ok).toBe(false);
    expect(c.name).toBe("target: healthy within 3 s");
    expect(fails(c, false)).toBe(false);
    expect(fails(c, true)).toBe(true);
  });

  test("a target missed by far, or never reached, fails the test run too", () => {
    expect(fails(targetCheck("healthy within 3 s", 3000 * TARGET_SLACK + 1, 3000, ""), false)).toBe(true);
    expect(fails(targetCheck("healthy within 3 s", null, 3000, "never"), false)).toBe(true);
  });
});
