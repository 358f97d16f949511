import { describe, expect, test } from "bun:test";
import {
  fasterThanText,
  figuresText,
  median,
  type PerformanceView,
  percentFasterThan,
  rankPercent,
} from "./performance.ts";

describe("performance figures", () => {
  test("median of odd and even counts, whatever the order", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  test("percentile rank: slower ones count whole, ties half", () => {
    expect(percentFasterThan([10, 20, 30, 40], 25)).toBe(50);
    expect(percentFasterThan([10, 20, 30, 40], 5)).toBe(100);
    expect(percentFasterThan([10, 20, 30, 40], 45)).toBe(0);
    // Identical to every other program: the middle, not an end.
    expect(percentFasterThan([7, 7, 7], 7)).toBe(50);
    expect(percentFasterThan([10, 20, 30], 20)).toBe(50);
    expect(rankPercent(1, 0, 3)).toBe(33.3);
    expect(rankPercent(0, 0, 0)).toBe(0);
  });

  const view: PerformanceView = {
    submissionId: "00000000-0000-4000-8000-000000000000",
    language: "PYTHON",
    status: "MEASURED",
    testCase: 3,
    runs: 5,
    cpuMs: 39,
    cpuMedianMs: 41.2,
    cpuMinMs: 39,
    cpuMaxMs: 44.4,
    wallMs: 45,
    wallMedianMs: 50,
    wallMinMs: 45,
    wallMaxMs: 80,
    referenceCpuMs: 37.5,
    steady: true,
    memoryKb: 10035,
    message: "",
    measuredAt: null,
    fasterThan: { percent: 66.2, low: 58, high: 66.2, compared: 40 },
  };

  test("the result panel's lines", () => {
    expect(fasterThanText(view)).toBe(
      "Faster than 66 % of accepted Python solutions (58–66 % across 5 runs)",
    );
    expect(fasterThanText({ ...view, fasterThan: { percent: 50, low: 50, high: 50.2, compared: 9 } })).toBe(
      "Faster than 50 % of accepted Python solutions (across 5 runs)",
    );
    expect(fasterThanText({ ...view, fasterThan: null })).toBeNull();
    expect(figuresText(view)).toBe("CPU 39 ms, fastest of 5 runs (39–44 ms) on test 3 · memory 9.8 MB");
    expect(figuresText({ ...view, cpuMs: 2.1, cpuMinMs: 2.1, cpuMaxMs: 2.9 })).toBe(
      "CPU 2.1 ms, fastest of 5 runs (2.1–2.9 ms) on test 3 · memory 9.8 MB",
    );
    expect(figuresText({ ...view, steady: null })).toBe(figuresText(view));
    expect(figuresText({ ...view, runs: 8, steady: false })).toBe(
      "CPU 39 ms, fastest of 8 runs (39–44 ms) on test 3 · memory 9.8 MB · the machine was busy throughout",
    );
    expect(figuresText({ ...view, status: "PENDING", cpuMs: null })).toBeNull();
  });
});
