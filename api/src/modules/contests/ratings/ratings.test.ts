import { afterAll, beforeAll, expect, test } from "bun:test";
import { RATING_TEXTS } from "@grindstone/shared";
import type { Subprocess } from "bun";
import { submitTry as submit } from "../../../test/contest-tries.ts";
import { createTestApp, makeAdmin, seededProblem, signUp, spawnWorker } from "../../../test/harness.ts";

/**
 * Ratings through the real API and a real worker: a short contest on the real clock, judged in the sandbox, ended
 * by the worker's scheduler, rated by its rating job; then the admin un-rates it and the ratings go away.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: Subprocess | undefined;

beforeAll(async () => {
  t = await createTestApp({ JUDGE_WAIT_MS: "20000" });
  worker = spawnWorker(t.env);
});
afterAll(async () => {
  worker?.kill("SIGTERM");
  await worker?.exited;
  await t.close();
});

// biome-ignore lint/suspicious/noExplicitAny: tests assert on response fields directly
async function until(read: () => Promise<any>, ready: (v: any) => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  let last = await read();
  while (!ready(last) && Date.now() < end) {
    await Bun.sleep(250);
    last = await read();
  }
  return last;
}

test("a rated contest's changes, the users' histories and the scoreboard deltas; un-rating takes them back; its ICPC event feed", async () => {
  const problem = (await seededProblem(t.ctx, "climbing-stairs"))!;
  const admin = await signUp(t.app);
  await makeAdmin(t.ctx, admin.user.id);
  const [ann, bob, idle] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
  const start = Date.now() + 2500;
  const created = await admin.c.post("/contests/admin/add", {
    title: "Rated sprint",
    description: "Ten seconds.",
    difficulty: "EASY",
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 10_000).toISOString(),
    problemIds: [problem.id],
  });
  expect(created.status).toBe(201);
  const contest = created.json.contest;
  expect(contest.rated).toBe(true); // the default
  expect(contest.ratingStatus).toBe("PENDING");
  const id: string = contest.id;
  for (const u of [ann, bob, idle]) expect((await u.c.post(`/contests/${id}/register`)).status).toBe(200);

  const early = await ann.c.get(`/contests/${id}/ratings`);
  expect(early.status).toBe(409);
  expect(early.json).toEqual({ error: RATING_TEXTS.notReady, code: "CONFLICT" });

  await Bun.sleep(Math.max(0, start - Date.now() + 200));
  const asked = await ann.c.post(`/contests/${id}/clarifications`, { text: "Is n at least 1?" });
  expect(asked.status).toBe(201);
  const right = await submit(ann.c, problem.id, problem.referenceSolutions.PYTHON!, id);
  expect(right.json.submission?.status ?? right.json.status).toBe("Accepted");
  const wrong = await submit(bob.c, problem.id, "print(0)\n", id);
  expect(wrong.status).toBeLessThan(300);

  // The end job, then the rating job: the ratings appear without anyone asking.
  const rated = await until(
    () => ann.c.get(`/contests/${id}/ratings`),
    (r) => r.status === 200,
  );
  expect(rated.status).toBe(200);
  expect(rated.json.status).toBe("RATED");
  const changes = rated.json.changes;
  // The registered user who never submitted is not rated.
  expect(changes.map((c: { userId: string }) => c.userId)).toEqual([ann.user.id, bob.user.id]);
  expect(changes[0]).toMatchObject({ rank: 1, oldRating: 960 });
  expect(changes[1]).toMatchObject({ rank: 2, oldRating: 960 });
  expect(changes[0].newRating).toBeGreaterThan(changes[1].newRating);
  expect(changes[0].delta).toBe(changes[0].newRating - 960);

  const view = await ann.c.get(`/contests/${id}`);
  expect(view.json.contest.ratingStatus).toBe("RATED");

  const history = await bob.c.get(`/users/${ann.user.id}/rating`);
  expect(history.status).toBe(200);
  expect(history.json).toMatchObject({
    userId: ann.user.id,
    rating: changes[0].newRating,
    maxRating: changes[0].newRating,
    contests: [
      { contestId: id, title: "Rated sprint", rank: 1, oldRating: 960, newRating: changes[0].newRating },
    ],
  });
  const none = await ann.c.get(`/users/${idle.user.id}/rating`);
  expect(none.json).toMatchObject({ rating: null, maxRating: null, contests: [] });
  expect((await ann.c.get(`/users/${crypto.randomUUID()}/rating`)).status).toBe(404);
  expect((await ann.c.get("/users/not-a-uuid/rating")).status).toBe(404);

  const board = await until(
    () => bob.c.get(`/contests/${id}/scoreboard`),
    (r) => r.json.rows?.[0]?.ratingDelta !== undefined,
    10_000,
  );
  const byUser = new Map(board.json.rows.map((r: { userId: string }) => [r.userId, r]));
  expect(byUser.get(ann.user.id)).toMatchObject({ rank: 1, ratingDelta: changes[0].delta });
  expect(byUser.get(bob.user.id)).toMatchObject({ ratingDelta: changes[1].delta });
  expect(board.json.me.ratingDelta).toBe(changes[1].delta);
  expect((byUser.get(idle.user.id) as { ratingDelta?: number }).ratingDelta).toBeUndefined();

  // Only admins switch it; un-rating after the end takes the ratings back.
  expect((await ann.c.patch(`/contests/admin/${id}/rated`, { rated: false })).status).toBe(403);
  const bad = await admin.c.patch(`/contests/admin/${id}/rated`, { rated: "no" });
  expect(bad.status).toBe(400);
  const off = await admin.c.patch(`/contests/admin/${id}/rated`, { rated: false });
  expect(off.status).toBe(200);
  expect(off.json.message).toBe(RATING_TEXTS.ratedOff);
  expect(off.json.contest.rated).toBe(false);
  const gone = await ann.c.get(`/contests/${id}/ratings`);
  expect(gone.json).toEqual({ error: RATING_TEXTS.notRated, code: "CONFLICT" });
  const unratedView = await until(
    () => ann.c.get(`/contests/${id}`),
    (r) => r.json.contest.ratingStatus === "UNRATED",
  );
  expect(unratedView.json.contest.ratingStatus).toBe("UNRATED");
  expect((await bob.c.get(`/users/${ann.user.id}/rating`)).json).toMatchObject({
    rating: null,
    contests: [],
  });
  expect((await admin.c.patch(`/contests/admin/${crypto.randomUUID()}/rated`, { rated: true })).status).toBe(
    404,
  );

  // The same finished contest as an ICPC event feed (admins only): what a resolver replays.
  expect((await ann.c.get(`/contests/${id}/icpc/event-feed`)).status).toBe(403);
  const feed = await admin.c.get(`/contests/${id}/icpc/event-feed`);
  expect(feed.status).toBe(200);
  expect(feed.headers.get("content-type")).toContain("application/x-ndjson");
  // biome-ignore lint/suspicious/noExplicitAny: NDJSON lines asserted field by field
  const events: any[] = feed.text
    .trim()
    .split("\n")
    .map((line: string) => JSON.parse(line));
  const of = (type: string) => events.filter((e) => e.type === type);
  expect(events.map((e) => e.token)).toEqual(events.map((_, i) => String(i + 1)));
  expect(events[0]).toMatchObject({
    type: "contest",
    id,
    data: { name: "Rated sprint", duration: "0:00:10.000" },
  });
  expect(of("problems").map((e) => e.data)).toEqual([
    { id: "A", label: "A", name: problem.title, ordinal: 0 },
  ]);
  expect(
    of("teams")
      .map((e) => e.id)
      .sort(),
  ).toEqual([ann.user.id, bob.user.id, idle.user.id].sort());
  const subs = of("submissions");
  const subOf = (userId: string) => subs.find((e) => e.data.team_id === userId);
  expect(subs).toHaveLength(2);
  expect(subOf(ann.user.id).data).toMatchObject({ problem_id: "A", language_id: "PYTHON" });
  const verdict = new Map(of("judgements").map((e) => [e.data.submission_id, e.data.judgement_type_id]));
  expect(verdict.get(subOf(ann.user.id).id)).toBe("AC");
  expect(verdict.get(subOf(bob.user.id).id)).toBe("WA");
  expect(of("clarifications").map((e) => e.data)).toEqual([
    expect.objectContaining({
      id: asked.json.clarification.id,
      from_team_id: ann.user.id,
      to_team_id: null,
      text: "Is n at least 1?",
    }),
  ]);
  expect(of("state").at(-1).data.finalized).toBe(contest.endTime);
  expect(of("awards")).toEqual([
    expect.objectContaining({
      id: "first-to-solve-A",
      data: expect.objectContaining({ team_ids: [ann.user.id] }),
    }),
  ]);
});
