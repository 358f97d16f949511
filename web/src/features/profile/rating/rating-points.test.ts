import { expect, test } from "bun:test";
import { ratingDomain, ratingPoints } from "./rating-points.ts";

const contest = (id: string, endTime: string, oldRating: number, newRating: number) => ({
  contestId: id,
  title: `Contest ${id}`,
  endTime,
  rank: 1,
  oldRating,
  newRating,
});

test("points are ordered by the contest's end and carry the signed change", () => {
  const points = ratingPoints([
    contest("b", "2026-02-01T10:00:00.000Z", 1100, 1050),
    contest("a", "2026-01-01T10:00:00.000Z", 960, 1100),
  ]);
  expect(points.map((p) => p.contestId)).toEqual(["a", "b"]);
  expect(points.map((p) => p.delta)).toEqual([140, -50]);
  expect(points[0]?.at).toBe(Date.parse("2026-01-01T10:00:00.000Z"));
});

test("contests that end together keep the API's order", () => {
  const at = "2026-01-01T10:00:00.000Z";
  const points = ratingPoints([contest("x", at, 960, 1000), contest("y", at, 1000, 990)]);
  expect(points.map((p) => p.contestId)).toEqual(["x", "y"]);
});

test("the y range covers old and new ratings with a margin, in hundreds", () => {
  const points = ratingPoints([contest("a", "2026-01-01T10:00:00.000Z", 960, 1123)]);
  expect(ratingDomain(points)).toEqual([900, 1200]);
  expect(ratingDomain([])).toEqual([0, 100]);
});
