import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { CLARIFICATION_TEXT_MAX, CLARIFICATION_TEXTS, CONTEST_TEXTS } from "@grindstone/shared";
import { bareProblem, client, createTestApp, makeAdmin, signUp } from "../../../test/harness.ts";

/** Clarifications against the real API, Postgres and Redis; the contest is LIVE by the real clock. */
let t: Awaited<ReturnType<typeof createTestApp>>;
const cleanup: (() => Promise<unknown>)[] = [];
const MIN = 60_000;
type Client = ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const c of cleanup) await c();
  await t.close();
});

async function contest(admin: Client, problemIds: string[], start: number, end: number) {
  const res = await admin.post("/contests/admin/add", {
    title: "Clarification Cup",
    description: "Ask away.",
    difficulty: "EASY",
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    problemIds,
  });
  expect(res.status).toBe(201);
  return res.json.contest.id as string;
}

async function setup() {
  const [p1, p2, foreign] = await Promise.all([
    bareProblem(t.ctx, "Clar A"),
    bareProblem(t.ctx, "Clar B"),
    bareProblem(t.ctx, "Clar foreign"),
  ]);
  cleanup.push(p1.remove, p2.remove, foreign.remove);
  const admin = await signUp(t.app);
  await makeAdmin(t.ctx, admin.user.id);
  const now = Date.now();
  const id = await contest(admin.c, [p1.id, p2.id], now - MIN, now + 60 * MIN);
  const learner = async () => {
    const l = await signUp(t.app);
    expect((await l.c.post(`/contests/${id}/register`)).status).toBe(200);
    return l;
  };
  return { id, p1, p2, foreign, admin, learner };
}

describe("clarifications: asking", () => {
  test("bodies are checked: empty, too long, a problem of another contest", async () => {
    const { id, p2, foreign, learner } = await setup();
    const { c } = await learner();
    const ask = (body: object) => c.post(`/contests/${id}/clarifications`, body);
    expect((await ask({ text: "   " })).json).toEqual({
      error: CLARIFICATION_TEXTS.empty,
      code: "VALIDATION",
    });
    expect((await ask({})).json).toEqual({ error: CLARIFICATION_TEXTS.empty, code: "VALIDATION" });
    const long = await ask({ text: "x".repeat(CLARIFICATION_TEXT_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.json).toEqual({ error: CLARIFICATION_TEXTS.tooLong, code: "VALIDATION" });
    const foreignProblem = await ask({ problemId: foreign.id, text: "Is this in?" });
    expect(foreignProblem.status).toBe(404);
    expect(foreignProblem.json).toEqual({
      error: CLARIFICATION_TEXTS.problemNotInContest,
      code: "NOT_FOUND",
    });
    expect((await ask({ problemId: "nope", text: "Hm?" })).status).toBe(400);
    // The longest text is fine, trimmed; the problem gets its letter.
    const ok = await ask({ problemId: p2.id, text: ` ${"y".repeat(CLARIFICATION_TEXT_MAX)} ` });
    expect(ok.status).toBe(201);
    expect(ok.json.clarification).toMatchObject({
      contestId: id,
      problemId: p2.id,
      problemLabel: "B",
      text: "y".repeat(CLARIFICATION_TEXT_MAX),
      replyToId: null,
      public: false,
      fromJury: false,
      mine: true,
    });
    expect(ok.json.clarification).not.toHaveProperty("fromUserId");
  });

  test("only a registered participant, only while LIVE", async () => {
    const { id, admin } = await setup();
    const outsider = await signUp(t.app);
    const refused = await outsider.c.post(`/contests/${id}/clarifications`, { text: "Can I?" });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ error: CONTEST_TEXTS.notRegistered, code: "FORBIDDEN" });

    const now = Date.now();
    const upcoming = await contest(
      admin.c,
      [(await bareProblem(t.ctx, "Clar up")).id],
      now + 60 * MIN,
      now + 120 * MIN,
    );
    const early = await signUp(t.app);
    expect((await early.c.post(`/contests/${upcoming}/register`)).status).toBe(200);
    const notLive = await early.c.post(`/contests/${upcoming}/clarifications`, { text: "When?" });
    expect(notLive.status).toBe(409);
    expect(notLive.json).toEqual({ error: CONTEST_TEXTS.notLive, code: "CONFLICT" });

    const late = await signUp(t.app);
    expect((await late.c.post(`/contests/${id}/register`)).status).toBe(200);
    const real = t.ctx.clock;
    t.ctx.clock = () => new Date(now + 61 * MIN);
    try {
      const ended = await late.c.post(`/contests/${id}/clarifications`, { text: "Too late?" });
      expect(ended.status).toBe(409);
      expect(ended.json).toEqual({ error: CONTEST_TEXTS.ended, code: "CONFLICT" });
    } finally {
      t.ctx.clock = real;
    }
    expect((await client(t.app).get(`/contests/${id}/clarifications`)).status).toBe(401);
    expect((await outsider.c.get(`/contests/${crypto.randomUUID()}/clarifications`)).status).toBe(404);
  });

  test("five questions a minute per user, then 429 in the house shape", async () => {
    const { id, learner } = await setup();
    const { c } = await learner();
    for (let i = 0; i < 5; i++)
      expect((await c.post(`/contests/${id}/clarifications`, { text: `Question ${i}` })).status).toBe(201);
    const limited = await c.post(`/contests/${id}/clarifications`, { text: "One more" });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ error: CLARIFICATION_TEXTS.rateLimited, code: "RATE_LIMITED" });
    // Another user has a budget of their own.
    expect((await (await learner()).c.post(`/contests/${id}/clarifications`, { text: "Mine" })).status).toBe(
      201,
    );
  });
});

describe("clarifications: the jury and who reads what", () => {
  test("private and public answers, announcements; learners never see askers nor others' private ones", async () => {
    const { id, p1, admin, learner } = await setup();
    const alice = await learner();
    const bob = await learner();
    const ask = async (c: Client, body: object) =>
      (await c.post(`/contests/${id}/clarifications`, body)).json.clarification;
    const q1 = await ask(alice.c, { problemId: p1.id, text: "Alice: is n ≥ 1?" });
    const q2 = await ask(bob.c, { text: "Bob: may I use **bigints**?" });
    const q3 = await ask(bob.c, { text: "Bob: unanswered" });

    const answer = (q: { id: string }, body: object) =>
      admin.c.post(`/contests/${id}/clarifications/${q.id}/answer`, body);
    expect((await alice.c.post(`/contests/${id}/clarifications/${q1.id}/answer`, { text: "x" })).status).toBe(
      403,
    );
    expect((await alice.c.post(`/contests/${id}/clarifications/announce`, { text: "x" })).status).toBe(403);
    const a1 = await answer(q1, { text: "Yes, n ≥ 1." });
    expect(a1.status).toBe(201);
    expect(a1.json.clarification).toMatchObject({
      replyToId: q1.id,
      public: false,
      fromJury: true,
      mine: true,
      problemLabel: "A",
    });
    const a2 = (await answer(q2, { text: "Yes, *any* integer type.", public: true })).json.clarification;
    const ann = await admin.c.post(`/contests/${id}/clarifications/announce`, {
      text: "Statement of A fixed.",
    });
    expect(ann.status).toBe(201);
    expect(ann.json.clarification).toMatchObject({
      replyToId: null,
      public: true,
      fromJury: true,
      problemId: null,
    });
    expect((await answer(ann.json.clarification, { text: "x" })).status).toBe(409);
    expect((await answer({ id: crypto.randomUUID() }, { text: "x" })).status).toBe(404);

    const list = async (c: Client, query = "") =>
      (await c.get(`/contests/${id}/clarifications${query}`)).json.clarifications;
    const aliceSees = await list(alice.c);
    expect(aliceSees.map((x: { id: string }) => x.id)).toEqual([
      q1.id,
      q2.id,
      a1.json.clarification.id,
      a2.id,
      ann.json.clarification.id,
    ]);
    expect(aliceSees[0]).toMatchObject({ mine: true, fromJury: false });
    expect(aliceSees[1]).toMatchObject({ mine: false, public: true, text: "Bob: may I use **bigints**?" });
    expect(aliceSees[2]).toMatchObject({ mine: false, fromJury: true, public: false, replyToId: q1.id });
    for (const item of aliceSees) {
      expect(item).not.toHaveProperty("fromUserId");
      expect(item).not.toHaveProperty("fromUsername");
      expect(item).not.toHaveProperty("answered");
    }
    const bobSees = await list(bob.c);
    expect(bobSees.map((x: { id: string }) => x.id)).toEqual([
      q2.id,
      q3.id,
      a2.id,
      ann.json.clarification.id,
    ]);
    expect(JSON.stringify(bobSees)).not.toContain(alice.user.id);

    const spectator = await signUp(t.app);
    expect((await list(spectator.c)).map((x: { id: string }) => x.id)).toEqual([
      q2.id,
      a2.id,
      ann.json.clarification.id,
    ]);

    const juryView = await list(admin.c);
    expect(juryView).toHaveLength(6);
    const byId = new Map(juryView.map((x: { id: string }) => [x.id, x]));
    expect(byId.get(q1.id)).toMatchObject({
      fromUserId: alice.user.id,
      fromUsername: alice.email.split("@")[0],
      answered: true,
    });
    expect(byId.get(q3.id)).toMatchObject({ fromUserId: bob.user.id, answered: false });
    expect(byId.get(a2.id)).toMatchObject({ fromUserId: null, fromJury: true, public: true, mine: true });

    // Catch-up: items at or after `since` (q3 itself: the client drops repeats), and older questions with a newer reply.
    const sinceQ3 = await list(bob.c, `?since=${encodeURIComponent(q3.time)}`);
    expect(sinceQ3.map((x: { id: string }) => x.id)).toEqual([
      q2.id,
      q3.id,
      a2.id,
      ann.json.clarification.id,
    ]);
    expect((await alice.c.get(`/contests/${id}/clarifications?since=yesterday`)).status).toBe(400);
  });
});
