/** Milliseconds on one monotonic-enough clock for every figure of a run (Date.now: comparable with DB times). */
export const now = () => Date.now();

/** Polls `probe` every `everyMs` until it is true or `deadline` (epoch ms) passes; returns when it became true. */
export async function waitUntil(probe: () => Promise<boolean> | boolean, deadline: number, everyMs = 100) {
  for (;;) {
    const ok = await Promise.resolve()
      .then(probe)
      .catch(() => false);
    if (ok) return now();
    if (now() > deadline) return null;
    await Bun.sleep(everyMs);
  }
}

export const seconds = (ms: number | null | undefined) => (ms == null ? "—" : `${(ms / 1000).toFixed(1)} s`);
