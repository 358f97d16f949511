/**
 * Deterministic pseudo-random integers in [lo, hi] (32-bit LCG, high bits): large seed test cases are generated,
 * never stored, and must come out identical on every machine and every run.
 */
export function makeRandom(seed: number): (lo: number, hi: number) => number {
  let state = seed >>> 0;
  return (lo, hi) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return lo + Math.floor((state / 4294967296) * (hi - lo + 1));
  };
}
