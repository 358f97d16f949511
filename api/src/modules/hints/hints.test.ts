import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { contests, problems, solvedProblems, submissions } from "@grindstone/db";
import { CONTEST_LOCK_TEXTS } from "@grindstone/shared";
import { eq } from "drizzle-orm";
import { client, createTestApp, makeAdmin, signUp } from "../../test/harness.ts";
import { contestWindow, contestWith, hiddenProblem } from "../problems/hidden-problem-fixtures.ts";
import { invalidateProblemList } from "../problems/problem-list-cache.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const cleanup: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  t.ctx.clock = () => new Date();
  for (const c of cleanup.reverse()) await c();
  await t.close();
});

const HINTS =
  "Think about **pairs**.\n\n---\n\nA map from value to index: $O(n)$.\n---\n```js\nseen.get(target - x)\n```";
const EDITORIAL = "## Idea\n\nOne pass with a hash map.";

/** A public problem with three hints and an editorial (hidden with `isPublic: false`). */
async function problemWithHints(
  opts: { isPublic?: boolean; hints?: string | null; editorial?: string | null } = {},
) {
  const p = await hiddenProblem(t.ctx, { isPublic: opts.isPublic ?? true, title: "Hints problem" });
  cleanup.push(p.remove);
  await t.ctx.db
    .update(problems)
    .set({
      hints: opts.hints === undefined ? HINTS : opts.hints,
      editorial: opts.editorial === undefined ? EDITORIAL : opts.editorial,
    })
    .where(eq(problems.id, p.id));
  return p;
}

const submitAt = async (userId: string, problemId: string, createdAt: Date) => {
  const [row] = await t.ctx.db
    .insert(submissions)
    .values({
      userId,
      problemId,
      language: "PYTHON",
      sourceCode: "print(1)",
      status: "Wrong Answer",
      createdAt,
    })
    .returning({ id: submissions.id });
  return row!.id;
};

describe("hints, one at a time", () => {
  test("nothing is open at first; hints open in order, a repeat is the same state, a skip is 409", async () => {
    const p = await problemWithHints();
    const { c } = await signUp(t.app);
    const first = await c.get(`/problems/${p.id}/hints`);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      total: 3,
      opened: [],
      editorial: {
        available: true,
        opened: false,
        openedAt: null,
        beforeSolve: false,
        solved: false,
        text: "",
      },
    });

    const skip = await c.post(`/problems/${p.id}/hints/next`, { index: 1 });
    expect(skip.status).toBe(409);
    expect(skip.json.code).toBe("HINT_OUT_OF_ORDER");

    const one = await c.post(`/problems/${p.id}/hints/next`, { index: 0 });
    expect(one.status).toBe(200);
    expect(one.json.opened).toEqual([
      { index: 0, text: "Think about **pairs**.", openedAt: expect.any(String) },
    ]);

    // A double click: both ask for hint 1, both get the same state with hint 1 opened once.
    const [a, b] = await Promise.all([
      c.post(`/problems/${p.id}/hints/next`, { index: 1 }),
      c.post(`/problems/${p.id}/hints/next`, { index: 1 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.opened.map((o: { index: number }) => o.index)).toEqual([0, 1]);
    expect(b.json.opened).toEqual(a.json.opened);
    // The first one again (a stale tab) is the current state, not an error.
    const again = await c.post(`/problems/${p.id}/hints/next`, { index: 0 });
    expect(again.status).toBe(200);
    expect(again.json.opened).toHaveLength(2);

    const last = await c.post(`/problems/${p.id}/hints/next`, { index: 2 });
    expect(last.json.opened[2].text).toBe("```js\nseen.get(target - x)\n```");
    const past = await c.post(`/problems/${p.id}/hints/next`, { index: 3 });
    expect(past.status).toBe(409);
    expect((await c.post(`/problems/${p.id}/hints/next`, { index: -1 })).status).toBe(400);
    expect((await c.get(`/problems/${p.id}/hints`)).json.opened).toHaveLength(3);
  });

  test("each learner has their own openings", async () => {
    const p = await problemWithHints();
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await a.c.post(`/problems/${p.id}/hints/next`, { index: 0 });
    expect((await b.c.get(`/problems/${p.id}/hints`)).json.opened).toEqual([]);
  });

  test("a problem without hints has none; one without a separator has one", async () => {
    const none = await problemWithHints({ hints: null, editorial: null });
    const { c } = await signUp(t.app);
    const view = await c.get(`/problems/${none.id}/hints`);
    expect(view.json.total).toBe(0);
    expect(view.json.editorial.available).toBe(false);
    expect((await c.post(`/problems/${none.id}/hints/next`, { index: 0 })).status).toBe(409);
    expect((await c.post(`/problems/${none.id}/editorial/open`, { confirm: true })).status).toBe(404);
    const single = await problemWithHints({ hints: "Only one." });
    expect((await c.get(`/problems/${single.id}/hints`)).json.total).toBe(1);
  });

  test("the problem view still carries the whole hints and editorial strings (the spec's client)", async () => {
    const p = await problemWithHints();
    const { c } = await signUp(t.app);
    const view = await c.get(`/problems/get-problem/${p.id}`);
    expect(view.json.problem.hints).toBe(HINTS);
    expect(view.json.problem.editorial).toBe(EDITORIAL);
  });
});

describe("the editorial", () => {
  test("before a solve it needs confirm (409 EDITORIAL_CONFIRM), then opens and records beforeSolve", async () => {
    const p = await problemWithHints();
    const { c } = await signUp(t.app);
    const refused = await c.post(`/problems/${p.id}/editorial/open`, { confirm: false });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("EDITORIAL_CONFIRM");
    expect(refused.json.error).toContain("shows you the answer");
    expect((await c.post(`/problems/${p.id}/editorial/open`, {})).status).toBe(409);
    const opened = await c.post(`/problems/${p.id}/editorial/open`, { confirm: true });
    expect(opened.status).toBe(200);
    expect(opened.json.editorial).toMatchObject({
      opened: true,
      beforeSolve: true,
      solved: false,
      text: EDITORIAL,
    });
    // Opened once: a later call without confirm is the same state.
    const again = await c.post(`/problems/${p.id}/editorial/open`, { confirm: false });
    expect(again.status).toBe(200);
    expect(again.json.editorial.openedAt).toBe(opened.json.editorial.openedAt);
  });

  test("after a solve the text is there and it opens without a confirm", async () => {
    const p = await problemWithHints();
    const { c, user } = await signUp(t.app);
    await t.ctx.db.insert(solvedProblems).values({ userId: user.id, problemId: p.id });
    const view = await c.get(`/problems/${p.id}/hints`);
    expect(view.json.editorial).toMatchObject({ solved: true, opened: false, text: EDITORIAL });
    const opened = await c.post(`/problems/${p.id}/editorial/open`, { confirm: false });
    expect(opened.status).toBe(200);
    expect(opened.json.editorial).toMatchObject({ opened: true, beforeSolve: false });
  });
});

describe("who may open them", () => {
  test("a hidden problem is not found for outsiders and leaks nothing; an admin sees it", async () => {
    const p = await problemWithHints({ isPublic: false });
    const { c } = await signUp(t.app);
    for (const res of [
      await c.get(`/problems/${p.id}/hints`),
      await c.post(`/problems/${p.id}/hints/next`, { index: 0 }),
      await c.post(`/problems/${p.id}/editorial/open`, { confirm: true }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain("pairs");
      expect(res.text).not.toContain("hash map");
    }
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    expect((await admin.c.get(`/problems/${p.id}/hints`)).json.total).toBe(3);
    expect((await client(t.app).get(`/problems/${p.id}/hints`)).status).toBe(401);
  });

  test("a live contest locks them with the lock's words (403 CONTEST_LIVE); they reopen after it", async () => {
    const p = await problemWithHints({ isPublic: true });
    const w = contestWindow();
    const { c, user } = await signUp(t.app);
    const contest = await contestWith(t.ctx, {
      problemIds: [p.id],
      start: w.start,
      end: w.end,
      registered: [user.id],
    });
    cleanup.push(contest.remove);
    // As the contests module does on a change: every instance reloads its lock windows.
    await invalidateProblemList(t.ctx);
    try {
      t.ctx.clock = () => w.live;
      const [row] = await t.ctx.db
        .select({ title: contests.title })
        .from(contests)
        .where(eq(contests.id, contest.id));
      const title = row!.title;
      for (const res of [
        await c.get(`/problems/${p.id}/hints`),
        await c.post(`/problems/${p.id}/hints/next`, { index: 0 }),
        await c.post(`/problems/${p.id}/editorial/open`, { confirm: true }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.json).toEqual({ code: "CONTEST_LIVE", error: CONTEST_LOCK_TEXTS.closed(title) });
      }
      t.ctx.clock = () => w.after;
      expect((await c.post(`/problems/${p.id}/hints/next`, { index: 0 })).status).toBe(200);
    } finally {
      t.ctx.clock = () => new Date();
    }
  });
});

describe("submissions carry what was opened before them", () => {
  test("hintsOpened and editorialOpened follow each submission's time, on the lists and the detail", async () => {
    const p = await problemWithHints();
    const other = await problemWithHints();
    const { c, user } = await signUp(t.app);
    const base = Date.now() - 3600_000;
    const at = (min: number) => new Date(base + min * 60_000);
    const s0 = await submitAt(user.id, p.id, at(0));
    t.ctx.clock = () => at(1);
    await c.post(`/problems/${p.id}/hints/next`, { index: 0 });
    const s1 = await submitAt(user.id, p.id, at(2));
    t.ctx.clock = () => at(3);
    await c.post(`/problems/${p.id}/hints/next`, { index: 1 });
    t.ctx.clock = () => at(4);
    await c.post(`/problems/${p.id}/editorial/open`, { confirm: true });
    const s2 = await submitAt(user.id, p.id, at(4));
    const sOther = await submitAt(user.id, other.id, at(5));
    t.ctx.clock = () => new Date();

    const none = { hintsOpened: [], editorialOpened: false };
    const oneHint = { hintsOpened: [0], editorialOpened: false };
    const all = { hintsOpened: [0, 1], editorialOpened: true };
    const expected = { [s0]: none, [s1]: oneHint, [s2]: all, [sOther]: none };
    const pick = (list: { id: string; hintsOpened: number[]; editorialOpened: boolean }[]) =>
      Object.fromEntries(
        list.map((s) => [s.id, { hintsOpened: s.hintsOpened, editorialOpened: s.editorialOpened }]),
      );
    expect(pick((await c.get("/submission/get-all-submissions")).json.submissions)).toEqual(expected);
    const forP = (await c.get(`/submission/get-submissions/${p.id}`)).json.submissions;
    expect(forP).toHaveLength(3);
    expect(pick(forP)).toEqual({ [s0]: none, [s1]: oneHint, [s2]: all });
    const detail = (await c.get(`/submission/${s1}`)).json.submission;
    expect({ hintsOpened: detail.hintsOpened, editorialOpened: detail.editorialOpened }).toEqual(oneHint);
  });
});
