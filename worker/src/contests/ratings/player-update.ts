import type { EloMmrParams, Gaussian, PlayerState } from "./elo-mmr.ts";
import { robustAverage, type TanhTerm, tanhTerm, termWeight } from "./solve.ts";

/** One player's state between and through contests: the per-player half of Elo-MMR (docs/ratings.md). */

export function newcomer(params: EloMmrParams): PlayerState {
  const g = { mu: params.initialMu, sigma: params.initialSigma };
  return { ...g, prior: g, performances: [], contests: 0 };
}

/**
 * The performance σ and the variance of the drift one contest adds (the reference's sig_perf_and_drift): the drift
 * is chosen so that a player who plays every contest has σ converge to sigmaLimit. With the defaults: 200 and
 * 80⁴/(200² − 80²) ≈ 1219.05 (the VAR_PER_CONTEST of DMOJ's port).
 */
export function perfSigmaAndDrift(params: EloMmrParams): { perfSigma: number; driftVariance: number } {
  const limitSq = params.sigmaLimit ** 2;
  const excessBetaSq = (params.beta ** 2 - limitSq) / params.weight;
  return { perfSigma: Math.sqrt(limitSq + excessBetaSq), driftVariance: limitSq ** 2 / excessBetaSq };
}

/**
 * Skill may have changed since the last contest: widen σ by the drift, and move the matching share of the old
 * performances' weight into the Gaussian prior, centred on the current μ (the reference's add_noise_best). Old
 * results thereby count for less, and the state stays a prior plus a bounded list of factors.
 */
export function addNoise(state: PlayerState, driftVariance: number, transferSpeed: number): PlayerState {
  const sigma = Math.sqrt(state.sigma ** 2 + driftVariance);
  const decay = (state.sigma / sigma) ** 2;
  const transfer = decay ** transferSpeed;
  const wPrior = state.prior.sigma ** -2;
  const wKept = transfer * wPrior;
  const wMoved = (1 - transfer) * (wPrior + state.performances.reduce((s, t) => s + termWeight(t), 0));
  const wTotal = wKept + wMoved;
  return {
    mu: state.mu,
    sigma,
    prior: { mu: (wKept * state.prior.mu + wMoved * state.mu) / wTotal, sigma: (decay * wTotal) ** -0.5 },
    performances: state.performances.map((t) => ({ ...t, wOut: t.wOut * transfer * decay })),
    contests: state.contests,
  };
}

/**
 * Add a contest's performance as a logistic factor and find the new μ where the prior's and the factors' pulls
 * balance (the reference's update_rating_with_logistic). The oldest factor past the cap joins the prior with its
 * weight kept, as the reference chooses. σ shrinks as a Gaussian update would.
 */
export function addPerformance(state: PlayerState, perf: Gaussian, params: EloMmrParams): PlayerState {
  let prior = state.prior;
  let performances = state.performances;
  if (performances.length >= params.maxPerformances) {
    const [oldest, ...rest] = performances as [TanhTerm, ...TanhTerm[]];
    const wn = prior.sigma ** -2;
    const wl = termWeight(oldest);
    prior = { mu: (wn * prior.mu + wl * oldest.mu) / (wn + wl), sigma: (wn + wl) ** -0.5 };
    performances = rest;
  }
  performances = [...performances, tanhTerm(perf.mu, perf.sigma)];
  const wPrior = prior.sigma ** -2;
  const mu = robustAverage(performances, -prior.mu * wPrior, wPrior, state.mu);
  const sigma = (state.sigma ** -2 + perf.sigma ** -2) ** -0.5;
  return { mu, sigma, prior, performances, contests: state.contests + 1 };
}
