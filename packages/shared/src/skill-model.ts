import type { Difficulty } from "./constants.ts";

/**
 * "The next problem at your level" (issue 27): a Rasch / Elo item-response model on the contest rating scale
 * (docs/learning.md). A learner of skill s solves a problem of difficulty d on one try with probability
 * 1 / (1 + 10^((d − s)/400)): Elo's expected score (Elo 1978), i.e. the Rasch model (Rasch 1960) with its logit
 * scaled by 400/ln 10, so problem ratings and contest ratings are read the same way (a learner rated like a problem
 * solves it half the time on one try). Pure functions: the worker's job fits problems and learners jointly, the API
 * fits one learner with the problems' stored difficulties fixed.
 */

/** Rating points per factor of 10 in the odds (Elo's 400). */
export const RATING_SCALE = 400;
/** The centre of the scale, the contest ratings' newcomer mean (docs/ratings.md), a learner's prior without one. */
export const NEWCOMER_SKILL = 1500;
/** A problem's prior difficulty from its label: one Elo class (300) apart, centred on 1500. */
export const DIFFICULTY_PRIOR: Record<Difficulty, number> = { EASY: 1200, MEDIUM: 1500, HARD: 1800 };
/**
 * Prior strengths in pseudo-observations: a prior counts like this many tries at even odds. A problem needs more
 * than a handful of learners to leave its label (two first-try solves move it about 70 points); a learner's
 * history outweighs their prior after a few problems; a tag's skill leans on the overall skill until the learner
 * has tried several problems of that tag.
 */
export const PROBLEM_PRIOR_WEIGHT = 8;
export const LEARNER_PRIOR_WEIGHT = 4;
export const TAG_PRIOR_WEIGHT = 4;
/**
 * Tries counted per (learner, problem): solved on try k is k − 1 failures then a success, not solved after t tries
 * is t failures, both capped here, so a learner who resubmits twenty near-identical programs does not outweigh
 * twenty learners (later tries are far from independent).
 */
export const MAX_COUNTED_TRIES = 6;

/** Logit per rating point: P = 1 / (1 + e^(−C·(s − d))). */
const C = Math.LN10 / RATING_SCALE;
/** Fisher information of one pseudo-observation at even odds, times C²: a prior's precision per unit of weight. */
const PSEUDO_PRECISION = 0.25 * C * C;
/** One Newton step never moves a rating further than this (a guard for lopsided early rounds). */
const MAX_STEP = 300;

/** P(a learner of skill `skill` solves a problem of difficulty `difficulty` on one try). */
export const solveChance = (skill: number, difficulty: number) =>
  1 / (1 + 10 ** ((difficulty - skill) / RATING_SCALE));

/** One learner's record on one problem: tries up to and including the first Accepted, or all tries if none. */
export type Outcome = { learner: string; problem: string; tries: number; solved: boolean };

/** The Bernoulli trials an outcome stands for. */
export function trialsOf(o: { tries: number; solved: boolean }) {
  const tries = Math.max(1, Math.min(Math.floor(o.tries), MAX_COUNTED_TRIES));
  return o.solved ? { failures: tries - 1, successes: 1 } : { failures: tries, successes: 0 };
}

/** Trials against an opponent of known rating, seen from the side being fitted. */
type Evidence = { opponent: number; failures: number; successes: number };

/**
 * One regularised Newton step for a rating `theta` (a skill: `sign` 1; a difficulty: `sign` −1, where the
 * problem "wins" the learner's failures) under a Gaussian prior (`mean`, `weight` pseudo-observations).
 */
function newtonStep(theta: number, mean: number, weight: number, evidence: Evidence[], sign: 1 | -1) {
  let gradient = -weight * PSEUDO_PRECISION * (theta - mean);
  let curvature = weight * PSEUDO_PRECISION;
  for (const e of evidence) {
    const n = e.failures + e.successes;
    const p = solveChance(sign === 1 ? theta : e.opponent, sign === 1 ? e.opponent : theta);
    gradient += sign * C * (e.successes - n * p);
    curvature += n * p * (1 - p) * C * C;
  }
  const step = gradient / curvature;
  return theta + Math.max(-MAX_STEP, Math.min(MAX_STEP, step));
}

/**
 * A learner's skill given problems of known difficulty: the maximum a posteriori estimate under a Gaussian prior
 * (`prior`, `weight` pseudo-observations). The log-posterior is concave, so Newton converges in a few steps.
 */
export function fitSkill(
  prior: number,
  weight: number,
  results: { difficulty: number; tries: number; solved: boolean }[],
): number {
  const evidence = results.map((r) => ({ opponent: r.difficulty, ...trialsOf(r) }));
  let skill = prior;
  for (let i = 0; i < 50; i++) {
    const next = newtonStep(skill, prior, weight, evidence, 1);
    const done = Math.abs(next - skill) < 0.01;
    skill = next;
    if (done) break;
  }
  return skill;
}

export type FitInput = {
  problems: { id: string; prior: number }[];
  learners: { id: string; prior: number }[];
  outcomes: Outcome[];
  /** Alternating rounds (problems, then learners); each is one Newton step per rating. */
  rounds?: number;
};

/**
 * Problem difficulties and learner skills fitted jointly (joint MAP by block-coordinate Newton: every problem given
 * the learners, then every learner given the problems). The priors pin the scale: without them the ratings could
 * all shift together. Outcomes naming an unknown problem or learner are ignored.
 */
export function fitRatings({ problems, learners, outcomes, rounds = 40 }: FitInput) {
  const difficulty = new Map(problems.map((p) => [p.id, p.prior]));
  const skill = new Map(learners.map((l) => [l.id, l.prior]));
  const problemPrior = new Map(difficulty);
  const learnerPrior = new Map(skill);
  const byProblem = new Map<string, { learner: string; failures: number; successes: number }[]>();
  const byLearner = new Map<string, { problem: string; failures: number; successes: number }[]>();
  for (const o of outcomes) {
    if (!difficulty.has(o.problem) || !skill.has(o.learner)) continue;
    const t = trialsOf(o);
    pushTo(byProblem, o.problem, { learner: o.learner, ...t });
    pushTo(byLearner, o.learner, { problem: o.problem, ...t });
  }
  for (let round = 0; round < rounds; round++) {
    for (const [id, list] of byProblem) {
      const evidence = list.map((e) => ({ ...e, opponent: skill.get(e.learner)! }));
      difficulty.set(
        id,
        newtonStep(difficulty.get(id)!, problemPrior.get(id)!, PROBLEM_PRIOR_WEIGHT, evidence, -1),
      );
    }
    for (const [id, list] of byLearner) {
      const evidence = list.map((e) => ({ ...e, opponent: difficulty.get(e.problem)! }));
      skill.set(id, newtonStep(skill.get(id)!, learnerPrior.get(id)!, LEARNER_PRIOR_WEIGHT, evidence, 1));
    }
  }
  return { difficulty, skill, outcomesPerProblem: new Map([...byProblem].map(([id, l]) => [id, l.length])) };
}

function pushTo<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
