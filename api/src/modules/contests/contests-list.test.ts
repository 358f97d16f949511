import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type ContestStatus, compareContestsForList } from "@grindstone/shared";
import { createTestApp, makeAdmin, seededProblem, signUp } from "../../test/harness.ts";

/**
 * The contests list's order, unregistering, spectating a board and what an admin may change, against the real API,
 * Postgres and Redis. No worker runs and no verdict is needed: the API's clock is injected, and every contest here
 * sits weeks ahead of the real clock so no scheduler job of another test's worker touches it.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const MIN = 60_000;
const T0 = Date.now() + 30 * 24 * 60 * MIN;
const at = (ms: number) => {
  t.ctx.clock = () => new Date(ms);
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function setup() {
  const twoSum = await seededProblem(t.ctx, "two-sum");
  const admin = await signUp(t.app);
  await makeAdmin(t.ctx, admin.user.id);
  return { problemId: twoSum!.id, admin: admin.c };
}

type Admin = Awaited<ReturnType<typeof setup>>["admin"];
async function addContest(admin: Admin, problemId: string, title: string, start: number, minutes: number) {
  const res = await admin.post("/contests/admin/add", {
    title,
    description: "A contest of the list test.",
    difficulty: "EASY",
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + minutes * MIN).toISOString(),
    problemIds: [problemId],
  });
  expect(res.status).toBe(201);
  return res.json.contest.id as string;
}

type Listed = { id: string; title: string; status: ContestStatus; startTime: string; endTime: string };

describe("contests list and participation", () => {
  test("GET /contests: LIVE first, then UPCOMING soonest first, then ENDED most recent first", async () => {
    const { problemId, admin } = await setup();
    at(T0 - 60 * MIN);
    const tag = crypto.randomUUID().slice(0, 6);
    // Created in an order that is none of the expected ones.
    const ids = {
      upLate: await addContest(admin, problemId, `${tag} up in 3 days`, T0 + 3 * 24 * 60 * MIN, 60),
      endedOld: await addContest(admin, problemId, `${tag} ended long ago`, T0 - 50 * MIN, 10),
      live: await addContest(admin, problemId, `${tag} live`, T0 - 55 * MIN, 120),
      upSoon: await addContest(admin, problemId, `${tag} up in 2 minutes`, T0 + 2 * MIN, 60),
      endedRecent: await addContest(admin, problemId, `${tag} ended recently`, T0 - 40 * MIN, 30),
    };
    at(T0);
    const learner = await signUp(t.app);
    const { json, status } = await learner.c.get("/contests");
    expect(status).toBe(200);
    const all = json.contests as Listed[];
    const mine = all.filter((c) => c.title.startsWith(tag)).map((c) => c.id);
    expect(mine).toEqual([ids.live, ids.upSoon, ids.upLate, ids.endedRecent, ids.endedOld]);
    expect(all.find((c) => c.id === ids.live)).toMatchObject({ status: "LIVE", durationMinutes: 120 });
    // The whole list (other tests' and the seed's contests too) keeps the rule.
    expect(all.map((c) => c.id)).toEqual([...all].sort(compareContestsForList).map((c) => c.id));
    const statuses = all.map((c) => c.status);
    expect(statuses.join(",")).toMatch(/^(LIVE,)*(UPCOMING,)*(ENDED,?)*$/);
  });

  test("unregister before the start (idempotent, off the board, can join again); refused once it started", async () => {
    const { problemId, admin } = await setup();
    at(T0 - 60 * MIN);
    const start = T0 + 6 * 60 * MIN;
    const id = await addContest(admin, problemId, "Unregister test", start, 60);
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await bob.c.post(`/contests/${id}/register`);
    expect((await alice.c.post(`/contests/${id}/register`)).json.contest).toMatchObject({ participants: 2 });
    expect((await alice.c.get(`/contests/${id}/scoreboard`)).json.total).toBe(2);

    for (let i = 0; i < 2; i++) {
      const res = await alice.c.delete(`/contests/${id}/register`);
      expect(res.status).toBe(200);
      expect(res.json.message).toBe("Unregistered from the contest");
      expect(res.json.contest).toMatchObject({ registered: false, participants: 1, registrations: [] });
    }
    const board = (await alice.c.get(`/contests/${id}/scoreboard`)).json;
    expect(board.total).toBe(1);
    expect(board.me).toBeNull();
    expect(board.rows.map((r: { userId: string }) => r.userId)).toEqual([bob.user.id]);

    // Registering again puts her back on the board (the Redis ranking forgot her old entry).
    await alice.c.post(`/contests/${id}/register`);
    const back = (await alice.c.get(`/contests/${id}/scoreboard`)).json;
    expect(back.total).toBe(2);
    expect(back.me).toMatchObject({ userId: alice.user.id, solved: 0 });

    for (const moment of [start, start + 90 * MIN]) {
      at(moment);
      const refused = await alice.c.delete(`/contests/${id}/register`);
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({
        error: "You cannot unregister once the contest has started",
        code: "CONFLICT",
      });
      expect((await alice.c.get(`/contests/${id}`)).json.contest.registered).toBe(true);
    }
    expect((await alice.c.delete(`/contests/${crypto.randomUUID()}/register`)).status).toBe(404);
    expect((await alice.c.delete("/contests/not-a-uuid/register")).status).toBe(404);
  });

  test("a signed-in non-participant watches the standings of a LIVE and an ENDED contest", async () => {
    const { problemId, admin } = await setup();
    at(T0 - 60 * MIN);
    const start = T0 + 8 * 60 * MIN;
    const id = await addContest(admin, problemId, "Spectator test", start, 60);
    const alice = await signUp(t.app);
    await alice.c.post(`/contests/${id}/register`);
    const spectator = await signUp(t.app);

    at(start + 10 * MIN);
    const live = await spectator.c.get(`/contests/${id}/scoreboard`);
    expect(live.status).toBe(200);
    expect(live.json).toMatchObject({ status: "LIVE", total: 1, me: null });
    expect(live.json.rows.map((r: { userId: string }) => r.userId)).toEqual([alice.user.id]);
    // The columns are there, but not the titles of problems a spectator may not see yet.
    expect(live.json.problems).toEqual([{ problemId, label: "A", title: "" }]);
    expect((await spectator.c.get(`/contests/${id}`)).json.contest.problems).toEqual([]);
    expect((await spectator.c.get(`/contests/${id}/problems/${problemId}`)).status).toBe(404);

    at(start + 61 * MIN);
    const ended = await spectator.c.get(`/contests/${id}/scoreboard`);
    expect(ended.status).toBe(200);
    expect(ended.json).toMatchObject({ status: "ENDED", total: 1, me: null, frozen: false });
    expect(ended.json.problems[0].title).toBe("Two Sum");
    expect((await spectator.c.get(`/contests/${id}/icpc/scoreboard`)).json.rows).toHaveLength(1);
  });

  test("edit and delete are refused from the start with the API's reason; the contest stays as it was", async () => {
    const { problemId, admin } = await setup();
    at(T0 - 60 * MIN);
    const start = T0 + 10 * 60 * MIN;
    const id = await addContest(admin, problemId, "Locked test", start, 60);
    const body = {
      title: "Renamed",
      description: "Changed.",
      difficulty: "HARD",
      startTime: new Date(start + 60 * MIN).toISOString(),
      endTime: new Date(start + 120 * MIN).toISOString(),
      problemIds: [problemId],
    };
    const learner = await signUp(t.app);
    expect((await learner.c.put(`/contests/admin/${id}`, body)).status).toBe(403);
    expect((await learner.c.delete(`/contests/admin/${id}`)).status).toBe(403);

    for (const moment of [start, start + 30 * MIN]) {
      at(moment);
      const reason = { error: "A contest cannot be changed once it has started", code: "CONFLICT" };
      const edit = await admin.put(`/contests/admin/${id}`, body);
      expect(edit.status).toBe(409);
      expect(edit.json).toEqual(reason);
      const del = await admin.delete(`/contests/admin/${id}`);
      expect(del.status).toBe(409);
      expect(del.json).toEqual(reason);
    }
    expect((await admin.get(`/contests/${id}`)).json.contest).toMatchObject({
      title: "Locked test",
      status: "LIVE",
    });
  });
});
