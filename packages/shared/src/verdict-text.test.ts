import { describe, expect, test } from "bun:test";
import { NOT_RUN_DID_NOT_COMPILE, notRunReason, runCounts, verdictHeadline } from "./verdict-text.ts";

const t = (testCase: number, status: string, hidden = false) => ({ testCase, status, hidden });

describe("tests that were not run", () => {
  test("name the test (or tests) that stopped the judge, visible or hidden", () => {
    const one = [t(1, "Accepted"), t(2, "Skipped"), t(10, "Time Limit Exceeded")];
    expect(notRunReason(one[1]!, one)).toBe("Stopped after test 10 exceeded the time limit.");
    expect(notRunReason(one[0]!, one)).toBeNull();
    expect(notRunReason(one[2]!, one)).toBeNull();
    const two = [t(3, "Time Limit Exceeded", true), t(4, "Skipped"), t(8, "Time Limit Exceeded", true)];
    expect(notRunReason(two[1]!, two)).toBe("Stopped after hidden tests 3 and 8 exceeded the time limit.");
    const mixed = [t(3, "Time Limit Exceeded"), t(5, "Time Limit Exceeded", true), t(6, "Skipped")];
    expect(notRunReason(mixed[2]!, mixed)).toBe(
      "Stopped after test 3 and hidden test 5 exceeded the time limit.",
    );
    expect(notRunReason(t(1, "Compilation Error"), [])).toBe(NOT_RUN_DID_NOT_COMPILE);
  });

  test("the headline counts them apart from the tests that ran", () => {
    const testCases = [{ status: "Time Limit Exceeded" }, ...Array(10).fill({ status: "Skipped" })];
    const s = { status: "Time Limit Exceeded" as const, passedCount: 0, totalCount: 11, testCases };
    expect(verdictHeadline(s as never)).toBe("Time Limit Exceeded: 0 / 1 test passed, 10 not run");
    expect(runCounts(testCases)).toEqual({ ranCount: 1, notRunCount: 10 });
    const wa = { status: "Wrong Answer" as const, passedCount: 3, totalCount: 9, testCases: [] };
    expect(verdictHeadline(wa)).toBe("Wrong Answer: 3 / 9 tests passed");
  });
});
