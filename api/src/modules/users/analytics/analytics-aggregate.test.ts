import { expect, test } from "bun:test";
import type { SolvedRow } from "./analytics.queries.ts";
import { solvedOverTime, timeToAc, weekStartMs } from "./analytics-aggregate.ts";

const ms = (iso: string) => new Date(iso).getTime();
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

test("a week is named by its UTC Monday, Sunday late included", () => {
  expect(day(weekStartMs(ms("2026-03-16T00:00:00Z")))).toBe("2026-03-16");
  expect(day(weekStartMs(ms("2026-03-22T23:59:59.999Z")))).toBe("2026-03-16");
  expect(day(weekStartMs(ms("2026-03-23T00:00:00Z")))).toBe("2026-03-23");
  expect(day(weekStartMs(ms("2027-01-01T12:00:00Z")))).toBe("2026-12-28");
});

const row = (solvedAt: string, firstAt: string | null, acAt: string | null): SolvedRow => ({
  difficulty: "EASY",
  tags: [],
  solvedAt: new Date(solvedAt),
  firstAtMs: firstAt ? ms(firstAt) : null,
  acAtMs: acAt ? ms(acAt) : null,
  attempts: acAt ? 1 : 0,
});

test("weeks without solves are kept, up to the current week", () => {
  const weeks = solvedOverTime([row("2026-03-02T10:00:00Z", null, null)], ms("2026-03-18T00:00:00Z"));
  expect(weeks.map((w) => [w.week, w.easy, w.total])).toEqual([
    ["2026-03-02", 1, 1],
    ["2026-03-09", 0, 1],
    ["2026-03-16", 0, 1],
  ]);
});

test("bucket edges: exactly 5 minutes is 5–30, exactly 7 days is over 7 days; a solve without an Accepted row is left out", () => {
  const got = timeToAc([
    row("2026-03-02T10:05:00Z", "2026-03-02T10:00:00Z", "2026-03-02T10:05:00Z"),
    row("2026-03-09T10:00:00Z", "2026-03-02T10:00:00Z", "2026-03-09T10:00:00Z"),
    row("2026-03-09T10:00:00Z", null, null),
  ]);
  expect(got.problems).toBe(2);
  expect(got.medianMinutes).toBe((5 + 7 * 24 * 60) / 2);
  expect(got.buckets.filter((b) => b.problems > 0).map((b) => b.key)).toEqual(["5m-30m", "7d-plus"]);
});
