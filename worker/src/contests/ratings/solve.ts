/**
 * Numerical helpers of Elo-MMR (docs/ratings.md): the logistic ("tanh") terms the algorithm sums, and the safeguarded
 * Newton solver that finds their zero. Written after the reference implementation's numerical.rs and
 * systems/common/mod.rs (github.com/EbTech/Elo-MMR, multi-skill/src).
 */

/**
 * π/√3: a logistic distribution with scale σ·√3/π has standard deviation σ, so a rating (μ, σ) becomes the term
 * tanh((x − μ)·w_arg)·w_out with w_out = TANH_MULTIPLIER/σ and w_arg = w_out/2 (the reference's TANH_MULTIPLIER).
 */
export const TANH_MULTIPLIER = Math.PI / Math.sqrt(3);

/**
 * One logistic factor: a past performance (the opponents' terms in a contest are the same shape). w_out is kept
 * apart from w_arg because the noise added between contests shrinks a factor's weight (w_out) without changing its
 * shape (w_arg), as the reference's TanhTerm does.
 */
export interface TanhTerm {
  mu: number;
  wArg: number;
  wOut: number;
}

export function tanhTerm(mu: number, sigma: number): TanhTerm {
  const w = TANH_MULTIPLIER / sigma;
  return { mu, wArg: w / 2, wOut: w };
}

/** The precision (1/σ²) a term stands for: for a fresh term of σ this is exactly 1/σ². */
export const termWeight = (t: TanhTerm) => (t.wArg * t.wOut * 2) / TANH_MULTIPLIER ** 2;

/**
 * Ratings and performances are searched in (−6000, 9000), the reference's bounds: far outside any rating a person
 * reaches (the reference starts everyone at 1500), so the zero is always inside.
 */
export const SEARCH_BOUNDS: readonly [number, number] = [-6000, 9000];

/**
 * The zero of a function f with one sign change inside bounds, given its value and slope:
 * Newton's steps, each clamped to the bracket that the previous values proved holds the zero and to at most 3/4 of
 * it, so a flat tanh tail cannot throw the guess out (the reference's solve_newton). The reference goes on until the
 * bracket cannot shrink (full double precision); we stop once a step is under 1e-9 rating points, which changes no
 * displayed digit and saves about a third of the steps (each is a pass over every player). `start` lets a caller
 * begin next to a neighbour's answer, which saves most steps and changes nothing else. MAX_STEPS guards against NaN.
 */
const MAX_STEPS = 200;
const TOLERANCE = 1e-9;

export function solveNewton(
  f: (x: number) => [value: number, slope: number],
  start?: number,
  [low, high]: readonly [number, number] = SEARCH_BOUNDS,
): number {
  let lo = low;
  let hi = high;
  let guess = start !== undefined && start > lo && start < hi ? start : (lo + hi) / 2;
  for (let step = 0; step < MAX_STEPS; step++) {
    const [value, slope] = f(guess);
    const next = guess - value / slope;
    if (Math.abs(next - guess) <= TOLERANCE) return next;
    if (next < guess) {
      hi = guess;
      guess = Math.min(Math.max(next, hi - 0.75 * (hi - lo)), hi);
    } else {
      lo = guess;
      guess = Math.min(Math.max(next, lo), lo + 0.75 * (hi - lo));
    }
    if (lo >= guess || guess >= hi) return guess;
  }
  return guess;
}

/**
 * The zero of offset + slope·x + Σ tanh((x − μᵢ)·w_argᵢ)·w_outᵢ: a player's new mean, the point where the pull of
 * their Gaussian prior (slope = its precision) balances the pulls of their logistic performances. The tanh tails
 * flatten, so one wild performance pulls with a bounded force: Elo-MMR's robustness to a single bad day.
 */
export function robustAverage(
  terms: readonly TanhTerm[],
  offset: number,
  slope: number,
  start?: number,
): number {
  return solveNewton((x) => {
    let value = offset + slope * x;
    let deriv = slope;
    for (const t of terms) {
      const th = Math.tanh((x - t.mu) * t.wArg);
      value += th * t.wOut;
      deriv += (1 - th * th) * t.wArg * t.wOut;
    }
    return [value, deriv];
  }, start);
}
