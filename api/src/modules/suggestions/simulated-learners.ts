import { problems, solvedProblems, submissions, users } from "@grindstone/db";
import type { Difficulty } from "@grindstone/shared";
import { prng } from "@grindstone/shared/seeded-random";
import { solveChance } from "@grindstone/shared/skill-model";
import { inArray } from "drizzle-orm";
import type { AppContext } from "../../context.ts";

/**
 * Test fixtures for the suggestions' simulation: problems with a true difficulty, learners with a set skill who try
 * problems exactly as the model says (a seeded random source, so every run sees the same history), written straight
 * to the tables the judge writes (submissions in order, solved_problems on the first Accepted).
 */

/** A seeded random source (mulberry32), so every run simulates the same history. */
export const seededRandom = prng;

/** A label consistent with a true difficulty, as an author would roughly pick it. */
export const labelFor = (d: number): Difficulty => (d < 1350 ? "EASY" : d < 1650 ? "MEDIUM" : "HARD");

/** Tries until solved or until the learner gives up (2 to 6 tries, chosen before they start). */
export function attempt(random: () => number, skill: number, difficulty: number) {
  const giveUpAfter = 2 + Math.floor(random() * 5);
  for (let k = 1; k <= giveUpAfter; k++)
    if (random() < solveChance(skill, difficulty)) return { tries: k, solved: true };
  return { tries: giveUpAfter, solved: false };
}

export type SimProblem = { id: string; title: string; tag: string; truth: number };

export async function insertSimProblems(
  ctx: AppContext,
  specs: { title: string; tag: string; truth: number }[],
) {
  const rows = await ctx.db
    .insert(problems)
    .values(
      specs.map((s) => ({
        title: s.title,
        description: "A simulated problem.",
        difficulty: labelFor(s.truth),
        tags: [s.tag],
        constraints: "none",
      })),
    )
    .returning({ id: problems.id, title: problems.title });
  const byTitle = new Map(rows.map((r) => [r.title, r.id]));
  return specs.map((s) => ({ ...s, id: byTitle.get(s.title)! }));
}

/** Learners inserted directly (no session): the background population whose outcomes rate the problems. */
export async function insertLearners(ctx: AppContext, count: number) {
  const rows = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Simulated ${i}`,
        email: `sim-${i}-${crypto.randomUUID().slice(0, 8)}@test.grindstone.dev`,
        passwordHash: "not-a-hash",
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

type History = { userId: string; problemId: string; tries: number; solved: boolean };

/** Writes each outcome as `tries` submissions (Wrong Answer, then Accepted last if solved), a minute apart. */
export async function writeHistories(ctx: AppContext, histories: History[]) {
  const start = Date.now() - 30 * 86_400_000;
  const subs: (typeof submissions.$inferInsert)[] = [];
  const solves: (typeof solvedProblems.$inferInsert)[] = [];
  histories.forEach((h, i) => {
    for (let k = 1; k <= h.tries; k++)
      subs.push({
        userId: h.userId,
        problemId: h.problemId,
        language: "PYTHON",
        sourceCode: "print()",
        status: h.solved && k === h.tries ? "Accepted" : "Wrong Answer",
        createdAt: new Date(start + i * 600_000 + k * 60_000),
      });
    if (h.solved) solves.push({ userId: h.userId, problemId: h.problemId });
  });
  for (let i = 0; i < subs.length; i += 2000)
    await ctx.db.insert(submissions).values(subs.slice(i, i + 2000));
  for (let i = 0; i < solves.length; i += 2000)
    await ctx.db.insert(solvedProblems).values(solves.slice(i, i + 2000));
}

export const removeAll = (ctx: AppContext, problemIds: string[], userIds: string[]) => async () => {
  if (userIds.length) await ctx.db.delete(users).where(inArray(users.id, userIds));
  if (problemIds.length) await ctx.db.delete(problems).where(inArray(problems.id, problemIds));
};

/** Spearman's rank correlation (no ties expected in continuous ratings). */
export function spearman(xs: number[], ys: number[]) {
  const ranks = (v: number[]) => {
    const order = v.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
    const r = new Array<number>(v.length);
    order.forEach(([, i], rank) => {
      r[i] = rank;
    });
    return r;
  };
  const rx = ranks(xs);
  const ry = ranks(ys);
  const n = xs.length;
  const d2 = rx.reduce((sum, r, i) => sum + (r - ry[i]!) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}
