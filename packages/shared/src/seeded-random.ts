/**
 * mulberry32: a small seeded PRNG, so random inputs are the same on every run (the rating tests, bench:ratings, the
 * suggestions' simulated learners). Not for anything that must be unpredictable.
 */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
