import { describe, expect, test } from "bun:test";
import { problems, solvedProblems } from "@grindstone/db";
import type { ProblemListItem } from "@grindstone/shared";
import { eq } from "drizzle-orm";
import { fileTestApp } from "../../test/file-app.ts";
import { makeAdmin, signUp } from "../../test/harness.ts";
import {
  contestWindow,
  contestWith,
  hiddenProblem,
  listFromScratch,
  SECRET_INPUT,
  SECRET_SOLUTION,
} from "./hidden-problem-fixtures.ts";
import { isProblemVisible, type ProblemViewer } from "./problem-access.ts";
import { invalidateProblemList } from "./problem-list-cache.ts";

/** Issue 12: who sees a hidden problem, through the problem routes, at each instant of its contest (ctx.clock). */
const t = fileTestApp();
const { cleanup } = t;

type Client = Awaited<ReturnType<typeof signUp>>;
const at = (instant: Date) => {
  t.ctx.clock = () => instant;
};
const listIds = async (u: Client) =>
  ((await u.c.get("/problems/get-all-problems")).json.problems as ProblemListItem[]).map((p) => p.id);
const missing = async (u: Client) => (await u.c.get(`/problems/get-problem/${crypto.randomUUID()}`)).json;

/** A hidden problem in a contest [start, end) with `participant` registered; an admin, and an outsider. */
async function scenario() {
  const w = contestWindow();
  const problem = await hiddenProblem(t.ctx);
  const participant = await signUp(t.app);
  const outsider = await signUp(t.app);
  const admin = await signUp(t.app);
  await makeAdmin(t.ctx, admin.user.id);
  const contest = await contestWith(t.ctx, {
    problemIds: [problem.id],
    start: w.start,
    end: w.end,
    registered: [participant.user.id],
  });
  cleanup.push(problem.remove, contest.remove);
  return { w, problem, participant, outsider, admin };
}

/** The caller may not see it: answered exactly like an id that exists nowhere, and named nowhere. */
async function expectMissing(u: Client, problem: { id: string; title: string }) {
  const res = await u.c.get(`/problems/get-problem/${problem.id}`);
  expect(res.status).toBe(404);
  expect(res.json).toEqual(await missing(u));
  expect(res.json).toEqual({ error: "Problem not found", code: "NOT_FOUND" });
  const list = await u.c.get("/problems/get-all-problems");
  expect(list.text).not.toContain(problem.id);
  expect(list.text).not.toContain(problem.title);
}

describe("a hidden problem", () => {
  test("does not exist for a plain user, nor for a registered participant before the start", async () => {
    const { w, problem, participant, outsider } = await scenario();
    at(w.before);
    await expectMissing(outsider, problem);
    await expectMissing(participant, problem);
    // Not even among the caller's own solves (a problem hidden after they solved it).
    await t.ctx.db.insert(solvedProblems).values({ userId: outsider.user.id, problemId: problem.id });
    const solved = await outsider.c.get("/problems/get-solved-problems");
    expect(solved.status).toBe(200);
    expect(solved.text).not.toContain(problem.id);
  });

  test("an admin sees it always: listed with isPublic false, hidden tests and reference solutions included", async () => {
    const { w, problem, admin, outsider } = await scenario();
    for (const instant of [w.before, w.live, w.after]) {
      at(instant);
      const item = (await admin.c.get("/problems/get-all-problems")).json.problems.find(
        (p: ProblemListItem) => p.id === problem.id,
      );
      expect(item).toMatchObject({ id: problem.id, title: problem.title, isPublic: false });
      const detail = (await admin.c.get(`/problems/get-problem/${problem.id}`)).json.problem;
      expect(detail.isPublic).toBe(false);
      expect(detail.referenceSolutions.PYTHON).toBe(SECRET_SOLUTION);
      expect(detail.testcases.some((tc: { input: string }) => tc.input.includes(SECRET_INPUT))).toBe(true);
    }
    // A public problem carries the flag too, for everyone.
    const open = await hiddenProblem(t.ctx, { isPublic: true });
    cleanup.push(open.remove);
    const items = (await outsider.c.get("/problems/get-all-problems")).json.problems as ProblemListItem[];
    expect(items.find((p) => p.id === open.id)?.isPublic).toBe(true);
  });

  test("while LIVE: a registered participant opens it (never its hidden tests or solutions) but does not list it; an unregistered user cannot", async () => {
    const { w, problem, participant, outsider } = await scenario();
    for (const instant of [w.start, w.live, w.lastMs]) {
      at(instant);
      const res = await participant.c.get(`/problems/get-problem/${problem.id}`);
      expect(res.status).toBe(200);
      expect(res.json.problem).toMatchObject({ id: problem.id, isPublic: false });
      expect(res.json.problem.referenceSolutions).toBeUndefined();
      expect(res.text).not.toContain(SECRET_INPUT);
      expect(res.text).not.toContain(SECRET_SOLUTION);
      expect(await listIds(participant)).not.toContain(problem.id);
      await expectMissing(outsider, problem);
    }
  });

  test("from the end instant it is visible to everyone, even before the end job sets is_public", async () => {
    const { w, problem, participant, outsider } = await scenario();
    at(w.lastMs);
    expect(await listIds(outsider)).not.toContain(problem.id); // warms this instance's list cache
    at(w.end);
    // No version bump happened: the cached list itself expires at the contest's end.
    expect(await listIds(outsider)).toContain(problem.id);
    for (const u of [outsider, participant]) {
      const res = await u.c.get(`/problems/get-problem/${problem.id}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(SECRET_INPUT);
      expect(res.text).not.toContain(SECRET_SOLUTION);
    }
    // The end job's update (without a bump) changes nothing for anyone.
    await t.ctx.db.update(problems).set({ isPublic: true }).where(eq(problems.id, problem.id));
    at(w.after);
    expect((await outsider.c.get(`/problems/get-problem/${problem.id}`)).status).toBe(200);
  });

  test("a list build that began just before the end is not served to a request answered after it", async () => {
    const { w, problem, outsider } = await scenario();
    await invalidateProblemList(t.ctx); // nothing cached: this request builds
    // The build reads the clock first (one millisecond before the end); everything after it is past the end.
    let calls = 0;
    t.ctx.clock = () => (calls++ === 0 ? w.lastMs : w.end);
    expect(await listIds(outsider)).toContain(problem.id);
    expect(calls).toBeGreaterThan(1);
  });

  test("the cached list (fast path) equals a from-scratch recomputation, for admins, participants and others", async () => {
    const { w, problem, participant, outsider, admin } = await scenario();
    await t.ctx.db.insert(solvedProblems).values({ userId: participant.user.id, problemId: problem.id });
    const slow = (viewer: ProblemViewer) => listFromScratch(t.ctx, viewer);
    const viewers: [Client, ProblemViewer][] = [
      [admin, { id: admin.user.id, role: "ADMIN" }],
      [participant, { id: participant.user.id, role: "USER" }],
      [outsider, { id: outsider.user.id, role: "USER" }],
    ];
    for (const instant of [w.before, w.live, w.lastMs, w.end, w.after]) {
      at(instant);
      for (const [u, viewer] of viewers) {
        const expected = await slow(viewer);
        // Twice: the first builds (or reuses) the list, the second is served from this instance's copies.
        for (let i = 0; i < 2; i++)
          expect(JSON.parse((await u.c.get("/problems/get-all-problems")).text)).toEqual(expected);
      }
    }
  });

  test("isProblemVisible costs no query for a public problem, nor for an admin, once this instance has seen it", async () => {
    const { w, problem, participant } = await scenario();
    const open = await hiddenProblem(t.ctx, { isPublic: true });
    cleanup.push(open.remove);
    const user: ProblemViewer = { id: participant.user.id, role: "USER" };
    const adminViewer: ProblemViewer = { id: participant.user.id, role: "ADMIN" };
    at(w.live);
    expect(await isProblemVisible(t.ctx, user, open.id)).toBe(true);
    expect(await isProblemVisible(t.ctx, user, problem.id)).toBe(true);
    expect(await isProblemVisible(t.ctx, null, problem.id)).toBe(false);
    // The same context without a database: what is answered from the memo alone.
    const noDb = {
      ...t.ctx,
      db: new Proxy({} as typeof t.ctx.db, {
        get() {
          throw new Error("queried the database");
        },
      }),
    };
    expect(await isProblemVisible(noDb, user, open.id)).toBe(true);
    expect(await isProblemVisible(noDb, null, open.id)).toBe(true);
    expect(await isProblemVisible(noDb, adminViewer, problem.id)).toBe(true);
    // A hidden one needs its contest query (and so fails here), which is what keeps it honest.
    await expect(isProblemVisible(noDb, user, problem.id)).rejects.toThrow("queried the database");
  });
});
