import { performances } from "./performances.ts";
import { addNoise, addPerformance, newcomer, perfSigmaAndDrift } from "./player-update.ts";
import type { TanhTerm } from "./solve.ts";

/**
 * Elo-MMR (Ebtekar & Liu, "Elo-MMR: A Rating System for Massive Multiplayer Competitions", WWW 2021), logistic
 * variant, as the reference implementation does it (github.com/EbTech/Elo-MMR, multi-skill/src/systems/elo_mmr.rs
 * and common/player.rs). Pure: standings and histories in, new states out. docs/ratings.md explains it.
 */

export interface Gaussian {
  mu: number;
  sigma: number;
}

/** What a player carries from one rated contest to the next (the reference's Player, minus its event log). */
export interface PlayerState extends Gaussian {
  /** The Gaussian factor: the initial prior with every performance dropped off `performances` folded in. */
  prior: Gaussian;
  /** Logistic factors of the most recent performances, oldest first, at most `maxPerformances` of them. */
  performances: TanhTerm[];
  /** Rated contests so far. */
  contests: number;
}

export interface EloMmrParams {
  /** Newcomer's skill prior: the reference's mu_newbie, sig_newbie (bin/rate.rs, summary.rs). */
  initialMu: number;
  initialSigma: number;
  /** Spread of one performance around skill when the contest weight is 1 (EloMMR::default, β = 200). */
  beta: number;
  /** The σ a player with a long history settles at (EloMMR::default, sig_limit = 80); drift is derived from it. */
  sigmaLimit: number;
  /** A contest's weight: below 1 a contest says less about skill (the reference's ContestRatingParams.weight). */
  weight: number;
  /**
   * How fast old performances hand their weight to the Gaussian prior as noise is added (EloMMRVariant::Logistic(1),
   * the reference default). Infinity collapses to a Gaussian every contest; 0 only shrinks the old weights.
   */
  transferSpeed: number;
  /**
   * Performance factors kept per player; the oldest is folded into the prior past this. The reference's default keeps
   * all and its `default_fast` keeps 100 (its subsample_size): by then transfer has shrunk an old factor to almost no
   * weight, and a bounded state is what we can store.
   */
  maxPerformances: number;
}

export const ELO_MMR_DEFAULTS: Readonly<EloMmrParams> = Object.freeze({
  initialMu: 1500,
  initialSigma: 350,
  beta: 200,
  sigmaLimit: 80,
  weight: 1,
  transferSpeed: 1,
  maxPerformances: 100,
});

export interface Standing {
  id: string;
  /** 1 is best; equal ranks are a tie. Only the order matters, so ranks need not be consecutive. */
  rank: number;
  /** The state after the player's last rated contest, or null for a newcomer. */
  history: PlayerState | null;
}

export interface RatedPlayer {
  id: string;
  before: PlayerState;
  after: PlayerState;
  /** The performance the contest showed (the μ of its new factor), rounded: the reference's perf_score; null when
   * the contest was not rated (everyone tied). */
  performance: number | null;
  displayRating: number;
}

/**
 * The number people see: μ − 2(σ − σ_limit) from μ and σ rounded to integers, as the reference's leaderboard shows
 * it (summary.rs, get_display_rating_from_ints). A conservative estimate: a newcomer shows 960 and climbs towards μ
 * as σ falls to its limit, which rewards taking part.
 */
export function displayRating(state: Gaussian, params: EloMmrParams = ELO_MMR_DEFAULTS): number {
  return Math.round(state.mu) - 2 * (Math.round(state.sigma) - params.sigmaLimit);
}

/**
 * Rate one contest: every player's new state from the standings and their histories (the reference's round_update,
 * logistic variant, every opponent counted: no subsampling). Deterministic: the same input gives the same output.
 *
 * 1. Each state gets one contest's drift (addNoise).
 * 2. Everyone appears to the others as a logistic term of σ² + β², so the contest is a sum of tanh terms.
 * 3. Each distinct rank's performance is the x where the pulls balance: every player who finished worse pulls x up,
 *    every player who finished better pulls it down, each by how surprising that result would be at x. A tie pulls
 *    both ways at once (it counts as the reference's "Equal" term, twice a term's value, not as half a win and half
 *    a loss: split_ties = false). Players with the same rank share one performance, so ties rate equally.
 * 4. The performance becomes a new factor of the player's state (addPerformance).
 *
 * A contest where everyone tied (or with fewer than two players) says nothing about skill: the reference skips it
 * (outcome_free), and so do we: states come back unchanged and performance is null.
 */
export function rateContest(
  players: readonly Standing[],
  params: EloMmrParams = ELO_MMR_DEFAULTS,
): RatedPlayer[] {
  checkStandings(players);
  const before = players.map((p) => p.history ?? newcomer(params));
  const first = players[0]?.rank;
  if (players.every((p) => p.rank === first)) {
    return players.map((p, i) =>
      rated(p.id, before[i] as PlayerState, before[i] as PlayerState, null, params),
    );
  }
  const { perfSigma, driftVariance } = perfSigmaAndDrift(params);
  const noisy = before.map((s) => addNoise(s, driftVariance, params.transferSpeed));
  const perf = performances(players, noisy, perfSigma);
  return players.map((p, i) => {
    const after = addPerformance(
      noisy[i] as PlayerState,
      { mu: perf[i] as number, sigma: perfSigma },
      params,
    );
    return rated(p.id, before[i] as PlayerState, after, perf[i] as number, params);
  });
}

function rated(
  id: string,
  before: PlayerState,
  after: PlayerState,
  perf: number | null,
  params: EloMmrParams,
) {
  const performance = perf === null ? null : Math.round(perf);
  return { id, before, after, performance, displayRating: displayRating(after, params) };
}

function checkStandings(players: readonly Standing[]) {
  const ids = new Set<string>();
  for (const p of players) {
    if (!Number.isFinite(p.rank)) throw new RangeError(`rank of ${p.id} is not a finite number`);
    if (ids.has(p.id)) throw new RangeError(`${p.id} appears twice in the standings`);
    ids.add(p.id);
  }
}
