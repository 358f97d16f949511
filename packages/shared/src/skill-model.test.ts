import { describe, expect, test } from "bun:test";
import {
  DIFFICULTY_PRIOR,
  fitRatings,
  fitSkill,
  MAX_COUNTED_TRIES,
  type Outcome,
  solveChance,
  trialsOf,
} from "./skill-model.ts";

describe("solveChance", () => {
  test("even odds at equal ratings, 10:1 at 400 points, symmetric", () => {
    expect(solveChance(1500, 1500)).toBeCloseTo(0.5, 12);
    expect(solveChance(1900, 1500)).toBeCloseTo(10 / 11, 12);
    expect(solveChance(1500, 1900)).toBeCloseTo(1 / 11, 12);
    expect(solveChance(1600, 1700) + solveChance(1700, 1600)).toBeCloseTo(1, 12);
  });
});

describe("trialsOf", () => {
  test("solved on try k is k − 1 failures and a success; unsolved is all failures; both capped", () => {
    expect(trialsOf({ tries: 1, solved: true })).toEqual({ failures: 0, successes: 1 });
    expect(trialsOf({ tries: 3, solved: true })).toEqual({ failures: 2, successes: 1 });
    expect(trialsOf({ tries: 2, solved: false })).toEqual({ failures: 2, successes: 0 });
    expect(trialsOf({ tries: 40, solved: true })).toEqual({ failures: MAX_COUNTED_TRIES - 1, successes: 1 });
    expect(trialsOf({ tries: 40, solved: false })).toEqual({ failures: MAX_COUNTED_TRIES, successes: 0 });
  });
});

describe("fitSkill", () => {
  test("no evidence: the prior", () => {
    expect(fitSkill(1620, 4, [])).toBeCloseTo(1620, 6);
  });

  test("solves raise it, failures lower it, and more evidence moves it further", () => {
    const solvedOnce = fitSkill(1500, 4, [{ difficulty: 1500, tries: 1, solved: true }]);
    const solvedMany = fitSkill(
      1500,
      4,
      Array.from({ length: 10 }, () => ({ difficulty: 1500, tries: 1, solved: true })),
    );
    const failed = fitSkill(1500, 4, [{ difficulty: 1500, tries: 3, solved: false }]);
    expect(solvedOnce).toBeGreaterThan(1500);
    expect(solvedMany).toBeGreaterThan(solvedOnce);
    expect(failed).toBeLessThan(1500);
  });

  test("is the maximum a posteriori point: the gradient vanishes there", () => {
    const results = [
      { difficulty: 1300, tries: 1, solved: true },
      { difficulty: 1700, tries: 4, solved: true },
      { difficulty: 1900, tries: 2, solved: false },
    ];
    const s = fitSkill(1500, 4, results);
    const C = Math.LN10 / 400;
    let gradient = -4 * 0.25 * C * C * (s - 1500);
    for (const r of results) {
      const t = trialsOf(r);
      gradient += C * (t.successes - (t.failures + t.successes) * solveChance(s, r.difficulty));
    }
    expect(Math.abs(gradient)).toBeLessThan(1e-6);
  });

  test("with many outcomes it recovers the skill that generated them", () => {
    // Expected counts, not samples: 200 tries at each of five difficulties, successes at the model's rate.
    const truth = 1640;
    const results: { difficulty: number; tries: number; solved: boolean }[] = [];
    for (const d of [1300, 1500, 1700, 1900, 2100]) {
      const wins = Math.round(200 * solveChance(truth, d));
      for (let i = 0; i < 200; i++) results.push({ difficulty: d, tries: 1, solved: i < wins });
    }
    expect(fitSkill(1500, 4, results)).toBeCloseTo(truth, -1);
  });
});

describe("fitRatings", () => {
  test("with no outcomes everything stays at its prior", () => {
    const fit = fitRatings({
      problems: [{ id: "p", prior: DIFFICULTY_PRIOR.HARD }],
      learners: [{ id: "u", prior: 1500 }],
      outcomes: [],
    });
    expect(fit.difficulty.get("p")).toBe(1800);
    expect(fit.skill.get("u")).toBe(1500);
  });

  test("a problem with two solvers stays near its prior", () => {
    const fit = fitRatings({
      problems: [{ id: "p", prior: 1500 }],
      learners: [
        { id: "a", prior: 1500 },
        { id: "b", prior: 1500 },
      ],
      outcomes: [
        { learner: "a", problem: "p", tries: 1, solved: true },
        { learner: "b", problem: "p", tries: 1, solved: true },
      ],
    });
    expect(Math.abs(fit.difficulty.get("p")! - 1500)).toBeLessThan(100);
  });

  test("orders problems by how often and how late they are solved", () => {
    const learners = Array.from({ length: 30 }, (_, i) => ({ id: `u${i}`, prior: 1500 }));
    const outcomes: Outcome[] = [];
    for (const l of learners) {
      outcomes.push({ learner: l.id, problem: "first-try", tries: 1, solved: true });
      outcomes.push({ learner: l.id, problem: "third-try", tries: 3, solved: true });
      outcomes.push({ learner: l.id, problem: "unsolved", tries: 2, solved: false });
    }
    const fit = fitRatings({
      problems: ["first-try", "third-try", "unsolved"].map((id) => ({ id, prior: 1500 })),
      learners,
      outcomes,
    });
    const d = (id: string) => fit.difficulty.get(id)!;
    expect(d("first-try")).toBeLessThan(1500);
    expect(d("third-try")).toBeGreaterThan(d("first-try"));
    expect(d("unsolved")).toBeGreaterThan(d("third-try"));
  });

  test("ignores outcomes of unknown problems or learners", () => {
    const fit = fitRatings({
      problems: [{ id: "p", prior: 1500 }],
      learners: [{ id: "u", prior: 1500 }],
      outcomes: [{ learner: "ghost", problem: "p", tries: 1, solved: true }],
    });
    expect(fit.difficulty.get("p")).toBe(1500);
    expect(fit.outcomesPerProblem.get("p")).toBeUndefined();
  });
});
