import { describe, expect, test } from "bun:test";
import { displayRating, ELO_MMR_DEFAULTS, type PlayerState, rateContest, type Standing } from "./elo-mmr.ts";
import { newcomer, perfSigmaAndDrift } from "./player-update.ts";
import { prng } from "./seeded-random.ts";
import { TANH_MULTIPLIER } from "./solve.ts";

type Rng = ReturnType<typeof prng>;
const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

function shuffled<T>(rng: Rng, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = int(rng, 0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Real histories: `size` players rated through `rounds` random contests of 5–30 of them (ties included). */
function population(rng: Rng, size: number, rounds: number): PlayerState[] {
  const states: (PlayerState | null)[] = Array.from({ length: size }, () => null);
  for (let r = 0; r < rounds; r++) {
    const field = shuffled(
      rng,
      states.map((_, i) => i),
    ).slice(0, int(rng, 5, Math.min(30, size)));
    const standings = field.map((i) => ({
      id: String(i),
      rank: int(rng, 1, field.length),
      history: states[i] ?? null,
    }));
    for (const p of rateContest(standings)) states[Number(p.id)] = p.after;
  }
  return states.map((s) => s ?? newcomer(ELO_MMR_DEFAULTS));
}

/** A random contest among `histories`, every rank drawn from 1..n (so some tie). */
const randomContest = (rng: Rng, histories: readonly (PlayerState | null)[]): Standing[] =>
  histories.map((history, i) => ({ id: `p${i}`, rank: int(rng, 1, histories.length), history }));

describe("worked examples", () => {
  test("the defaults' performance σ and drift (reference: sig_perf_and_drift; DMOJ's VAR_PER_CONTEST)", () => {
    const { perfSigma, driftVariance } = perfSigmaAndDrift(ELO_MMR_DEFAULTS);
    expect(perfSigma).toBe(200); // √(80² + (200² − 80²)/1)
    expect(driftVariance).toBeCloseTo(1219.047619, 5); // 80⁴ / (200² − 80²)
  });

  test("a newcomer shows 960: μ − 2(σ − σ_limit) = 1500 − 2(350 − 80) (reference: summary.rs)", () => {
    expect(displayRating(newcomer(ELO_MMR_DEFAULTS))).toBe(960);
  });

  test("two newcomers, one wins: derived by hand", () => {
    // After drift σ = √(350² + 1219.0476) = 351.7372; each sees the other as a logistic term of
    // σ_t = √(351.7372² + 200²) = 404.6221, w_out = π/(√3·σ_t), w_arg = w_out/2. The winner's balance equation is
    // 2·(−tanh(z)·w_out) [own term, a tie with itself] + (−tanh(z)·w_out + w_out) [the loser] = 0, so tanh(z) = 1/3
    // and perf = 1500 + atanh(1/3)·2σ_t·√3/π = 1500 + ln 2·σ_t·√3/π = 1654.6272.
    const sigmaT = Math.sqrt(350 ** 2 + 1219.047619 + 200 ** 2);
    const perf = 1500 + (Math.LN2 * sigmaT) / TANH_MULTIPLIER;
    expect(perf).toBeCloseTo(1654.6272, 3);
    const [a, b] = rateContest([
      { id: "a", rank: 1, history: null },
      { id: "b", rank: 2, history: null },
    ]);
    expect(a?.performance).toBe(1655);
    expect(b?.performance).toBe(1345); // the mirror image: 1500 − 154.6272
    // New μ: the zero of (x − 1500)/351.7372² + tanh((x − 1654.6272)·π/(400√3))·π/(200√3), found by 200 bisection
    // steps in Python (an independent check, not this module): 1629.13300708. σ = (351.7372⁻² + 200⁻²)^−½ = 173.8596.
    expect(a?.after.mu).toBeCloseTo(1629.133007, 5);
    expect(b?.after.mu).toBeCloseTo(1370.866993, 5);
    expect(a?.after.sigma).toBeCloseTo(173.8596, 4);
    // Displayed: 1629 − 2(174 − 80) = 1441 and 1371 − 188 = 1183.
    expect(a?.displayRating).toBe(1441);
    expect(b?.displayRating).toBe(1183);
    expect(a?.after.contests).toBe(1);
    expect(a?.after.performances).toHaveLength(1);
  });

  test("everyone tied, or one player: the contest says nothing and is skipped (reference: outcome_free)", () => {
    const [history] = population(prng(1), 8, 6);
    for (const standings of [
      [
        { id: "a", rank: 3, history: null },
        { id: "b", rank: 3, history: history ?? null },
      ],
      [{ id: "a", rank: 1, history: history ?? null }],
    ]) {
      for (const p of rateContest(standings)) {
        expect(p.after).toEqual(p.before);
        expect(p.performance).toBeNull();
      }
    }
    expect(rateContest([])).toEqual([]);
  });

  test("a duplicated id or a rank that is not a number is refused", () => {
    expect(() =>
      rateContest([
        { id: "a", rank: 1, history: null },
        { id: "a", rank: 2, history: null },
      ]),
    ).toThrow(RangeError);
    expect(() => rateContest([{ id: "a", rank: Number.NaN, history: null }])).toThrow(RangeError);
  });

  test("the performance list is capped: the oldest factor joins the prior", () => {
    const params = { ...ELO_MMR_DEFAULTS, maxPerformances: 3 };
    let a: PlayerState | null = null;
    let b: PlayerState | null = null;
    for (let i = 0; i < 5; i++) {
      const [ra, rb] = rateContest(
        [
          { id: "a", rank: 1 + (i % 2), history: a },
          { id: "b", rank: 2 - (i % 2), history: b },
        ],
        params,
      );
      a = ra?.after ?? null;
      b = rb?.after ?? null;
    }
    expect(a?.performances).toHaveLength(3);
    expect(a?.contests).toBe(5);
    expect(a?.prior.sigma).toBeLessThan(ELO_MMR_DEFAULTS.initialSigma);
  });
});

describe("properties over random standings", () => {
  const pool = population(prng(7), 60, 40);

  test("(a) from the same history, a better rank never gives a lower new rating", () => {
    const rng = prng(11);
    for (let trial = 0; trial < 150; trial++) {
      const field = randomContest(rng, shuffled(rng, pool).slice(0, int(rng, 2, 25)));
      const twin = pool[int(rng, 0, pool.length - 1)] ?? null;
      const copies = int(rng, 2, 5);
      for (let c = 0; c < copies; c++)
        field.push({ id: `twin${c}`, rank: int(rng, 1, field.length + 1), history: twin });
      const twins = rateContest(field)
        .filter((p) => p.id.startsWith("twin"))
        .map((p) => ({ ...p, rank: field.find((f) => f.id === p.id)?.rank ?? 0 }))
        .sort((x, y) => x.rank - y.rank);
      for (let i = 1; i < twins.length; i++) {
        const better = twins[i - 1] as (typeof twins)[number];
        const worse = twins[i] as (typeof twins)[number];
        expect(better.after.mu).toBeGreaterThanOrEqual(worse.after.mu - 1e-9);
        expect(better.displayRating).toBeGreaterThanOrEqual(worse.displayRating);
        if (better.rank < worse.rank) expect(better.after.mu).toBeGreaterThan(worse.after.mu);
      }
    }
  });

  test("(b) tied players with equal histories get equal new states", () => {
    const rng = prng(12);
    for (let trial = 0; trial < 150; trial++) {
      const field = randomContest(rng, shuffled(rng, pool).slice(0, int(rng, 1, 25)));
      const twin = rng() < 0.2 ? null : (pool[int(rng, 0, pool.length - 1)] ?? null);
      const rank = int(rng, 1, field.length + 1);
      field.push({ id: "x", rank, history: twin }, { id: "y", rank, history: twin });
      const out = rateContest(field);
      const x = out.find((p) => p.id === "x");
      const y = out.find((p) => p.id === "y");
      expect(x?.after).toEqual(y?.after as PlayerState);
      expect(x?.displayRating).toBe(y?.displayRating as number);
    }
  });

  test("(c) a newcomer's first contest moves them more than a veteran's tenth, at the same place", () => {
    // The veteran's nine contests put them between 4 newcomers ahead and 4 behind, so by symmetry their performance
    // and μ stay at 1500 and only their σ shrinks: the two players differ only in how much they have played.
    let veteran: PlayerState | null = null;
    for (let c = 0; c < 9; c++) {
      const field = Array.from({ length: 8 }, (_, i) => ({
        id: `n${i}`,
        rank: i < 4 ? i + 1 : i + 2,
        history: null,
      }));
      const rated = rateContest([...field, { id: "v", rank: 5, history: veteran }]);
      veteran = rated.find((p) => p.id === "v")?.after ?? null;
    }
    expect(veteran?.contests).toBe(9);
    expect(veteran?.mu).toBeCloseTo(1500, 6);
    const rng = prng(13);
    for (let trial = 0; trial < 100; trial++) {
      const field = randomContest(rng, shuffled(rng, pool).slice(0, int(rng, 1, 25)));
      const rank = int(rng, 1, field.length + 1);
      if (field.every((f) => f.rank === rank)) continue; // all tied: the contest is skipped, nobody moves
      const moved = (history: PlayerState | null) => {
        const me = rateContest([...field, { id: "me", rank, history }]).find((p) => p.id === "me");
        return Math.abs((me?.after.mu ?? 0) - (me?.before.mu ?? 0));
      };
      expect(moved(null)).toBeGreaterThan(moved(veteran));
    }
  });

  test("(d) equal priors: the standings' mirror image mirrors the performances, and newcomers' changes sum to zero", () => {
    // With one history for everyone the contest is symmetric under reversing the order, so rank k performs as far
    // above μ as rank n+1−k performs below it. The new μ mirrors too when the history is only the Gaussian prior
    // (newcomers); a history of logistic factors is not symmetric about μ, and the reference promises no zero sum.
    const rng = prng(14);
    for (let trial = 0; trial < 30; trial++) {
      const n = int(rng, 2, 40);
      const history = rng() < 0.3 ? null : (pool[int(rng, 0, pool.length - 1)] ?? null);
      const out = rateContest(Array.from({ length: n }, (_, i) => ({ id: `p${i}`, rank: i + 1, history })));
      const perf = out.map((p) => (p.after.performances.at(-1)?.mu ?? 0) - p.before.mu);
      for (let k = 0; k < n; k++) expect(perf[k]).toBeCloseTo(-(perf[n - 1 - k] as number), 6);
      if (history !== null) continue;
      const delta = out.map((p) => p.after.mu - p.before.mu);
      for (let k = 0; k < n; k++) expect(delta[k]).toBeCloseTo(-(delta[n - 1 - k] as number), 6);
      expect(delta.reduce((s, d) => s + d, 0)).toBeCloseTo(0, 6);
    }
  });

  test("(e) pure: the same input gives the same output, and the input is not changed", () => {
    const rng = prng(15);
    for (let trial = 0; trial < 20; trial++) {
      const field = randomContest(rng, shuffled(rng, [...pool, null, null]).slice(0, int(rng, 2, 40)));
      const copy = structuredClone(field);
      const first = rateContest(field);
      expect(field).toEqual(copy);
      expect(rateContest(copy)).toEqual(first);
    }
  });

  test("(f) two players: the winner gains and the loser loses, whatever their histories", () => {
    const rng = prng(16);
    for (let trial = 0; trial < 200; trial++) {
      const [a, b] = [pool[int(rng, 0, pool.length - 1)] ?? null, pool[int(rng, 0, pool.length - 1)] ?? null];
      const [win, lose] = rateContest([
        { id: "a", rank: 1, history: a },
        { id: "b", rank: 2, history: b },
      ]);
      expect(win?.after.mu).toBeGreaterThan(win?.before.mu as number);
      expect(lose?.after.mu).toBeLessThan(lose?.before.mu as number);
    }
  });

  test("a contest of 10,000 with histories completes with a finite rating for everyone", () => {
    const rng = prng(17);
    const first = rateContest(
      Array.from({ length: 10_000 }, (_, i) => ({ id: `p${i}`, rank: i + 1, history: null })),
    );
    const out = rateContest(first.map((p) => ({ id: p.id, rank: int(rng, 1, 10_000), history: p.after })));
    expect(out).toHaveLength(10_000);
    for (const p of out) {
      expect(Number.isFinite(p.after.mu) && Number.isFinite(p.after.sigma)).toBe(true);
      expect(p.after.contests).toBe(2);
    }
  }, 300_000);
});
