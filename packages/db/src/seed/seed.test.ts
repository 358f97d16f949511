import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { DEMO_TAG, DIFFICULTIES } from "@grindstone/shared";
import { testEnvSource } from "@grindstone/shared/env";
import { and, asc, desc, eq, inArray, like } from "drizzle-orm";
import { createDb } from "../client.ts";
import { migrateDatabase } from "../migrate.ts";
import { getContestScoring, refreshContestCell } from "../queries/contest-scores.ts";
import { contestProblems, contestRegistrations, contestStandings, contests } from "../schema/contests.ts";
import { problems } from "../schema/problems.ts";
import { users } from "../schema/users.ts";
import { SAMPLE_EMAIL_DOMAIN } from "./accounts.ts";
import { SEED_CONTESTS } from "./contest-defs.ts";
import { seedDatabase } from "./index.ts";

const env = testEnvSource({}) as Record<string, string>;
const { db, sql } = createDb(env.DATABASE_URL!);
beforeAll(() => migrateDatabase(env.DATABASE_URL!));
afterAll(() => sql.end());

const MINUTE = 60_000;
const seed = (now: number) =>
  seedDatabase(db, { adminEmail: "admin@grindstone.dev", adminPassword: "admin12345", now });
const contestBySlug = async (slug: string) =>
  (await db.select().from(contests).where(eq(contests.slug, slug)))[0]!;
const stateAt = (c: { startTime: Date; endTime: Date }, now: number) =>
  now < c.startTime.getTime() ? "upcoming" : now < c.endTime.getTime() ? "live" : "ended";

/** The board as a person reads it: names in rank order (solved desc, penalty asc), with solved and penalty. */
async function board(contestId: string) {
  return db
    .select({ name: users.name, solved: contestStandings.solved, penalty: contestStandings.penalty })
    .from(contestStandings)
    .innerJoin(users, eq(users.id, contestStandings.userId))
    .where(eq(contestStandings.contestId, contestId))
    .orderBy(desc(contestStandings.solved), asc(contestStandings.penalty), asc(users.name));
}

describe("seed", () => {
  const t0 = Date.now();

  test("running it twice gives the same contests and standings, and the LIVE one stays live", async () => {
    await seed(t0);
    const first = await Promise.all(SEED_CONTESTS.map((c) => contestBySlug(c.slug)));
    const ended = first.find((c) => c.slug === "demo-ended")!;
    const firstBoard = await board(ended.id);
    await seed(t0 + 10 * MINUTE);
    const second = await Promise.all(SEED_CONTESTS.map((c) => contestBySlug(c.slug)));
    expect(second.map((c) => [c.id, c.startTime, c.endTime])).toEqual(
      first.map((c) => [c.id, c.startTime, c.endTime]),
    );
    expect(await board(ended.id)).toEqual(firstBoard);
    for (const c of SEED_CONTESTS)
      expect(stateAt(await contestBySlug(c.slug), t0 + 10 * MINUTE)).toBe(c.state);
  });

  test("the LIVE contest is two hours long, started half an hour before seeding, and rolls forward once over", async () => {
    const live = await contestBySlug("demo-live");
    expect(live.endTime.getTime() - live.startTime.getTime()).toBe(120 * MINUTE);
    const later = live.endTime.getTime() + 60 * MINUTE;
    await seed(later);
    const rolled = await contestBySlug("demo-live");
    expect(rolled.id).toBe(live.id); // nobody registered: the same row, a new window
    expect(rolled.startTime.getTime()).toBe(later - 30 * MINUTE);
    expect(stateAt(rolled, later)).toBe("live");
    expect(rolled.phase).toBe("LIVE");
  });

  test("a drifted LIVE contest people registered for keeps their results under its own slug", async () => {
    const live = await contestBySlug("demo-live");
    const [someone] = await db.select({ id: users.id }).from(users).limit(1);
    await db.insert(contestRegistrations).values({ contestId: live.id, userId: someone!.id });
    const later = live.endTime.getTime() + 5 * MINUTE;
    await seed(later);
    const [kept] = await db.select().from(contests).where(eq(contests.id, live.id));
    expect(kept!.slug).toBe(`demo-live-${live.startTime.getTime()}`);
    expect(kept!.startTime).toEqual(live.startTime);
    const fresh = await contestBySlug("demo-live");
    expect(fresh.id).not.toBe(live.id);
    expect(stateAt(fresh, later)).toBe("live");
  });

  test("the ENDED contest has believable final standings, exactly what the judge's board write computes", async () => {
    const ended = await contestBySlug("demo-ended");
    expect(await board(ended.id)).toEqual([
      { name: "Mira Okafor", solved: 4, penalty: 126 },
      { name: "Tomasz Wójcik", solved: 4, penalty: 154 },
      { name: "Hana Sato", solved: 3, penalty: 49 },
      { name: "Diego Ramírez", solved: 3, penalty: 78 },
      { name: "Aisha Bello", solved: 3, penalty: 79 },
      { name: "Lukas Berg", solved: 2, penalty: 28 },
      { name: "Priya Nair", solved: 2, penalty: 54 },
      { name: "Sam Carter", solved: 1, penalty: 12 },
      { name: "Inês Duarte", solved: 1, penalty: 32 },
      { name: "Kofi Mensah", solved: 0, penalty: 0 },
    ]);
    // Recomputing every cell from the stored submissions changes nothing.
    const before = await board(ended.id);
    const scoring = (await getContestScoring(db, ended.id))!;
    const cps = await db.select().from(contestProblems).where(eq(contestProblems.contestId, ended.id));
    const standings = await db
      .select({ userId: contestStandings.userId })
      .from(contestStandings)
      .where(eq(contestStandings.contestId, ended.id));
    await db.transaction(async (tx) => {
      for (const s of standings)
        for (const cp of cps) await refreshContestCell(tx, scoring, s.userId, cp.problemId);
    });
    expect(await board(ended.id)).toEqual(before);
    // The sample contestants cannot sign in with anything known and are not counted as learners.
    const samples = await db
      .select()
      .from(users)
      .where(like(users.email, `%@${SAMPLE_EMAIL_DOMAIN}`));
    expect(samples.length).toBeGreaterThanOrEqual(10);
  });

  test("each contest's difficulty is the median of its problems', and descriptions differ", async () => {
    for (const c of SEED_CONTESTS) {
      const row = await contestBySlug(c.slug);
      const ps = await db
        .select({ difficulty: problems.difficulty })
        .from(contestProblems)
        .innerJoin(problems, eq(problems.id, contestProblems.problemId))
        .where(eq(contestProblems.contestId, row.id));
      const ranks = ps.map((p) => DIFFICULTIES.indexOf(p.difficulty)).sort((a, b) => a - b);
      expect(ps).toHaveLength(c.problems.length);
      expect(row.difficulty).toBe(DIFFICULTIES[ranks[Math.floor((ranks.length - 1) / 2)]!]!);
    }
    expect(new Set(SEED_CONTESTS.map((c) => c.description)).size).toBe(SEED_CONTESTS.length);
  });

  test('"Demo" only on Two Sum; the first seed\'s all-"Demo" tags are upgraded, an admin\'s edit is not', async () => {
    const tagged = await db.select({ slug: problems.slug, tags: problems.tags }).from(problems);
    const demo = tagged.filter((p) => p.slug && p.tags.includes(DEMO_TAG)).map((p) => p.slug);
    expect(demo).toEqual(["two-sum"]);
    await db
      .update(problems)
      .set({ tags: [DEMO_TAG, "String", "Trie"] })
      .where(eq(problems.slug, "longest-common-prefix"));
    await db
      .update(problems)
      .set({ tags: [DEMO_TAG, "Edited"] })
      .where(eq(problems.slug, "single-number"));
    await seed(Date.now());
    const after = await db
      .select({ slug: problems.slug, tags: problems.tags })
      .from(problems)
      .where(inArray(problems.slug, ["longest-common-prefix", "single-number"]))
      .orderBy(asc(problems.slug));
    expect(after).toEqual([
      { slug: "longest-common-prefix", tags: ["String", "Trie"] },
      { slug: "single-number", tags: [DEMO_TAG, "Edited"] },
    ]);
    await db
      .update(problems)
      .set({ tags: ["Array", "Bit Manipulation"] })
      .where(and(eq(problems.slug, "single-number")));
  });

  test("a contest of the first seed (its template text, nobody registered) is brought up to date", async () => {
    const old = await contestBySlug("demo-upcoming");
    await db
      .update(contests)
      .set({
        title: "Weekend Warm-up",
        difficulty: "EASY",
        description:
          "Weekend Warm-up: a timed set of classic problems. Solve as many as you can before the clock runs out.",
      })
      .where(eq(contests.id, old.id));
    await seed(Date.now());
    const now = await contestBySlug("demo-upcoming");
    const def = SEED_CONTESTS.find((c) => c.slug === "demo-upcoming")!;
    expect([now.title, now.difficulty, now.description]).toEqual([
      def.title,
      def.difficulty,
      def.description,
    ]);
  });
});
