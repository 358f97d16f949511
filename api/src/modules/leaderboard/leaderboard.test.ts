import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { solveDays, solvedProblems } from "@grindstone/db";
import { leaderboardKey, solvedDayKey } from "@grindstone/shared/server";
import { createTestApp, seededProblem, signUp } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Writes solves the way the worker's verdict transaction does, at chosen instants. */
async function solveAt(userId: string, slug: string, at: Date) {
  const problem = await seededProblem(t.ctx, slug);
  await t.ctx.db.insert(solvedProblems).values({ userId, problemId: problem.id, solvedAt: at });
  await t.ctx.db
    .insert(solveDays)
    .values({ userId, day: at.toISOString().slice(0, 10) })
    .onConflictDoNothing();
}

describe("leaderboard and streak across a UTC midnight (injected clock)", () => {
  test("today's board is rebuilt from Postgres when its key is missing, ranks by count then by who got there first", async () => {
    // A day of its own per run (the board is exact, and the test database may already hold earlier runs' solves).
    const dayStart = Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 20_000) * 86_400_000;
    const day = new Date(dayStart).toISOString().slice(0, 10);
    const yesterdayLate = new Date(dayStart - 1000);
    const a = await signUp(t.app, { name: "Ada" });
    const b = await signUp(t.app, { name: "Bea" });
    const c = await signUp(t.app, { name: "Cyd" });
    await solveAt(a.user.id, "two-sum", new Date(`${day}T08:00:00Z`));
    await solveAt(b.user.id, "two-sum", new Date(`${day}T07:00:00Z`));
    await solveAt(b.user.id, "fizz-buzz", new Date(`${day}T09:00:00Z`));
    await solveAt(c.user.id, "two-sum", new Date(`${day}T06:00:00Z`));
    // Yesterday's solve by Ada does not count today.
    await solveAt(a.user.id, "fizz-buzz", yesterdayLate);
    const key = leaderboardKey(t.env.REDIS_PREFIX, day);
    await t.ctx.redis.del(key, `${key}:built`, `${key}:names`);

    t.ctx.clock = () => new Date(`${day}T12:00:00Z`);
    const res = await a.c.get("/leaderboard/today");
    expect(res.status).toBe(200);
    expect(res.json.leaderboard).toEqual([
      { userId: b.user.id, userName: "Bea", solvedCount: 2 },
      { userId: c.user.id, userName: "Cyd", solvedCount: 1 }, // reached 1 at 06:00, before Ada at 08:00
      { userId: a.user.id, userName: "Ada", solvedCount: 1 },
    ]);
    expect(await t.ctx.redis.exists(key)).toBe(1);

    // One second before midnight, "today" is the previous day: only Ada's late solve is on that board.
    t.ctx.clock = () => new Date(dayStart - 500);
    const before = (await a.c.get("/leaderboard/today")).json.leaderboard;
    expect(before).toEqual([{ userId: a.user.id, userName: "Ada", solvedCount: 1 }]);
  });

  test("the streak counts consecutive UTC days ending today, or yesterday until today is over", async () => {
    const u = await signUp(t.app);
    await solveAt(u.user.id, "two-sum", new Date("2033-01-01T23:59:59Z"));
    await solveAt(u.user.id, "fizz-buzz", new Date("2033-01-02T00:00:01Z"));
    await solveAt(u.user.id, "valid-palindrome", new Date("2032-12-30T12:00:00Z"));

    t.ctx.clock = () => new Date("2033-01-02T10:00:00Z");
    expect((await u.c.get("/streak")).json).toEqual({
      solvedDates: ["2032-12-30", "2033-01-01", "2033-01-02"],
      currentStreak: 2,
    });
    // Next day, nothing solved yet: the streak still stands until that day is over.
    t.ctx.clock = () => new Date("2033-01-03T10:00:00Z");
    expect((await u.c.get("/streak")).json.currentStreak).toBe(2);
    t.ctx.clock = () => new Date("2033-01-04T00:00:01Z");
    expect((await u.c.get("/streak")).json.currentStreak).toBe(0);
  });

  test("today's check reads the Redis day set and agrees with Postgres", async () => {
    const u = await signUp(t.app);
    t.ctx.clock = () => new Date("2034-05-06T12:00:00Z");
    const key = solvedDayKey(t.env.REDIS_PREFIX, "2034-05-06");
    await t.ctx.redis.sadd(key, "someone-else"); // the day's set exists, and this user is not in it
    expect((await u.c.get("/streak")).json.currentStreak).toBe(0);
    await solveAt(u.user.id, "two-sum", new Date("2034-05-06T11:00:00Z"));
    await t.ctx.redis.sadd(key, u.user.id); // what the worker does after the verdict commits
    expect((await u.c.get("/streak")).json).toEqual({ solvedDates: ["2034-05-06"], currentStreak: 1 });
    // With the Redis set gone (flushed, restarted), Postgres alone gives the same answer.
    await t.ctx.redis.del(key);
    expect((await u.c.get("/streak")).json).toEqual({ solvedDates: ["2034-05-06"], currentStreak: 1 });
  });
});
