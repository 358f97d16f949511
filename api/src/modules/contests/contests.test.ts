import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Subprocess } from "bun";
import { submitTry as submit } from "../../test/contest-tries.ts";
import { client, createTestApp, makeAdmin, seededProblem, signUp, spawnWorker } from "../../test/harness.ts";

/**
 * The contest lifecycle against the real API, Postgres, Redis and a real worker judging in the sandbox. The API's
 * clock is injected (status, receipt checks and receipt times all read it); the contest sits ten days ahead of the
 * real clock, so no scheduler job of the real worker fires during the test.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: Subprocess | undefined;
const MIN = 60_000;
const T0 = Date.now() + 10 * 24 * 60 * MIN;
const at = (ms: number) => {
  t.ctx.clock = () => new Date(ms);
};

beforeAll(async () => {
  // A short wait, so a submission made while no worker runs answers 202 quickly.
  t = await createTestApp({ JUDGE_WAIT_MS: "15000" });
  worker = spawnWorker(t.env);
});
afterAll(async () => {
  worker?.kill("SIGTERM");
  await worker?.exited;
  await t.close();
});

type Client = ReturnType<typeof client>;
const WRONG = "print('0 1')\n";

/**
 * The board a moment after a verdict: the ranking is written by the worker as the verdict is announced, and each
 * instance learns of the new board version from Redis a moment later, so a read right after an answer is retried
 * briefly until `ready` holds (or returns the last read, for the assertion to report).
 */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on response fields directly
async function boardWhen(c: Client, path: string, ready: (json: any) => boolean) {
  // biome-ignore lint/suspicious/noExplicitAny: as above
  let json: any;
  for (let i = 0; i < 50; i++) {
    json = (await c.get(path)).json;
    if (ready(json)) return json;
    await Bun.sleep(100);
  }
  return json;
}

async function setup() {
  const [twoSum, second, outside] = await Promise.all([
    seededProblem(t.ctx, "two-sum"),
    seededProblem(t.ctx, "valid-parentheses"),
    seededProblem(t.ctx, "climbing-stairs"),
  ]);
  const admin = await signUp(t.app);
  await makeAdmin(t.ctx, admin.user.id);
  return { twoSum: twoSum!, second: second!, outside: outside!, admin: admin.c };
}

const contestBody = (problemIds: string[], start: number, end: number, extra: object = {}) => ({
  title: "Friday Night Contest",
  description: "Two problems, one hour.",
  difficulty: "MEDIUM",
  startTime: new Date(start).toISOString(),
  endTime: new Date(end).toISOString(),
  problemIds,
  ...extra,
});

describe("contests: the server decides", () => {
  test("create is admin-only and validated with the spec's messages", async () => {
    const { twoSum, admin } = await setup();
    at(T0 - 60 * MIN);
    const learner = await signUp(t.app);
    const ok = contestBody([twoSum.id], T0, T0 + 60 * MIN);
    expect((await learner.c.post("/contests/admin/add", ok)).status).toBe(403);
    const cases: [object, string][] = [
      [{ ...ok, title: "" }, "Title is required"],
      [{ ...ok, description: undefined }, "Description is required"],
      [{ ...ok, startTime: "" }, "Start time is required"],
      [{ ...ok, endTime: undefined }, "End time is required"],
      [{ ...ok, endTime: ok.startTime }, "End time must be after the start time"],
      [{ ...ok, problemIds: [] }, "Select at least one problem"],
      [{ ...ok, problemIds: [crypto.randomUUID()] }, "Some selected problems do not exist"],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post("/contests/admin/add", body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: message, code: "VALIDATION" });
    }
    const created = await admin.post("/contests/admin/add", ok);
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("Contest created successfully");
    expect(created.json.contest).toMatchObject({ status: "UPCOMING", problemCount: 1, penaltyMinutes: 5 });
  });

  test("register → start → Wrong Answer then Accepted → penalty → late verdict counts → end refuses", async () => {
    const { twoSum, second, outside, admin } = await setup();
    at(T0 - 60 * MIN);
    const start = T0 + 2 * 60 * MIN; // its own window, after the first test's
    const end = start + 60 * MIN;
    const { json } = await admin.post("/contests/admin/add", contestBody([twoSum.id, second.id], start, end));
    const id = json.contest.id as string;
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);

    // Before the start: registration is open and idempotent; problems are counted, not shown; submits refused.
    for (let i = 0; i < 2; i++) {
      const reg = await alice.c.post(`/contests/${id}/register`);
      expect(reg.status).toBe(200);
      expect(reg.json.contest).toMatchObject({ registered: true, participants: 1 });
    }
    const before = await alice.c.get(`/contests/${id}`);
    expect(before.json.contest).toMatchObject({ status: "UPCOMING", problemCount: 2, problems: [] });
    expect(before.json.contest.registrations).toEqual([
      { userId: alice.user.id, username: expect.any(String) },
    ]);
    expect(new Date(before.json.contest.serverTime).getTime()).toBe(T0 - 60 * MIN);
    expect((await alice.c.get(`/contests/${id}/problems/${twoSum.id}`)).status).toBe(404);
    const early = await submit(alice.c, twoSum.id, twoSum.referenceSolutions.PYTHON!, id);
    expect(early.status).toBe(409);
    expect(early.json.error).toBe("The contest is not live");

    // A practice submission made before the start can never be linked into the contest.
    const practiceEarly = await submit(alice.c, second.id, second.referenceSolutions.PYTHON!);
    expect(practiceEarly.json.submission.status).toBe("Accepted");

    at(start + 10 * MIN);
    const live = await alice.c.get(`/contests/${id}`);
    expect(live.json.contest.status).toBe("LIVE");
    expect(live.json.contest.problems.map((p: { problemId: string }) => p.problemId).sort()).toEqual(
      [twoSum.id, second.id].sort(),
    );
    expect((await bob.c.get(`/contests/${id}`)).json.contest.problems).toEqual([]); // not registered
    expect((await bob.c.get(`/contests/${id}/problems/${twoSum.id}`)).status).toBe(404);
    const detail = await alice.c.get(`/contests/${id}/problems/${twoSum.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json.problem.referenceSolutions).toBeUndefined();
    // Nothing secret in any contest response.
    for (const text of [live.text, detail.text])
      for (const secret of ["passwordHash", "password_hash", "referenceSolutions", "@test.grindstone.dev"])
        expect(text).not.toContain(secret);

    const unregistered = await submit(bob.c, twoSum.id, twoSum.referenceSolutions.PYTHON!, id);
    expect(unregistered.status).toBe(403);
    const notInContest = await submit(alice.c, outside.id, outside.referenceSolutions.PYTHON!, id);
    expect(notInContest.status).toBe(404);

    const wrong = await submit(alice.c, twoSum.id, WRONG, id);
    expect(wrong.json.submission.status).toBe("Wrong Answer");
    at(start + 25 * MIN + 30_000);
    const right = await submit(alice.c, twoSum.id, twoSum.referenceSolutions.PYTHON!, id);
    expect(right.json.submission.status).toBe("Accepted");
    // After the first Accepted nothing counts: another wrong try adds no penalty.
    at(start + 26 * MIN);
    expect((await submit(alice.c, twoSum.id, WRONG, id)).json.submission.status).toBe("Wrong Answer");

    let board = await boardWhen(alice.c, `/contests/${id}/scoreboard`, (b) => b.me?.solved === 1);
    expect(board.me).toMatchObject({ rank: 1, solved: 1, penalty: 25 + 5 });
    expect(board.me.problems[0]).toMatchObject({ problemId: twoSum.id, solved: true, tries: 1, minutes: 25 });

    // The spec's /submit links only what the server verifies; a Wrong Answer linked never counts as solved.
    const practiceWrong = await submit(alice.c, second.id, WRONG);
    const link = { contestId: id, problemId: second.id, submissionId: practiceWrong.json.submission.id };
    const linked = await alice.c.post(`/contests/${id}/submit`, link);
    expect(linked.status).toBe(200);
    expect(linked.json.contestSubmission.submission.status).toBe("Wrong Answer");
    expect((await alice.c.post(`/contests/${id}/submit`, link)).json).toEqual(linked.json); // a repeat
    const bobs = await submit(bob.c, second.id, second.referenceSolutions.PYTHON!);
    const stolen = { contestId: id, problemId: second.id, submissionId: bobs.json.submission.id };
    expect((await alice.c.post(`/contests/${id}/submit`, stolen)).status).toBe(404);
    const preStart = { contestId: id, problemId: second.id, submissionId: practiceEarly.json.submission.id };
    expect((await alice.c.post(`/contests/${id}/submit`, preStart)).status).toBe(409);
    board = (await alice.c.get(`/contests/${id}/scoreboard`)).json;
    expect(board.me).toMatchObject({ solved: 1 });
    expect(board.me.problems[1]).toMatchObject({ problemId: second.id, solved: false, tries: 1 });

    const mine = await alice.c.get(`/contests/${id}/${twoSum.id}/submission`);
    expect(mine.json.submissions).toHaveLength(3);
    expect(mine.json.submissions[0].submission.id).toBe(mine.json.submissions[0].submissionId);
    expect(mine.text).not.toContain("passwordHash");
    expect((await bob.c.get(`/contests/${id}/${twoSum.id}/submission`)).json.submissions).toEqual([]);
    expect((await alice.c.get(`/contests/${id}/solved`)).json.problemSolved).toEqual([
      { problemId: twoSum.id, solvedAt: expect.any(String), minutes: 25 },
    ]);
    expect((await alice.c.get(`/contests/${id}/summary-stats`)).json.summary).toEqual({
      totalSubmissions: 4,
      totalProblems: 2,
      totalSolved: 1,
      participants: 1,
    });
    expect((await client(t.app).get(`/contests/${id}/summary-stats`)).status).toBe(401);

    // Received a second before the end, judged after it (no worker running until the clock passed the end): counts.
    worker?.kill("SIGTERM");
    await worker?.exited;
    at(end - 1000);
    const late = await submit(alice.c, second.id, second.referenceSolutions.PYTHON!, id);
    expect(late.status).toBe(202);
    at(end + 5 * MIN);
    worker = spawnWorker(t.env);
    for (let i = 0; i < 120; i++) {
      board = (await alice.c.get(`/contests/${id}/scoreboard`)).json;
      if (board.me.solved === 2) break;
      await Bun.sleep(500);
    }
    expect(board.me).toMatchObject({ solved: 2, penalty: 30 + 59 + 5 });
    expect(board.status).toBe("ENDED");

    // After the end: registration and submissions refused with the same words; everyone sees the problems.
    for (const res of [
      await bob.c.post(`/contests/${id}/register`),
      await submit(alice.c, twoSum.id, twoSum.referenceSolutions.PYTHON!, id),
    ]) {
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ error: "Contest has ended", code: "CONFLICT" });
    }
    expect((await bob.c.get(`/contests/${id}`)).json.contest.problems).toHaveLength(2);
    const edit = await admin.put(`/contests/admin/${id}`, contestBody([twoSum.id], end + MIN, end + 2 * MIN));
    expect(edit.json).toEqual({ error: "A contest cannot be changed once it has started", code: "CONFLICT" });
    expect((await admin.delete(`/contests/admin/${id}`)).status).toBe(409);
    const icpc = (await alice.c.get(`/contests/${id}/icpc/scoreboard`)).json;
    expect(icpc.rows[0]).toMatchObject({
      rank: 1,
      team_id: alice.user.id,
      score: { num_solved: 2, total_time: 94 },
    });
    expect(icpc.rows[0].problems.map((p: { problem_id: string }) => p.problem_id)).toEqual(["A", "B"]);
  }, 240_000);

  test("an admin edits and deletes a contest before its start", async () => {
    const { twoSum, second, admin } = await setup();
    at(T0 - 60 * MIN);
    const { json } = await admin.post(
      "/contests/admin/add",
      contestBody([twoSum.id], T0 + 5 * MIN, T0 + 9 * MIN),
    );
    const id = json.contest.id as string;
    const edited = await admin.put(
      `/contests/admin/${id}`,
      contestBody([second.id, twoSum.id], T0, T0 + 30 * MIN),
    );
    expect(edited.status).toBe(200);
    expect(edited.json.contest).toMatchObject({ problemCount: 2, durationMinutes: 30 });
    expect(edited.json.contest.problems.map((p: { problemId: string }) => p.problemId)).toEqual([
      second.id,
      twoSum.id,
    ]);
    expect((await admin.delete(`/contests/admin/${id}`)).status).toBe(200);
    expect((await admin.get(`/contests/${id}`)).status).toBe(404);
  });

  test("the freeze shows everyone the board as at the freeze, later tries as pending; own row and admins live", async () => {
    const { twoSum, admin } = await setup();
    at(T0 - 60 * MIN);
    const start = T0 + 4 * 60 * MIN;
    const end = start + 60 * MIN;
    const { json } = await admin.post(
      "/contests/admin/add",
      contestBody([twoSum.id], start, end, { freezeMinutes: 30 }),
    );
    const id = json.contest.id as string;
    const alice = await signUp(t.app);
    const carol = await signUp(t.app);
    await alice.c.post(`/contests/${id}/register`);
    await carol.c.post(`/contests/${id}/register`);
    at(start + 10 * MIN);
    expect(
      (await submit(alice.c, twoSum.id, twoSum.referenceSolutions.PYTHON!, id)).json.submission.status,
    ).toBe("Accepted");
    at(start + 40 * MIN); // frozen since start + 30
    expect((await submit(carol.c, twoSum.id, WRONG, id)).json.submission.status).toBe("Wrong Answer");
    at(start + 40 * MIN + 30_000); // received later than the Wrong Answer (equal receipt times have no order)
    expect(
      (await submit(carol.c, twoSum.id, twoSum.referenceSolutions.PYTHON!, id)).json.submission.status,
    ).toBe("Accepted");

    const seenByAlice = await boardWhen(alice.c, `/contests/${id}/scoreboard`, (b) => b.rows?.length === 2);
    expect(seenByAlice.frozen).toBe(true);
    const carolRow = seenByAlice.rows.find((r: { userId: string }) => r.userId === carol.user.id);
    expect(carolRow).toMatchObject({ rank: 2, solved: 0, penalty: 0 });
    expect(carolRow.problems[0]).toEqual({
      problemId: twoSum.id,
      solved: false,
      tries: 0,
      minutes: null,
      pending: true,
    });
    expect(seenByAlice.me).toMatchObject({ rank: 1, solved: 1, penalty: 10 });
    const icpc = (await alice.c.get(`/contests/${id}/icpc/scoreboard`)).json;
    const carolIcpc = icpc.rows.find((r: { team_id: string }) => r.team_id === carol.user.id);
    expect(carolIcpc.problems[0]).toMatchObject({ num_judged: 0, num_pending: 1, solved: false });

    const seenByCarol = (await carol.c.get(`/contests/${id}/scoreboard`)).json;
    expect(seenByCarol.me).toMatchObject({ solved: 1, penalty: 40 + 5 }); // her own results stay visible to her
    const seenByAdmin = await boardWhen(
      admin,
      `/contests/${id}/scoreboard`,
      (b) => b.rows?.[1]?.solved === 1,
    );
    expect(seenByAdmin.frozen).toBe(false);
    expect(seenByAdmin.rows.map((r: { solved: number }) => r.solved)).toEqual([1, 1]);

    at(end); // the final board shows at the end
    const final = (await alice.c.get(`/contests/${id}/scoreboard`)).json;
    expect(final.frozen).toBe(false);
    expect(final.rows.find((r: { userId: string }) => r.userId === carol.user.id)).toMatchObject({
      rank: 2,
      solved: 1,
      penalty: 45,
    });
  }, 120_000);

  test("unknown and malformed ids are 404, never 500", async () => {
    const { c } = await signUp(t.app);
    for (const path of [
      `/contests/${crypto.randomUUID()}`,
      "/contests/not-a-uuid",
      `/contests/${crypto.randomUUID()}/scoreboard`,
      `/contests/${crypto.randomUUID()}/solved`,
      `/contests/${crypto.randomUUID()}/${crypto.randomUUID()}/submission`,
    ]) {
      const res = await c.get(path);
      expect(res.status).toBe(404);
      expect(res.json.code).toBe("NOT_FOUND");
    }
    expect((await c.post(`/contests/${crypto.randomUUID()}/register`)).status).toBe(404);
  });
});
