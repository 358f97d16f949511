import { addNoise, addPerformance, newcomer, perfSigmaAndDrift } from "./player-update.ts";
import { SEARCH_BOUNDS, solveNewton, type TanhTerm, tanhTerm } from "./solve.ts";

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

/**
 * Step 3 of rateContest: one Newton solve per distinct rank, best first, each starting from the previous rank's
 * answer (performance falls with rank, so the answer is near). The rank-dependent part of the sum is a constant
 * (Σ w_out of those behind − Σ w_out of those ahead) plus the tied players' terms once more, so each evaluation is
 * one pass over all players: O(players × distinct ranks × Newton steps).
 */
function performances(
  players: readonly Standing[],
  noisy: readonly PlayerState[],
  perfSigma: number,
): number[] {
  const n = players.length;
  const order = players
    .map((_, i) => i)
    .sort((a, b) => (players[a] as Standing).rank - (players[b] as Standing).rank);
  const mu = new Float64Array(n);
  const wArg = new Float64Array(n);
  const wOut = new Float64Array(n);
  const ahead = new Float64Array(n + 1);
  order.forEach((i, k) => {
    const s = noisy[i] as PlayerState;
    const t: TanhTerm = tanhTerm(s.mu, Math.hypot(s.sigma, perfSigma));
    mu[k] = t.mu;
    wArg[k] = t.wArg;
    wOut[k] = t.wOut;
    ahead[k + 1] = (ahead[k] as number) + t.wOut;
  });
  const total = ahead[n] as number;
  // Players who look the same to the others (every newcomer does) are one term counted several times, as the
  // reference's bucketing does with its exact default width: a first contest of newcomers costs one term per rank.
  const same = new Map<string, number>();
  const terms: number[][] = [[], [], []];
  for (let k = 0; k < n; k++) {
    const key = `${mu[k]}:${wArg[k]}`;
    const at = same.get(key);
    if (at === undefined) {
      same.set(key, (terms[0] as number[]).length);
      (terms[0] as number[]).push(mu[k] as number);
      (terms[1] as number[]).push(wArg[k] as number);
      (terms[2] as number[]).push(wOut[k] as number);
    } else (terms[2] as number[])[at] = ((terms[2] as number[])[at] as number) + (wOut[k] as number);
  }
  const [allMu, allArg, allOut] = terms.map((t) => Float64Array.from(t)) as [
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  const sum = (
    x: number,
    m: Float64Array,
    a: Float64Array,
    o: Float64Array,
    from: number,
    to: number,
    acc: number[],
  ) => {
    for (let j = from; j < to; j++) {
      const th = Math.tanh((x - (m[j] as number)) * (a[j] as number));
      acc[0] = (acc[0] as number) - th * (o[j] as number);
      acc[1] = (acc[1] as number) - (1 - th * th) * (a[j] as number) * (o[j] as number);
    }
    return acc;
  };
  const perf = new Array<number>(n);
  let guess: number | undefined;
  for (let start = 0; start < n; ) {
    const rank = (players[order[start] as number] as Standing).rank;
    let end = start + 1;
    while (end < n && (players[order[end] as number] as Standing).rank === rank) end++;
    const pull = total - (ahead[end] as number) - (ahead[start] as number);
    const from = start;
    const to = end;
    guess = solveNewton(
      (x) =>
        sum(x, mu, wArg, wOut, from, to, sum(x, allMu, allArg, allOut, 0, allMu.length, [pull, 0])) as [
          number,
          number,
        ],
      guess,
      SEARCH_BOUNDS,
    );
    for (let k = start; k < end; k++) perf[order[k] as number] = guess;
    start = end;
  }
  return perf;
}
