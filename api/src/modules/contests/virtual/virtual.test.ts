import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { contestStandings, contestVirtualRuns } from "@grindstone/db";
import type { Subprocess } from "bun";
import { eq } from "drizzle-orm";
import { submitTry as submit } from "../../../test/contest-tries.ts";
import {
  client,
  createTestApp,
  makeAdmin,
  seededProblem,
  signUp,
  spawnWorker,
} from "../../../test/harness.ts";
import { contestWith } from "../../problems/hidden-problem-fixtures.ts";

/**
 * Virtual runs and upsolving (issue 26) against the real API, Postgres, Redis and a real worker judging in the
 * sandbox. The first part moves the API's clock (receipt times, the run's window and its penalty all read it) ten
 * days ahead of the real one, so no job of the real worker fires; the second runs on the real clock, to see a run
 * end across a killed worker.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: Subprocess | undefined;
const MIN = 60_000;
const T0 = Date.now() + 10 * 24 * 60 * MIN;
const at = (ms: number) => {
  t.ctx.clock = () => new Date(ms);
};

beforeAll(async () => {
  t = await createTestApp({ JUDGE_WAIT_MS: "15000" });
  worker = spawnWorker(t.env);
});
afterAll(async () => {
  worker?.kill("SIGTERM");
  await worker?.exited;
  await t.close();
});

const WRONG = "print('0 1')\n";

async function setup() {
  const [twoSum, second] = await Promise.all([
    seededProblem(t.ctx, "two-sum"),
    seededProblem(t.ctx, "valid-parentheses"),
  ]);
  const admin = await signUp(t.app);
  await makeAdmin(t.ctx, admin.user.id);
  return { twoSum: twoSum!, second: second!, admin: admin.c };
}

const standingsOf = (contestId: string) =>
  t.ctx.db
    .select()
    .from(contestStandings)
    .where(eq(contestStandings.contestId, contestId))
    .then((rows) =>
      rows.map((r) => ({ userId: r.userId, solved: r.solved, penalty: r.penalty, v: r.version })),
    );

describe("virtual runs and upsolving", () => {
  test("start rules, scoring against the run's start, the board at the same elapsed time, upsolving", async () => {
    const { twoSum, second, admin } = await setup();
    at(T0 - 60 * MIN);
    const { json } = await admin.post("/contests/admin/add", {
      title: "Virtual Friday",
      description: "Two problems, one hour.",
      difficulty: "MEDIUM",
      startTime: new Date(T0).toISOString(),
      endTime: new Date(T0 + 60 * MIN).toISOString(),
      problemIds: [twoSum.id, second.id],
    });
    const id = json.contest.id as string;
    const [alice, bob, carol, dave] = await Promise.all([1, 2, 3, 4].map(() => signUp(t.app)));
    for (const u of [alice!, bob!]) expect((await u.c.post(`/contests/${id}/register`)).status).toBe(200);

    // Live: Alice solves A at minute 5 after one wrong try (penalty 10); Bob registered and never submits.
    at(T0 + 2 * MIN);
    expect((await submit(alice!.c, twoSum.id, WRONG, id)).json.submission.status).toBe("Wrong Answer");
    at(T0 + 5 * MIN);
    const ok = await submit(alice!.c, twoSum.id, twoSum.referenceSolutions.PYTHON!, id);
    expect(ok.json.submission.status).toBe("Accepted");
    at(T0 + 30 * MIN);
    const early = await carol!.c.post(`/contests/${id}/virtual`);
    expect(early.status).toBe(409);
    expect(early.json).toEqual({ error: "Virtual runs start after the contest has ended", code: "CONFLICT" });

    const end = T0 + 60 * MIN;
    at(end + 30 * MIN);
    const official = await standingsOf(id);
    const tookPart = await alice!.c.post(`/contests/${id}/virtual`);
    expect(tookPart.status).toBe(409);
    expect(tookPart.json.error).toBe("You took part in this contest");
    expect((await carol!.c.get(`/contests/${id}/virtual`)).json).toEqual({ run: null });

    // Carol (never registered) starts a run; a second one while it is open is refused.
    const runStart = end + 30 * MIN;
    const started = await carol!.c.post(`/contests/${id}/virtual`);
    expect(started.status).toBe(201);
    expect(started.json.run).toMatchObject({
      contestId: id,
      status: "RUNNING",
      elapsedSeconds: 0,
      startedAt: new Date(runStart).toISOString(),
      endsAt: new Date(runStart + 60 * MIN).toISOString(),
    });
    const again = await carol!.c.post(`/contests/${id}/virtual`);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("You already have a virtual run in progress");
    // Bob registered but never submitted live: he may run it too.
    expect((await bob!.c.post(`/contests/${id}/virtual`)).status).toBe(201);
    // The problems are open to the runner.
    expect((await carol!.c.get(`/contests/${id}/problems/${twoSum.id}`)).status).toBe(200);

    // In the run: a wrong try at minute 3, Accepted at minute 7 of her own clock: 7 + 5 = 12.
    at(runStart + 3 * MIN);
    expect((await submit(carol!.c, twoSum.id, WRONG, id)).json.submission.status).toBe("Wrong Answer");
    at(runStart + 4 * MIN);
    let board = (await carol!.c.get(`/contests/${id}/scoreboard?view=virtual`)).json;
    expect(board.view).toBe("virtual");
    expect(board.virtual).toMatchObject({ status: "RUNNING", elapsedSeconds: 240 });
    // At minute 4 Alice had one wrong try and nothing solved: everyone shares rank 1.
    expect(board.rows.map((r: { rank: number; unofficial?: boolean }) => [r.rank, !!r.unofficial])).toEqual([
      [1, true],
      [1, false],
      [1, false],
    ]);
    const aliceAt4 = board.rows.find((r: { userId: string }) => r.userId === alice!.user.id);
    expect(aliceAt4).toMatchObject({ solved: 0 });
    expect(aliceAt4.problems[0]).toMatchObject({ tries: 1, solved: false });
    expect(board.me).toMatchObject({ userId: carol!.user.id, unofficial: true, solved: 0 });
    expect(board.me.problems[0]).toMatchObject({ tries: 1 });

    at(runStart + 7 * MIN + 20_000);
    const solved = await submit(carol!.c, twoSum.id, twoSum.referenceSolutions.PYTHON!, id);
    expect(solved.status).toBe(200);
    expect(solved.json.submission.status).toBe("Accepted");
    const run = (await carol!.c.get(`/contests/${id}/virtual`)).json.run;
    expect(run).toMatchObject({ status: "RUNNING", solved: 1, penalty: 12, elapsedSeconds: 7 * 60 + 20 });

    // At minute 8: Alice (10) ahead of Carol (12), Bob's official row (nothing solved) shares rank 2 with her.
    at(runStart + 8 * MIN);
    board = (await carol!.c.get(`/contests/${id}/scoreboard?view=virtual`)).json;
    expect(
      board.rows.map(
        (r: { userId: string; rank: number; solved: number; penalty: number; unofficial?: boolean }) => [
          r.userId,
          r.rank,
          r.solved,
          r.penalty,
          !!r.unofficial,
        ],
      ),
    ).toEqual([
      [alice!.user.id, 1, 1, 10, false],
      [carol!.user.id, 2, 1, 12, true],
      [bob!.user.id, 2, 0, 0, false],
    ]);
    expect(board.me.problems[0]).toMatchObject({ solved: true, tries: 1, minutes: 7 });
    expect(board.total).toBe(3);
    // Bob's view drops his own empty official row: Alice and his virtual row.
    const bobBoard = (await bob!.c.get(`/contests/${id}/scoreboard?view=virtual`)).json;
    expect(bobBoard.rows.map((r: { userId: string }) => r.userId)).toEqual([alice!.user.id, bob!.user.id]);

    // The official board and standings never moved.
    expect(await standingsOf(id)).toEqual(official);
    const officialBoard = (await alice!.c.get(`/contests/${id}/scoreboard`)).json;
    expect(officialBoard.rows.map((r: { userId: string; rank: number }) => [r.userId, r.rank])).toEqual([
      [alice!.user.id, 1],
      [bob!.user.id, 2],
    ]);
    expect(officialBoard.rows[0]).toMatchObject({ solved: 1, penalty: 10 });
    expect((await carol!.c.get(`/contests/${id}/scoreboard`)).json.me).toBeNull();

    // After the run's own end (server clock): 409 like the live contest's end, and a new run may start.
    at(runStart + 60 * MIN);
    const late = await submit(carol!.c, second.id, second.referenceSolutions.PYTHON!, id);
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ error: "Contest has ended", code: "CONFLICT" });
    expect((await carol!.c.get(`/contests/${id}/virtual`)).json.run).toMatchObject({
      status: "FINISHED",
      elapsedSeconds: 3600,
    });
    const finalBoard = (await carol!.c.get(`/contests/${id}/scoreboard?view=virtual`)).json;
    expect(finalBoard.virtual.status).toBe("FINISHED");
    expect(finalBoard.me).toMatchObject({ rank: 2, solved: 1, penalty: 12 });
    const second_run = await carol!.c.post(`/contests/${id}/virtual`);
    expect(second_run.status).toBe(201);
    expect(second_run.json.run.id).not.toBe(run.id);

    // Upsolving: without the flag the answer stays 409; with it, judged and shown on the caller's own row only.
    at(runStart + 2 * 60 * MIN);
    const refused = await submit(dave!.c, second.id, second.referenceSolutions.PYTHON!, id);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ error: "Contest has ended", code: "CONFLICT" });
    const aliceRefused = await submit(alice!.c, second.id, WRONG, id);
    expect(aliceRefused.json).toEqual({ error: "Contest has ended", code: "CONFLICT" });
    const up = await submit(dave!.c, second.id, second.referenceSolutions.PYTHON!, id, { upsolve: true });
    expect(up.status).toBe(200);
    expect(up.json.submission.status).toBe("Accepted");
    const aliceUp = await submit(alice!.c, second.id, WRONG, id, { upsolve: true });
    expect(aliceUp.json.submission.status).toBe("Wrong Answer");
    const daveBoard = (await dave!.c.get(`/contests/${id}/scoreboard`)).json;
    expect(daveBoard.me).toBeNull();
    expect(daveBoard.upsolve).toEqual([{ problemId: second.id, solved: true, tries: 0 }]);
    const aliceBoard = (await alice!.c.get(`/contests/${id}/scoreboard`)).json;
    expect(aliceBoard.me).toMatchObject({ rank: 1, solved: 1, penalty: 10 });
    expect(aliceBoard.me.upsolve).toEqual([{ problemId: second.id, solved: false, tries: 1 }]);
    expect(aliceBoard.rows[0].upsolve).toEqual([{ problemId: second.id, solved: false, tries: 1 }]);
    // Nobody else sees it.
    const bobOfficial = (await bob!.c.get(`/contests/${id}/scoreboard`)).json;
    expect(bobOfficial.rows[0].upsolve).toBeUndefined();
    expect(bobOfficial.upsolve).toBeUndefined();
    expect(await standingsOf(id)).toEqual(official);

    // An API restart: the open run lives in Postgres, a new instance sees it.
    const restarted = await createTestApp({ JUDGE_WAIT_MS: "15000" });
    try {
      restarted.ctx.clock = () => new Date(runStart + 90 * MIN);
      const c2 = client(restarted.app);
      c2.cookie = carol!.c.cookie;
      const seen = await c2.get(`/contests/${id}/virtual`);
      expect(seen.json.run).toMatchObject({ id: second_run.json.run.id, status: "RUNNING" });
      expect((await c2.post(`/contests/${id}/virtual`)).status).toBe(409);
    } finally {
      await restarted.close();
    }
  });

  test("the virtual clock across a worker kill: the run still finishes at endsAt", async () => {
    const { twoSum } = await setup();
    t.ctx.clock = () => new Date();
    const now = Date.now();
    // A contest of six seconds that ended a moment ago.
    const contest = await contestWith(t.ctx, {
      problemIds: [twoSum.id],
      start: new Date(now - 7000),
      end: new Date(now - 1000),
    });
    const erin = await signUp(t.app);
    const started = await erin.c.post(`/contests/${contest.id}/virtual`);
    expect(started.status).toBe(201);
    const runId = started.json.run.id as string;
    const endsAt = new Date(started.json.run.endsAt).getTime();

    // The worker holding the end job dies at once, without a goodbye; a new one takes over.
    worker?.kill("SIGKILL");
    await worker?.exited;
    worker = spawnWorker(t.env);

    let finishedAt: Date | null = null;
    for (let i = 0; i < 300 && !finishedAt; i++) {
      const [row] = await t.ctx.db.select().from(contestVirtualRuns).where(eq(contestVirtualRuns.id, runId));
      finishedAt = row?.finishedAt ?? null;
      if (!finishedAt) await Bun.sleep(100);
    }
    expect(finishedAt?.getTime()).toBe(endsAt);
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt);
    expect((await erin.c.get(`/contests/${contest.id}/virtual`)).json.run.status).toBe("FINISHED");
    const late = await submit(erin.c, twoSum.id, twoSum.referenceSolutions.PYTHON!, contest.id);
    expect(late.status).toBe(409);
    expect(late.json.error).toBe("Contest has ended");
    await contest.remove();
  });
});
