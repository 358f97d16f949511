import { describe, expect, test } from "bun:test";
import { casesThatFit, MAX_STORED_CASES_CHARS, parseCases } from "./code-drafts.ts";

describe("stored custom cases", () => {
  test("keep the leading cases that fit the size cap, whole", () => {
    const big = "x".repeat(MAX_STORED_CASES_CHARS / 3);
    const cases = [1, 2, 3, 4].map((n) => ({ input: `${n}${big}`, expected: "" }));
    const kept = casesThatFit(cases);
    expect(kept).toEqual(cases.slice(0, 2));
    expect(JSON.stringify(kept).length).toBeLessThanOrEqual(MAX_STORED_CASES_CHARS);
    expect(casesThatFit([{ input: "1 2", expected: "3" }])).toEqual([{ input: "1 2", expected: "3" }]);
  });

  test("read back only a list of cases, dropping anything else they carry", () => {
    expect(parseCases(JSON.stringify([{ input: "a", expected: "", id: 7 }]))).toEqual([
      { input: "a", expected: "" },
    ]);
    expect(parseCases("[]")).toEqual([]);
    for (const raw of [null, "not json", "{}", JSON.stringify([{ input: 1, expected: "" }]), "[null]"])
      expect(parseCases(raw)).toBeNull();
  });
});
