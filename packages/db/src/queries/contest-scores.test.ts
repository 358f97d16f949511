import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Verdict } from "@grindstone/shared";
import { testEnvSource } from "@grindstone/shared/env";
import { eq } from "drizzle-orm";
import { createDb } from "../client.ts";
import { migrateDatabase } from "../migrate.ts";
import { contestProblems, contestRegistrations, contestStandings, contests } from "../schema/contests.ts";
import { problems } from "../schema/problems.ts";
import { submissions } from "../schema/submissions.ts";
import { users } from "../schema/users.ts";
import { getContestScoring, refreshContestCell } from "./contest-scores.ts";

/**
 * The incremental board (one cell recomputed per verdict, in any order, concurrently) against a from-scratch
 * recomputation written out here independently of the scoring module, after 500 random verdicts.
 */
const env = testEnvSource({}) as Record<string, string>;
const { db, sql } = createDb(env.DATABASE_URL!);
afterAll(() => sql.end());
beforeAll(() => migrateDatabase(env.DATABASE_URL!));

const MIN = 60_000;
const VERDICTS = [
  "Accepted",
  "Wrong Answer",
  "Time Limit Exceeded",
  "Runtime Error",
  "Compilation Error",
  "Internal Error",
] as const satisfies Verdict[];

// A seeded generator, so a failure can be replayed.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Try = { userId: string; problemId: string; at: number; status: Verdict };

/** ICPC with LeetCode's penalty, from the rules in the issue, nothing shared with the code under test. */
function fromScratch(
  tries: Try[],
  start: number,
  end: number,
  penaltyMinutes: number,
  freezeAt: number | null,
) {
  const byUser = new Map<string, { solved: number; penalty: number }>();
  const cells = new Map<string, Try[]>();
  for (const t of tries) {
    if (t.at < start || t.at >= end || (freezeAt !== null && t.at >= freezeAt)) continue;
    const k = `${t.userId}|${t.problemId}`;
    cells.set(k, [...(cells.get(k) ?? []), t]);
  }
  for (const [k, list] of cells) {
    const userId = k.split("|")[0]!;
    list.sort((a, b) => a.at - b.at);
    let rejected = 0;
    const me = byUser.get(userId) ?? { solved: 0, penalty: 0 };
    for (const t of list) {
      if (t.status === "Accepted") {
        me.solved += 1;
        me.penalty += Math.floor((t.at - start) / MIN) + rejected * penaltyMinutes;
        break;
      }
      if (t.status !== "Compilation Error" && t.status !== "Internal Error") rejected++;
    }
    byUser.set(userId, me);
  }
  return byUser;
}

describe("contest scoring", () => {
  test("after 500 random verdicts in random order the board equals a from-scratch recomputation", async () => {
    const random = rng(20261123);
    const start = Date.UTC(2031, 0, 1, 10);
    const end = start + 120 * MIN;
    const freezeMinutes = 30;
    const [contest] = await db
      .insert(contests)
      .values({
        title: "scoring",
        description: "random verdicts",
        difficulty: "EASY",
        startTime: new Date(start),
        endTime: new Date(end),
        penaltyMinutes: 7,
        freezeMinutes,
      })
      .returning();
    const probs = await db
      .insert(problems)
      .values(
        [1, 2, 3, 4].map((i) => ({
          title: `scoring ${i}`,
          description: "d",
          difficulty: "EASY" as const,
          constraints: "c",
        })),
      )
      .returning({ id: problems.id });
    await db
      .insert(contestProblems)
      .values(probs.map((p, position) => ({ contestId: contest!.id, problemId: p.id, position })));
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          name: `scorer ${i}`,
          email: `scorer-${i}-${crypto.randomUUID()}@test.grindstone.dev`,
          passwordHash: "x",
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(contestRegistrations)
      .values(people.map((u) => ({ contestId: contest!.id, userId: u.id })));
    await db.insert(contestStandings).values(people.map((u) => ({ contestId: contest!.id, userId: u.id })));

    // 500 tries received at random times (a few outside the window), stored Queued, then judged in a shuffled order.
    const tries: (Try & { id: string })[] = Array.from({ length: 500 }, () => ({
      id: crypto.randomUUID(),
      userId: people[Math.floor(random() * people.length)]!.id,
      problemId: probs[Math.floor(random() * probs.length)]!.id,
      at: start - 5 * MIN + Math.floor(random() * 130 * MIN),
      status: VERDICTS[Math.floor(random() * VERDICTS.length)]!,
    }));
    await db.insert(submissions).values(
      tries.map((t) => ({
        id: t.id,
        userId: t.userId,
        problemId: t.problemId,
        contestId: contest!.id,
        language: "PYTHON" as const,
        sourceCode: "x",
        status: "Queued" as const,
        createdAt: new Date(t.at),
      })),
    );
    const order = [...tries].sort(() => random() - 0.5);
    const scoring = (await getContestScoring(db, contest!.id))!;
    // Eight verdict transactions at a time, as concurrent workers would run them.
    for (let i = 0; i < order.length; i += 8) {
      await Promise.all(
        order.slice(i, i + 8).map((t) =>
          db.transaction(async (tx) => {
            await tx.update(submissions).set({ status: t.status }).where(eq(submissions.id, t.id));
            await refreshContestCell(tx, scoring, t.userId, t.problemId);
          }),
        ),
      );
    }
    const stored = await db
      .select()
      .from(contestStandings)
      .where(eq(contestStandings.contestId, contest!.id));
    const live = fromScratch(tries, start, end, 7, null);
    const frozen = fromScratch(tries, start, end, 7, end - freezeMinutes * MIN);
    let someSolved = 0;
    for (const s of stored) {
      const want = live.get(s.userId) ?? { solved: 0, penalty: 0 };
      const wantFrozen = frozen.get(s.userId) ?? { solved: 0, penalty: 0 };
      expect({ solved: s.solved, penalty: s.penalty }).toEqual(want);
      expect({ solved: s.frozenSolved, penalty: s.frozenPenalty }).toEqual(wantFrozen);
      someSolved += s.solved;
    }
    expect(someSolved).toBeGreaterThan(10); // the random mix really exercised the rules
    const laterThanFreeze = stored.filter(
      (s) => s.solved !== s.frozenSolved || s.penalty !== s.frozenPenalty,
    );
    expect(laterThanFreeze.length).toBeGreaterThan(0);
    await db.delete(contests).where(eq(contests.id, contest!.id));
    for (const p of probs) await db.delete(problems).where(eq(problems.id, p.id));
  }, 120_000);
});
