import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { contestProblems, contestRegistrations, contests } from "../schema/contests.ts";
import { problems } from "../schema/problems.ts";
import { SEED_CONTESTS, type SeedContest } from "./contest-defs.ts";
import { seedSampleStandings } from "./contest-standings.ts";

const stateOf = (start: Date, end: Date, now: number) =>
  now < start.getTime() ? "upcoming" : now < end.getTime() ? "live" : "ended";

/** The description every contest of the first seed carried: such a row was never edited, so it may be rewritten. */
const firstSeedDescription = (title: string) =>
  `${title}: a timed set of classic problems. Solve as many as you can before the clock runs out.`;

/**
 * Creates the seeded contests (contest-defs.ts) once and keeps the LIVE and UPCOMING ones in their state: at a start
 * where one has drifted (the LIVE one ended), it gets a fresh window. A drifted contest people registered for is
 * theirs: it keeps its window and results under a new slug, and a fresh one takes the seed's slug. Rows of the
 * first seed (its template description, nobody registered) are brought up to the current definition; any other
 * contest an admin made or edited is never touched.
 */
export async function seedContests(db: Db, adminId: string, now = Date.now()) {
  for (const c of SEED_CONTESTS) await seedContest(db, c, adminId, now);
}

async function seedContest(db: Db, c: SeedContest, adminId: string, now: number) {
  const problemIds = await problemIdsBySlug(db, c.problems);
  const [existing] = await db.select().from(contests).where(eq(contests.slug, c.slug));
  if (!existing) return createContest(db, c, adminId, problemIds, now);
  const registered = await registrations(db, existing.id);
  if (existing.description === firstSeedDescription(existing.title) && registered === 0) {
    await db.transaction(async (tx) => {
      await tx.delete(contestProblems).where(eq(contestProblems.contestId, existing.id));
      await tx.delete(contests).where(eq(contests.id, existing.id));
    });
    return createContest(db, c, adminId, problemIds, now);
  }
  if (c.state === "ended" || stateOf(existing.startTime, existing.endTime, now) === c.state) return;
  if (registered > 0) {
    const day = existing.startTime.toISOString().slice(0, 10);
    await db
      .update(contests)
      .set({ slug: `${c.slug}-${existing.startTime.getTime()}`, title: `${existing.title} (${day})` })
      .where(eq(contests.id, existing.id));
    return createContest(db, c, adminId, problemIds, now);
  }
  const [start, end] = c.window(now).map((t) => new Date(t)) as [Date, Date];
  // The scheduler's phase follows the new window, already announced: the old phase could be ahead of it (an ended
  // contest moved back to live), and transitions only move forward.
  const phase = c.state.toUpperCase();
  await db
    .update(contests)
    .set({ startTime: start, endTime: end, phase, announcedPhase: phase, updatedAt: new Date(now) })
    .where(eq(contests.id, existing.id));
}

async function createContest(db: Db, c: SeedContest, adminId: string, problemIds: string[], now: number) {
  const [start, end] = c.window(now).map((t) => new Date(t)) as [Date, Date];
  const phase = c.state.toUpperCase();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contests)
      .values({
        slug: c.slug,
        title: c.title,
        description: c.description,
        difficulty: c.difficulty,
        freezeMinutes: c.freezeMinutes,
        startTime: start,
        endTime: end,
        phase,
        announcedPhase: phase,
        createdBy: adminId,
        createdAt: new Date(Math.min(now, start.getTime() - 24 * 3_600_000)),
      })
      .onConflictDoNothing()
      .returning({ id: contests.id, startTime: contests.startTime });
    if (!row) return; // another process seeding at the same moment got there first
    if (problemIds.length > 0) {
      await tx
        .insert(contestProblems)
        .values(problemIds.map((problemId, position) => ({ contestId: row.id, problemId, position })));
    }
    if (c.state === "ended") await seedSampleStandings(tx, row, problemIds);
  });
}

/** The seed problems still there, in the definition's order (an admin may have deleted one). */
async function problemIdsBySlug(db: Db, slugs: string[]) {
  const rows = await db
    .select({ id: problems.id, slug: problems.slug })
    .from(problems)
    .where(inArray(problems.slug, slugs));
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  return slugs.flatMap((s) => bySlug.get(s) ?? []);
}

async function registrations(db: Db, contestId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(contestRegistrations)
    .where(and(eq(contestRegistrations.contestId, contestId)));
  return row?.n ?? 0;
}
