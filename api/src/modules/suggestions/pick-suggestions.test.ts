import { describe, expect, test } from "bun:test";
import { SUGGESTION_MARGIN } from "@grindstone/shared";
import { type Candidate, pickSuggestions } from "./pick-suggestions.ts";

/** The choosing rules alone (no database): window, order, turns between tags, fallback, newcomer. */
const problem = (
  id: string,
  tag: string,
  rating: number,
  difficulty: Candidate["difficulty"] = "MEDIUM",
) => ({
  id,
  title: id,
  difficulty,
  tags: [tag],
  rating,
});
const skill = {
  overall: 1500,
  tags: [
    { tag: "DP", rating: 1550, solved: 4, attempted: 6 },
    { tag: "Graphs", rating: 1400, solved: 2, attempted: 3 },
  ],
};

describe("pickSuggestions", () => {
  test("only inside (tag skill, tag skill + margin], lowest first, one tag at a time", () => {
    const candidates = [
      problem("dp-at-skill", "DP", 1550),
      problem("dp-1", "DP", 1600),
      problem("dp-2", "DP", 1700),
      problem("dp-too-hard", "DP", 1550 + SUGGESTION_MARGIN + 1),
      problem("g-1", "Graphs", 1450),
      problem("g-2", "Graphs", 1590),
    ];
    const picked = pickSuggestions({ skill, newcomer: false, candidates, limit: 10 });
    expect(picked.map((p) => p.problemId)).toEqual(["dp-1", "g-1", "dp-2", "g-2"]);
    expect(picked[0]).toEqual({
      problemId: "dp-1",
      title: "dp-1",
      difficulty: "MEDIUM",
      difficultyRating: 1600,
      tag: "DP",
      reason: "Rated 1600, just above your 1550 in DP",
    });
  });

  test("the accepted problem's tags go first", () => {
    const candidates = [problem("dp-1", "DP", 1600), problem("g-1", "Graphs", 1450)];
    const picked = pickSuggestions({ skill, newcomer: false, candidates, preferTags: ["Graphs"], limit: 1 });
    expect(picked.map((p) => p.problemId)).toEqual(["g-1"]);
  });

  test("too few in the learner's tags: untried tags above the overall skill, never outside the window", () => {
    const candidates = [
      problem("dp-1", "DP", 1600),
      problem("other", "Math", 1650),
      problem("other-too-hard", "Math", 1750),
      problem("other-too-easy", "Math", 1500),
      // In the overall window, but at the learner's DP skill: judged by that.
      problem("dp-at-skill", "DP", 1550),
    ];
    const picked = pickSuggestions({ skill, newcomer: false, candidates, limit: 5 });
    expect(picked.map((p) => [p.problemId, p.tag])).toEqual([
      ["dp-1", "DP"],
      ["other", null],
    ]);
    expect(picked[1]!.reason).toBe("Rated 1650, just above your overall 1500");
  });

  test("a newcomer gets the easiest, EASY first, told why", () => {
    const candidates = [
      problem("medium-low", "DP", 1100),
      problem("easy-2", "DP", 1250, "EASY"),
      problem("easy-1", "Graphs", 1180, "EASY"),
    ];
    const picked = pickSuggestions({ skill, newcomer: true, candidates, limit: 2 });
    expect(picked.map((p) => p.problemId)).toEqual(["easy-1", "easy-2"]);
    expect(picked[0]!.reason).toBe("New here: an easy start (rated 1180) while we learn your level");
    expect(picked[0]!.tag).toBeNull();
  });
});
