import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { contestProblems, contests } from "../schema/contests.ts";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Windows relative to now, so a fresh site always shows one contest in each state. */
const DEMO_CONTESTS = [
  {
    slug: "demo-upcoming",
    title: "Weekend Warm-up",
    difficulty: "EASY",
    window: (now: number) => [now + 3 * DAY, now + 3 * DAY + 2 * HOUR],
  },
  {
    slug: "demo-live",
    title: "Grindstone Open",
    difficulty: "MEDIUM",
    window: (now: number) => [now - HOUR, now + 14 * DAY],
  },
  {
    slug: "demo-ended",
    title: "Launch Sprint",
    difficulty: "HARD",
    window: (now: number) => [now - 3 * DAY, now - 3 * DAY + 2 * HOUR],
  },
] as const;

/** Where each demo contest's three problems start in the seed order. */
const PICKS = [0, 10, 13];

const stateOf = (start: Date, end: Date, now: number) =>
  now < start.getTime() ? "upcoming" : now < end.getTime() ? "live" : "ended";

/**
 * Creates the three demo contests once. On later starts a demo contest whose state has drifted (the "live" one
 * ended, the "upcoming" one started) gets a fresh window; contests not created by the seed are never touched.
 */
export async function seedContests(db: Db, adminId: string, problemIds: string[], now = Date.now()) {
  for (const [i, c] of DEMO_CONTESTS.entries()) {
    const [start, end] = c.window(now).map((t) => new Date(t)) as [Date, Date];
    const intended = c.slug.replace("demo-", "");
    const [existing] = await db.select().from(contests).where(eq(contests.slug, c.slug));
    if (existing) {
      if (stateOf(existing.startTime, existing.endTime, now) !== intended) {
        // The scheduler's phase follows the new window, already announced: the old phase could be ahead of it
        // (an ended demo contest moved back to live), and transitions only move forward.
        const phase = intended.toUpperCase();
        await db
          .update(contests)
          .set({ startTime: start, endTime: end, phase, announcedPhase: phase, updatedAt: new Date(now) })
          .where(eq(contests.id, existing.id));
      }
      continue;
    }
    const [row] = await db
      .insert(contests)
      .values({
        slug: c.slug,
        title: c.title,
        description: `${c.title}: a timed set of classic problems. Solve as many as you can before the clock runs out.`,
        difficulty: c.difficulty,
        startTime: start,
        endTime: end,
        phase: intended.toUpperCase(),
        announcedPhase: intended.toUpperCase(),
        createdBy: adminId,
      })
      .returning({ id: contests.id });
    // The LIVE contest locks its problems' discussions and hints (issue 22): it holds problems no practice flow
    // of the browser suite leans on.
    const picked = problemIds.slice(PICKS[i]!, PICKS[i]! + 3);
    if (picked.length > 0) {
      await db
        .insert(contestProblems)
        .values(picked.map((problemId, position) => ({ contestId: row!.id, problemId, position })));
    }
  }
}
