import type { JudgePolicy, TestStatus, Verdict } from "@grindstone/shared";

/**
 * A scoring problem's score from its tests' results (issue 24, "Scoring problems"; the problem package format's
 * "Result aggregation"). Pure: the caller hands in the policy's groups and one result per test, in test order.
 * - a test earns a fraction of its share: 1 when it passed, 0 when it failed, or (partialCredit) the checker's
 *   fraction, clamped to 0..1, for a test its checker judged (Accepted, or Wrong Answer with testlib's points); a
 *   test that failed to run earns 0 (the format: "the score of a failed
 *   test case is always 0");
 * - `sum`: the group's points × the mean of its tests' fractions; `min`: points × the smallest fraction (all or
 *   nothing without partial credit);
 * - a group whose `requirePass` group was not passed in full (each of its tests accepted) scores 0;
 * - tests in no group (the samples) score nothing; the score is rounded to 6 decimals.
 */

export type TestScoreInput = { passed: boolean; fraction?: number; status: TestStatus };
export type GroupScore = { name: string; score: number; points: number; passed: boolean };
export type ScoreResult = { score: number; maxScore: number; groups: GroupScore[] };

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

export function scoreTests(
  policy: Pick<JudgePolicy, "groups"> & { partialCredit?: boolean },
  tests: readonly TestScoreInput[],
): ScoreResult {
  const fractionOf = (position: number): number => {
    const t = tests[position];
    // A test the run never reached (results cut short) earns nothing.
    if (t === undefined) return 0;
    // With partial credit the checker's fraction is what a checked test earns: Kattis reads score.txt of an accepted
    // test, testlib's points (exit 7) come with a test it did not accept in full. A test that failed to run earns 0.
    const checked = t.passed || t.status === "Wrong Answer";
    if (policy.partialCredit === true && t.fraction !== undefined && checked) return clamp01(t.fraction);
    return t.passed ? 1 : 0;
  };
  const passedInFull = new Map<string, boolean>();
  const groups = policy.groups.map((g): GroupScore => {
    const fractions = g.tests.map(fractionOf);
    const passed = g.tests.every((p) => tests[p]?.passed === true);
    passedInFull.set(g.name, passed);
    const earned =
      g.aggregation === "min"
        ? Math.min(...fractions)
        : fractions.reduce((sum, f) => sum + f, 0) / Math.max(1, fractions.length);
    const blocked = g.requirePass !== undefined && passedInFull.get(g.requirePass) !== true;
    return { name: g.name, score: blocked ? 0 : round6(g.points * earned), points: g.points, passed };
  });
  return {
    score: round6(groups.reduce((sum, g) => sum + g.score, 0)),
    maxScore: round6(policy.groups.reduce((sum, g) => sum + g.points, 0)),
    groups,
  };
}

/**
 * A scoring submission's verdict: Accepted only at full score; otherwise the first failing test's verdict by
 * position. A Skipped test follows the time-limit failure that caused it, so it is never the verdict itself (as in
 * runners/verdict.ts overallVerdict). Every test accepted yet short of full score (partial credit): Wrong Answer.
 */
export function overallVerdictForScore(
  result: Pick<ScoreResult, "score" | "maxScore">,
  tests: readonly TestScoreInput[],
): Verdict {
  if (result.score >= result.maxScore) return "Accepted";
  const failed = tests.find((t) => !t.passed && t.status !== "Skipped");
  if (failed) return failed.status as Verdict;
  return tests.some((t) => !t.passed) ? "Time Limit Exceeded" : "Wrong Answer";
}
