import type { SimUser } from "./load.ts";

/** Pages a signed-in user keeps loading while their code is judged (each one reads Postgres, Redis or both). */
const PAGES = ["/auth/check", "/leaderboard/today", "/problems/get-solved-problems", "/streak"];
/** One page load per user every 2 s: with 20 users, ~10 requests a second arrive during any outage. */
const EVERY_MS = 2000;

/**
 * Background page loads for the whole scenario, so an outage always meets fresh requests (clicks alone may all be
 * waiting on verdicts for the whole outage). Their answers are recorded and judged like any other.
 */
export function browse(users: SimUser[]) {
  let stopped = false;
  const loops = users.map(async (u, i) => {
    await Bun.sleep((EVERY_MS * i) / users.length);
    for (let k = i; !stopped; k++) {
      const next = Date.now() + EVERY_MS;
      await u.http.call(PAGES[k % PAGES.length]!);
      await Bun.sleep(Math.max(0, next - Date.now()));
    }
  });
  return async () => {
    stopped = true;
    await Promise.all(loops);
  };
}
