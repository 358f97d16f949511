import type { PlayerState, Standing } from "./elo-mmr.ts";
import { SEARCH_BOUNDS, solveNewton, type TanhTerm, tanhTerm } from "./solve.ts";

/**
 * Step 3 of rateContest (elo-mmr.ts): one Newton solve per distinct rank, best first, each starting from the previous rank's
 * answer (performance falls with rank, so the answer is near). The rank-dependent part of the sum is a constant
 * (Σ w_out of those behind − Σ w_out of those ahead) plus the tied players' terms once more, so each evaluation is
 * one pass over all players: O(players × distinct ranks × Newton steps).
 */
export function performances(
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
