import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  contestCells,
  contestRatingChanges,
  contestRegistrations,
  contestStandings,
  contestSubmissions,
  contests,
  submissions,
} from "@grindstone/db";
import { setContestRated } from "@grindstone/db/queries/contest-ratings";
import { contestRoom } from "@grindstone/shared";
import { and, eq } from "drizzle-orm";
import { insertContest, insertHiddenProblem } from "../../test/contests.ts";
import { createWorkerTestDeps, insertUser } from "../../test/harness.ts";
import { noSandbox } from "../../test/no-sandbox.ts";
import { startSocketFloor, until } from "../../test/socket-floor.ts";
import { displayRating, ELO_MMR_DEFAULTS, type PlayerState, rateContest } from "./elo-mmr.ts";
import { rateDueContests } from "./rating-job.ts";

/**
 * The rating job on real Postgres: contests in rating order, idempotence, un-rating and what follows from it, who
 * counts, and waiting for final standings. Contests here ended in the 1990s (a random day each run), so they are
 * the earliest the job sees; every user is fresh, so other tests' contests never share a participant with them.
 */

let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
let problemId: string;
const base = Date.UTC(1990, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000;
let day = 0;
const NEWCOMER = { mu: ELO_MMR_DEFAULTS.initialMu, sigma: ELO_MMR_DEFAULTS.initialSigma };

beforeAll(async () => {
  h = await createWorkerTestDeps({}, noSandbox);
  problemId = (await insertHiddenProblem(h.deps)).id;
});
afterAll(async () => {
  await h.close();
});

/** An ended contest (the end transition applied), a day after the previous one. */
async function endedContest() {
  const end = new Date(base + ++day * 86_400_000);
  const c = await insertContest(h.deps, {
    startTime: new Date(end.getTime() - 2 * 3600_000),
    endTime: end,
    problemIds: [problemId],
    phase: "ENDED",
  });
  return c.id;
}

type Result = { solved: number; penalty?: number; last?: number; submitted?: boolean };

/** Registers the user with this final standing; `submitted: false` registers without a try. */
async function take(contestId: string, userId: string, r: Result) {
  await h.deps.db.insert(contestRegistrations).values({ contestId, userId });
  await h.deps.db.insert(contestStandings).values({
    contestId,
    userId,
    solved: r.solved,
    penalty: r.penalty ?? 0,
    lastAcceptedSeconds: r.last ?? 0,
  });
  if (r.submitted === false) return;
  const [sub] = await h.deps.db
    .insert(submissions)
    .values({ userId, problemId, contestId, language: "PYTHON", sourceCode: "print(1)", status: "Accepted" })
    .returning();
  await h.deps.db.insert(contestSubmissions).values({ contestId, problemId, userId, submissionId: sub!.id });
}

async function users(n: number) {
  return Promise.all(Array.from({ length: n }, (_, i) => insertUser(h.deps, `Rated ${i}`)));
}

async function changesOf(contestId: string) {
  const rows = await h.deps.db
    .select()
    .from(contestRatingChanges)
    .where(eq(contestRatingChanges.contestId, contestId));
  return new Map(rows.map((r) => [r.userId, r]));
}

async function statusOf(contestId: string) {
  const [row] = await h.deps.db
    .select({ status: contests.ratingStatus, ratedAt: contests.ratedAt })
    .from(contests)
    .where(eq(contests.id, contestId));
  return row!;
}

const outcomeOf = (result: Awaited<ReturnType<typeof rateDueContests>>, id: string) =>
  result.rated.find((o) => o.contestId === id);

describe("rating job", () => {
  test("rates contests in order from stored states, the same numbers as Elo-MMR by hand, and is idempotent", async () => {
    const [ann, bob, cat] = await users(3);
    const a = await endedContest();
    await take(a, ann!.id, { solved: 3, penalty: 50 });
    await take(a, bob!.id, { solved: 2, penalty: 10 });
    await take(a, cat!.id, { solved: 2, penalty: 10 }); // tied with bob
    const b = await endedContest();
    await take(b, cat!.id, { solved: 1, penalty: 5 });
    await take(b, ann!.id, { solved: 0 });

    const first = await rateDueContests(h.deps);
    expect(outcomeOf(first, a)?.status).toBe("RATED");
    expect(outcomeOf(first, b)?.status).toBe("RATED");
    expect(first.rated.findIndex((o) => o.contestId === a)).toBeLessThan(
      first.rated.findIndex((o) => o.contestId === b),
    );

    // Contest A by hand: three newcomers, bob and cat tied on rank 2.
    const expectedA = rateContest([
      { id: ann!.id, rank: 1, history: null },
      { id: bob!.id, rank: 2, history: null },
      { id: cat!.id, rank: 2, history: null },
    ]);
    const rowsA = await changesOf(a);
    for (const e of expectedA) {
      const row = rowsA.get(e.id)!;
      expect(row.oldRating).toBe(960);
      expect(row.newRating).toBe(e.displayRating);
    }
    expect(rowsA.get(ann!.id)!.rank).toBe(1);
    expect(rowsA.get(bob!.id)!.rank).toBe(2);
    expect(rowsA.get(cat!.id)!.rank).toBe(2);
    expect(rowsA.get(bob!.id)!.newRating).toBe(rowsA.get(cat!.id)!.newRating);
    expect(rowsA.get(ann!.id)!.newRating).toBeGreaterThan(rowsA.get(bob!.id)!.newRating);

    // Contest B starts from A's stored states: cat beat ann this time.
    const stateOf = (id: string) => expectedA.find((e) => e.id === id)!.after;
    const expectedB = rateContest([
      { id: cat!.id, rank: 1, history: stateOf(cat!.id) },
      { id: ann!.id, rank: 2, history: stateOf(ann!.id) },
    ]);
    const rowsB = await changesOf(b);
    expect(rowsB.size).toBe(2);
    for (const e of expectedB) {
      expect(rowsB.get(e.id)!.oldRating).toBe(rowsA.get(e.id)!.newRating);
      expect(rowsB.get(e.id)!.newRating).toBe(e.displayRating);
      expect(rowsB.get(e.id)!.stateAfter as PlayerState).toEqual(e.after);
    }
    expect(rowsB.get(cat!.id)!.newRating).toBeGreaterThan(rowsB.get(cat!.id)!.oldRating);
    expect(rowsB.get(ann!.id)!.newRating).toBeLessThan(rowsB.get(ann!.id)!.oldRating);

    // Again: nothing left to do, nothing written.
    const statusBefore = await statusOf(b);
    const again = await rateDueContests(h.deps);
    expect(outcomeOf(again, a)).toBeUndefined();
    expect(outcomeOf(again, b)).toBeUndefined();
    expect(await statusOf(b)).toEqual(statusBefore);

    // Re-rating A on the same standings (a duplicate request) changes no one, so B is left alone.
    await h.deps.db.update(contests).set({ ratingStatus: "PENDING" }).where(eq(contests.id, a));
    const rerun = await rateDueContests(h.deps);
    expect(outcomeOf(rerun, a)).toMatchObject({ status: "RATED", changed: 0, cascaded: 0 });
    expect(outcomeOf(rerun, b)).toBeUndefined();
    expect([...(await changesOf(b)).values()].map((r) => r.newRating)).toEqual(
      [...rowsB.values()].map((r) => r.newRating),
    );
  });

  test("un-rating a contest recomputes every later one its participants took part in, and re-rating restores it", async () => {
    const [ann, bob, dan] = await users(3);
    const a = await endedContest();
    await take(a, ann!.id, { solved: 2 });
    await take(a, bob!.id, { solved: 1 });
    const b = await endedContest();
    await take(b, bob!.id, { solved: 2 });
    await take(b, ann!.id, { solved: 1 });
    const unrelated = await endedContest();
    const [x, y] = await users(2);
    await take(unrelated, x!.id, { solved: 1 });
    await take(unrelated, y!.id, { solved: 0 });
    await take(unrelated, dan!.id, { solved: 0, submitted: false });
    await rateDueContests(h.deps);
    const rated = await changesOf(b);
    const unrelatedRows = await changesOf(unrelated);
    expect(unrelatedRows.has(dan!.id)).toBe(false); // registered without a try: not rated

    await setContestRated(h.deps.db, a, false, new Date());
    const after = await rateDueContests(h.deps);
    expect(outcomeOf(after, a)).toMatchObject({ status: "UNRATED", changed: 2, cascaded: 1 });
    expect(outcomeOf(after, b)?.status).toBe("RATED");
    expect(outcomeOf(after, unrelated)).toBeUndefined();
    expect((await changesOf(a)).size).toBe(0);
    const recomputed = await changesOf(b);
    // Without A both are newcomers in B.
    const fresh = rateContest([
      { id: bob!.id, rank: 1, history: null },
      { id: ann!.id, rank: 2, history: null },
    ]);
    for (const e of fresh) {
      expect(recomputed.get(e.id)!.oldRating).toBe(displayRating(NEWCOMER));
      expect(recomputed.get(e.id)!.newRating).toBe(e.displayRating);
    }
    expect(recomputed.get(bob!.id)!.newRating).not.toBe(rated.get(bob!.id)!.newRating);

    await setContestRated(h.deps.db, a, true, new Date());
    await rateDueContests(h.deps);
    const restored = await changesOf(b);
    for (const [userId, row] of rated) expect(restored.get(userId)!.newRating).toBe(row.newRating);
  });

  test("a rated contest is pushed to its room once; a pass with nothing new pushes nothing", async () => {
    const floor = await startSocketFloor(h.env.REDIS_URL, h.env.REDIS_PREFIX);
    try {
      const [ann, bob] = await users(2);
      const c = await endedContest();
      await take(c, ann!.id, { solved: 1 });
      await take(c, bob!.id, { solved: 0 });
      const watcher = await floor.client(h.deps.emitter, [contestRoom(c)]);
      await rateDueContests(h.deps);
      await until(() => watcher.of("contestRated", c).length === 1, 5000, "contestRated");
      await h.deps.db.update(contests).set({ ratingStatus: "PENDING" }).where(eq(contests.id, c));
      await rateDueContests(h.deps); // same standings: nobody's rating moved
      await watcher.flush();
      expect(watcher.of("contestRated", c).length).toBe(1);
    } finally {
      await floor.close();
    }
  });

  test("fewer than two participants who submitted leave a contest unrated; a disqualified user is left out", async () => {
    const [ann, bob, cat] = await users(3);
    const lonely = await endedContest();
    await take(lonely, ann!.id, { solved: 1 });
    await take(lonely, bob!.id, { solved: 0, submitted: false });
    const withCheat = await endedContest();
    await take(withCheat, ann!.id, { solved: 1 });
    await take(withCheat, bob!.id, { solved: 3 });
    await take(withCheat, cat!.id, { solved: 0 });
    const r = await rateDueContests(h.deps);
    expect(outcomeOf(r, lonely)).toMatchObject({ status: "UNRATED", changed: 0 });
    expect((await statusOf(lonely)).ratedAt).toBeNull();
    expect((await changesOf(withCheat)).get(bob!.id)!.rank).toBe(1);

    // Disqualified (what the plagiarism screen does): bob leaves the rating, ann moves up to rank 1.
    await h.deps.db
      .update(contestRegistrations)
      .set({ disqualifiedAt: new Date() })
      .where(and(eq(contestRegistrations.contestId, withCheat), eq(contestRegistrations.userId, bob!.id)));
    await h.deps.db.update(contests).set({ ratingStatus: "PENDING" }).where(eq(contests.id, withCheat));
    const again = await rateDueContests(h.deps);
    expect(outcomeOf(again, withCheat)?.status).toBe("RATED");
    const rows = await changesOf(withCheat);
    expect(rows.has(bob!.id)).toBe(false);
    expect(rows.get(ann!.id)!.rank).toBe(1);
    expect(rows.get(cat!.id)!.rank).toBe(2);
  });

  test("a contest still judging waits, and so does a later one sharing a participant; others go ahead", async () => {
    const [ann, bob, cat, dan] = await users(4);
    const judging = await endedContest();
    await take(judging, ann!.id, { solved: 1 });
    await take(judging, bob!.id, { solved: 0 });
    await h.deps.db
      .insert(contestCells)
      .values({ contestId: judging, userId: bob!.id, problemId, pending: 1 });
    const sharing = await endedContest();
    await take(sharing, ann!.id, { solved: 0 });
    await take(sharing, cat!.id, { solved: 1 });
    const apart = await endedContest();
    await take(apart, cat!.id, { solved: 1 });
    await take(apart, dan!.id, { solved: 0 });
    // `apart` shares cat with `sharing`, which waits: it must wait too.
    const other = await endedContest();
    const [x, y] = await users(2);
    await take(other, x!.id, { solved: 1 });
    await take(other, y!.id, { solved: 0 });

    const r = await rateDueContests(h.deps);
    expect(r.waiting).toEqual(expect.arrayContaining([judging, sharing, apart]));
    expect(outcomeOf(r, other)?.status).toBe("RATED");
    expect((await statusOf(judging)).status).toBe("PENDING");

    // The verdict arrives: everything follows in order.
    await h.deps.db
      .update(contestCells)
      .set({ pending: 0 })
      .where(and(eq(contestCells.contestId, judging), eq(contestCells.userId, bob!.id)));
    const later = await rateDueContests(h.deps);
    const order = [judging, sharing, apart].map((id) => later.rated.findIndex((o) => o.contestId === id));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((p, q) => p - q)).toEqual(order);
    expect((await changesOf(sharing)).get(ann!.id)!.oldRating).toBe(
      (await changesOf(judging)).get(ann!.id)!.newRating,
    );
  });
});
