import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type PlayerState, rateContest, type Standing } from "../worker/src/contests/ratings/elo-mmr.ts";
import { prng } from "../worker/src/contests/ratings/seeded-random.ts";
import { ratingsBenchEnv } from "./env.ts";
import { loadAverage, reportLines } from "./lib/report-lines.ts";

/**
 * `bun run bench:ratings` — issue 26's Elo-MMR (worker/src/contests/ratings, docs/ratings.md): one contest of
 * BENCH_PARTICIPANTS (default 10,000) players, each with BENCH_HISTORY (default 5) rated contests behind them, rated
 * by rateContest, and the floor beside it in the same run: a plain sort of the same standings by rank (what any
 * rating job does at least). Two standings: score and time (nearly every rank distinct, the costly case) and whole
 * points (about 100 tie groups). Rounds alternate the two steps; medians of BENCH_ROUNDS. The algorithm is
 * O(players × distinct ranks), so the figure grows with the square of the field. Figures go to stdout and
 * .tmp/bench-ratings.md.
 */
const { BENCH_ROUNDS: ROUNDS, BENCH_PARTICIPANTS: N, BENCH_HISTORY: HISTORY } = ratingsBenchEnv();
const root = new URL("..", import.meta.url).pathname;
const { lines, log } = reportLines();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const rng = prng(26);

/**
 * Scores out of 100 skewed by a hidden skill, so that histories and standings agree more than chance. In whole points
 * about a hundredth of the field shares each score (many ties); with a time tie-break (`exact`) nearly every rank is
 * distinct, which is the costly case: one solve per distinct rank.
 */
const skill = Array.from({ length: N }, () => rng());
const standingsOf = (
  states: readonly (PlayerState | null)[],
  ids: readonly number[],
  exact: boolean,
): Standing[] => {
  const scores = ids
    .map((i) => 100 * (0.6 * (skill[i] as number) + 0.4 * rng()))
    .map(exact ? (x) => x : Math.round);
  const sorted = [...scores].sort((a, b) => b - a);
  const rankOf = new Map<number, number>();
  for (const [k, score] of sorted.entries()) if (!rankOf.has(score)) rankOf.set(score, k + 1);
  return ids.map((i, k) => ({
    id: `u${i}`,
    rank: rankOf.get(scores[k] as number) as number,
    history: states[i] ?? null,
  }));
};

// Histories: HISTORY rounds of contests of 100 (the field reshuffled each round), cheap next to one of N.
const states: (PlayerState | null)[] = Array.from({ length: N }, () => null);
const setupStarted = performance.now();
for (let round = 0; round < HISTORY; round++) {
  const ids = Array.from({ length: N }, (_, i) => i).sort(() => rng() - 0.5);
  for (let at = 0; at < N; at += 100) {
    for (const p of rateContest(standingsOf(states, ids.slice(at, at + 100), false)))
      states[Number(p.id.slice(1))] = p.after;
  }
}
const setupSeconds = (performance.now() - setupStarted) / 1000;
const everyone = Array.from({ length: N }, (_, i) => i);

log(`# bench:ratings — ${new Date().toISOString()}, load ${loadAverage()}, ${ROUNDS} rounds`);
log(`${N} participants, ${HISTORY} rated contests of history each (built in ${setupSeconds.toFixed(1)} s)`);
log(
  `| standings | distinct ranks | plain sort by rank (floor) | rateContest (Elo-MMR) | rounds (rateContest) | ratio |`,
);
log(`|---|---|---|---|---|---|`);
for (const exact of [true, false]) {
  const contest = standingsOf(states, everyone, exact);
  const sorted: number[] = [];
  const rated: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let t = performance.now();
    const bySort = [...contest].sort((a, b) => a.rank - b.rank);
    sorted.push(performance.now() - t);
    t = performance.now();
    const out = rateContest(contest);
    rated.push(performance.now() - t);
    if (bySort.length !== N || out.length !== N) throw new Error("lost a participant");
  }
  const [s, r] = [median(sorted), median(rated)];
  log(
    `| ${exact ? "score + time" : "whole points"} | ${new Set(contest.map((p) => p.rank)).size} | ${s.toFixed(2)} ms | ${(r / 1000).toFixed(2)} s | ${rated.map((x) => (x / 1000).toFixed(2)).join(", ")} s | ${(r / s).toFixed(0)}× |`,
  );
}
mkdirSync(join(root, ".tmp"), { recursive: true });
writeFileSync(join(root, ".tmp", "bench-ratings.md"), `${lines.join("\n")}\n`);
