import { expect, test } from "bun:test";
import { cumulativeByDifficulty, duration, percent, tagSeries, weekLabel } from "./analytics-series.ts";

test("running totals per difficulty", () => {
  expect(
    cumulativeByDifficulty([
      { week: "2026-03-02", easy: 1, medium: 1, hard: 0, total: 2 },
      { week: "2026-03-09", easy: 0, medium: 0, hard: 1, total: 3 },
    ]),
  ).toEqual([
    { week: "2026-03-02", easy: 1, medium: 1, hard: 0 },
    { week: "2026-03-09", easy: 1, medium: 1, hard: 1 },
  ]);
});

test("tag series keys are positional", () => {
  const series: Record<string, unknown>[] = tagSeries({
    tags: ["A", "B"],
    weeks: [{ week: "2026-03-02", totals: [2, 1] }],
  });
  expect(series).toEqual([{ week: "2026-03-02", t0: 2, t1: 1 }]);
});

test("formats", () => {
  expect(percent(0.6)).toBe("60%");
  expect(percent(2 / 3)).toBe("66.7%");
  expect(duration(31.5)).toBe("31.5 min");
  expect(duration(150)).toBe("2.5 h");
  expect(duration(1440)).toBe("1 day");
  expect(weekLabel("2026-03-02")).toBe("Mar 2, 2026");
});
