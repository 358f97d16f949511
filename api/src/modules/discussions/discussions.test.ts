import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { insertDiscussionMessage } from "@grindstone/db/queries/discussions";
import {
  DISCUSSION_TEXTS,
  type DiscussionMessage,
  discussionListResponseSchema,
  discussionMessageSchema,
} from "@grindstone/shared";
import { bareProblem, createTestApp, makeAdmin, signUp } from "../../test/harness.ts";
import { contestWindow, contestWith, hiddenProblem } from "../problems/hidden-problem-fixtures.ts";
import { postMessage } from "./discussions.service.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const cleanup: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const c of cleanup) await c();
  await t.close();
});

async function room() {
  const p = await bareProblem(t.ctx, "Discussion");
  cleanup.push(p.remove);
  return p.id;
}

/** Writes `n` messages straight through the query helper (no rate limit), oldest first; returns their ids. */
async function seedMessages(problemId: string, userId: string, n: number) {
  const ids: string[] = [];
  for (let i = 1; i <= n; i++)
    ids.push((await insertDiscussionMessage(t.ctx.db, { problemId, userId, message: `m${i}` })).id);
  return ids;
}

const texts = (messages: DiscussionMessage[]) => messages.map((m) => m.message);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `m${from + i}`);
const del = async (cookie: string, path: string) => {
  const res = await t.app.request(`/api/v1${path}`, { method: "DELETE", headers: { cookie } });
  return { status: res.status, json: await res.json() };
};

describe("GET /discussions/{problemId}", () => {
  test("an empty room, then messages oldest first in the spec's shape, with the caller's own vote", async () => {
    const problemId = await room();
    const alice = await signUp(t.app, { name: "Alice Writer" });
    const bob = await signUp(t.app);
    expect((await bob.c.get(`/discussions/${problemId}`)).json).toEqual({
      messages: [],
      hasMore: false,
      contestLock: null,
    });

    const posted = await postMessage(
      t.ctx,
      { id: alice.user.id, role: "USER" },
      { problemId, message: "first" },
    );
    await postMessage(t.ctx, { id: alice.user.id, role: "USER" }, { problemId, message: "second" });
    await bob.c.post(`/discussions/${posted.id}/upvote`);

    const res = await bob.c.get(`/discussions/${problemId}`);
    expect(res.status).toBe(200);
    expect(discussionListResponseSchema.strict().parse(res.json)).toEqual(res.json);
    expect(res.json.hasMore).toBe(false);
    expect(texts(res.json.messages)).toEqual(["first", "second"]);
    const [first] = res.json.messages;
    expect(discussionMessageSchema.strict().parse(first)).toEqual({
      id: posted.id,
      _id: posted.id,
      problemId,
      userId: alice.user.id,
      username: "Alice Writer",
      message: "first",
      timestamp: posted.timestamp,
      upvotes: 1,
      downvotes: 0,
      voteVersion: 1,
      userVote: "up",
    });
    expect(new Date(first.timestamp).toISOString()).toBe(first.timestamp);
    // The same list for the author: counts are shared, the vote is not.
    expect((await alice.c.get(`/discussions/${problemId}`)).json.messages[0].userVote).toBeNull();
  });

  test("cursors: the latest 50 by default, before= for older pages, after= for everything newer", async () => {
    const problemId = await room();
    const { c, user } = await signUp(t.app);
    const ids = await seedMessages(problemId, user.id, 120);
    const at = (n: number) => ids[n - 1]!;

    const latest = (await c.get(`/discussions/${problemId}`)).json;
    expect([texts(latest.messages), latest.hasMore]).toEqual([range(71, 120), true]);

    const older = (await c.get(`/discussions/${problemId}?before=${at(71)}&limit=30`)).json;
    expect([texts(older.messages), older.hasMore]).toEqual([range(41, 70), true]);
    const oldest = (await c.get(`/discussions/${problemId}?before=${at(41)}&limit=100`)).json;
    expect([texts(oldest.messages), oldest.hasMore]).toEqual([range(1, 40), false]);
    // Exactly a page's worth left: no phantom "more".
    const exact = (await c.get(`/discussions/${problemId}?before=${at(41)}&limit=40`)).json;
    expect([exact.messages.length, exact.hasMore]).toEqual([40, false]);

    const newer = (await c.get(`/discussions/${problemId}?after=${at(100)}`)).json;
    expect([texts(newer.messages), newer.hasMore]).toEqual([range(101, 120), false]);
    const some = (await c.get(`/discussions/${problemId}?after=${at(100)}&limit=5`)).json;
    expect([texts(some.messages), some.hasMore]).toEqual([range(101, 105), true]);
    const none = (await c.get(`/discussions/${problemId}?after=${at(120)}`)).json;
    expect(none).toEqual({ messages: [], hasMore: false, contestLock: null });
    const big = (await c.get(`/discussions/${problemId}?limit=100`)).json;
    expect([texts(big.messages), big.hasMore]).toEqual([range(21, 120), true]);
  });

  test("a post that commits late cannot be skipped by after=: the next post in the room waits for it", async () => {
    const problemId = await room();
    const { c, user } = await signUp(t.app);
    const [seen] = await seedMessages(problemId, user.id, 1);
    const newer = async () => texts((await c.get(`/discussions/${problemId}?after=${seen}`)).json.messages);

    // A slow post: its transaction stays open while a second post to the same room is made.
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    const slow = t.ctx.db.transaction(async (tx) => {
      await insertDiscussionMessage(tx, { problemId, userId: user.id, message: "slow" });
      await released;
    });
    await Bun.sleep(100);
    const fast = insertDiscussionMessage(t.ctx.db, { problemId, userId: user.id, message: "fast" });
    await Bun.sleep(300);
    try {
      // Had "fast" committed first, a catch-up now would return it, and one after "fast" would never see "slow".
      expect(await newer()).toEqual([]);
    } finally {
      release();
      await Promise.all([slow, fast]);
    }
    expect(await newer()).toEqual(["slow", "fast"]);
  });

  test("unknown problem or cursor is 404; a cursor from another room is 404; bad input is 400", async () => {
    const problemId = await room();
    const other = await room();
    const { c, user } = await signUp(t.app);
    const [otherMessage] = await seedMessages(other, user.id, 1);
    const unknown = crypto.randomUUID();

    const cases: [string, number, unknown][] = [
      [`/discussions/${unknown}`, 404, { error: "Problem not found", code: "NOT_FOUND" }],
      [
        `/discussions/${problemId}?before=${unknown}`,
        404,
        { error: 'The message given as "before" is not in this discussion', code: "NOT_FOUND" },
      ],
      [
        `/discussions/${problemId}?after=${otherMessage}`,
        404,
        { error: 'The message given as "after" is not in this discussion', code: "NOT_FOUND" },
      ],
      [`/discussions/not-a-uuid`, 400, { error: "Invalid problem id", code: "VALIDATION" }],
      [`/discussions/${problemId}?before=nope`, 400, { error: "Invalid UUID", code: "VALIDATION" }],
      [
        `/discussions/${problemId}?before=${unknown}&after=${unknown}`,
        400,
        { error: "Use either before or after, not both", code: "VALIDATION" },
      ],
    ];
    for (const [path, status, body] of cases) {
      const res = await c.get(path);
      expect([path, res.status, res.json]).toEqual([path, status, body]);
    }
    for (const limit of ["0", "101", "abc", "1.5"]) {
      const res = await c.get(`/discussions/${problemId}?limit=${limit}`);
      expect([limit, res.status, res.json.code]).toEqual([limit, 400, "VALIDATION"]);
    }
  });

  test("signed out is 401", async () => {
    const res = await t.app.request(`/api/v1/discussions/${crypto.randomUUID()}`);
    expect(res.status).toBe(401);
  });
});

describe("votes", () => {
  test("vote, take back, switch; counts and userVote follow; own message 403; unknown 404; bad id 400", async () => {
    const problemId = await room();
    const author = await signUp(t.app);
    const voter = await signUp(t.app);
    const [id] = await seedMessages(problemId, author.user.id, 1);
    const vote = async (dir: "upvote" | "downvote", who = voter) => {
      const res = await who.c.post(`/discussions/${id}/${dir}`);
      return [
        res.status,
        res.json.discussion?.upvotes,
        res.json.discussion?.downvotes,
        res.json.discussion?.userVote,
      ];
    };
    expect(await vote("upvote")).toEqual([200, 1, 0, "up"]);
    expect(await vote("upvote")).toEqual([200, 0, 0, null]); // the same vote again takes it back
    expect(await vote("downvote")).toEqual([200, 0, 1, "down"]);
    expect(await vote("upvote")).toEqual([200, 1, 0, "up"]); // the opposite one switches
    expect(await vote("downvote")).toEqual([200, 0, 1, "down"]);

    const own = await author.c.post(`/discussions/${id}/upvote`);
    expect([own.status, own.json]).toEqual([403, { error: DISCUSSION_TEXTS.ownVote, code: "FORBIDDEN" }]);
    const listed = (await voter.c.get(`/discussions/${problemId}`)).json.messages[0];
    expect([listed.upvotes, listed.downvotes, listed.userVote, listed.voteVersion]).toEqual([
      0,
      1,
      "down",
      5,
    ]);

    const unknown = await voter.c.post(`/discussions/${crypto.randomUUID()}/upvote`);
    expect([unknown.status, unknown.json]).toEqual([404, { error: "Message not found", code: "NOT_FOUND" }]);
    const bad = await voter.c.post(`/discussions/123/downvote`);
    expect([bad.status, bad.json]).toEqual([400, { error: "Invalid message id", code: "VALIDATION" }]);
  });

  test("50 users voting on one message at once: exact counts; double-clicks end consistent", async () => {
    const problemId = await room();
    const author = await signUp(t.app);
    const [id] = await seedMessages(problemId, author.user.id, 1);
    const voters = await Promise.all(Array.from({ length: 50 }, () => signUp(t.app)));

    const ups = await Promise.all(voters.map((v) => v.c.post(`/discussions/${id}/upvote`)));
    expect(ups.map((r) => r.status)).toEqual(voters.map(() => 200));
    // Each vote saw a distinct state: versions 1..50, and the newest one carries the final count.
    const versions = ups.map((r) => r.json.discussion.voteVersion).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(ups.map((r) => r.json.discussion.upvotes).sort((a, b) => a - b)).toEqual(versions);

    // Half switch to down while one user double-clicks up (take back) and another triple-clicks down.
    const [clicker, tripler] = [voters[0]!, voters[1]!];
    await Promise.all([
      ...voters.slice(25).map((v) => v.c.post(`/discussions/${id}/downvote`)),
      clicker.c.post(`/discussions/${id}/upvote`),
      clicker.c.post(`/discussions/${id}/upvote`),
      tripler.c.post(`/discussions/${id}/downvote`),
      tripler.c.post(`/discussions/${id}/downvote`),
      tripler.c.post(`/discussions/${id}/downvote`),
    ]);
    // Clicker: up, then up again = back to up (two toggles from up). Tripler: up → down → none → down.
    const final = (await clicker.c.get(`/discussions/${problemId}`)).json.messages[0];
    expect([final.upvotes, final.downvotes, final.userVote]).toEqual([24, 26, "up"]);
    const rows = await t.ctx
      .sql`SELECT value, count(*)::int AS n FROM discussion_votes WHERE message_id = ${id!}
      GROUP BY value ORDER BY value`;
    expect(rows.map((r) => [r.value, r.n])).toEqual([
      [-1, 26],
      [1, 24],
    ]);
  });
});

describe("DELETE /discussions/{messageId}", () => {
  test("the author and an admin may delete; anyone else 403; unknown 404; bad id 400", async () => {
    const problemId = await room();
    const author = await signUp(t.app);
    const other = await signUp(t.app);
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const [mine, theirs] = await seedMessages(problemId, author.user.id, 2);
    await other.c.post(`/discussions/${mine}/upvote`);

    expect(await del(other.c.cookie, `/discussions/${mine}`)).toEqual({
      status: 403,
      json: { error: DISCUSSION_TEXTS.notYours, code: "FORBIDDEN" },
    });
    expect(await del(author.c.cookie, `/discussions/${mine}`)).toEqual({ status: 200, json: { id: mine } });
    expect(await del(admin.c.cookie, `/discussions/${theirs}`)).toEqual({
      status: 200,
      json: { id: theirs },
    });
    expect((await other.c.get(`/discussions/${problemId}`)).json.messages).toEqual([]);
    const votes = await t.ctx.sql`SELECT 1 FROM discussion_votes WHERE message_id = ${mine!}`;
    expect(votes.length).toBe(0);

    expect(await del(author.c.cookie, `/discussions/${mine}`)).toEqual({
      status: 404,
      json: { error: "Message not found", code: "NOT_FOUND" },
    });
    expect((await del(author.c.cookie, `/discussions/xyz`)).status).toBe(400);
    const vote = await other.c.post(`/discussions/${mine}/downvote`);
    expect(vote.status).toBe(404);
  });
});

describe("no input makes a 500", () => {
  test("odd ids, queries and bodies", async () => {
    const problemId = await room();
    const { c, user } = await signUp(t.app);
    const [id] = await seedMessages(problemId, user.id, 1);
    const paths = [
      `/discussions/${problemId}?limit=-1`,
      `/discussions/${problemId}?limit=1e3`,
      `/discussions/${problemId}?before=`,
      `/discussions/${problemId}?after=${problemId}`,
      `/discussions/${problemId}?before[]=x`,
      `/discussions/%00`,
      `/discussions/${"a".repeat(5000)}`,
      `/discussions/${id}`,
    ];
    for (const p of paths) expect([p, (await c.get(p)).status < 500]).toEqual([p, true]);
    for (const p of [
      `/discussions/${problemId}/upvote`,
      `/discussions/${id}/sideways`,
      `/discussions/%00/upvote`,
    ])
      expect([p, (await c.post(p, "not json")).status < 500]).toEqual([p, true]);
  });
});

describe("a hidden problem's discussion (issue 12)", () => {
  test("missing for anyone who may not see the problem; open to a LIVE contest's participant; to all once it ends", async () => {
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
    cleanup.push(contest.remove, problem.remove);
    const [messageId] = await seedMessages(problem.id, admin.user.id, 1);
    const as = (u: { user: { id: string } }) => ({ id: u.user.id, role: "USER" as const });
    const missingProblem = { error: "Problem not found", code: "NOT_FOUND" };
    const missingMessage = { error: "Message not found", code: "NOT_FOUND" };
    const post = (u: { user: { id: string } }) =>
      postMessage(t.ctx, as(u), { problemId: problem.id, message: "hi" }).then(
        (m) => m.message,
        (e: Error & { status?: number }) => [e.status, e.message],
      );
    // Every way in, answered exactly as for something that does not exist.
    const refused = async (u: Awaited<ReturnType<typeof signUp>>) => {
      const list = await u.c.get(`/discussions/${problem.id}`);
      expect([list.status, list.json]).toEqual([404, missingProblem]);
      expect(list.json).toEqual((await u.c.get(`/discussions/${crypto.randomUUID()}`)).json);
      expect(await post(u)).toEqual([404, "Problem not found"]);
      const vote = await u.c.post(`/discussions/${messageId}/upvote`);
      expect([vote.status, vote.json]).toEqual([404, missingMessage]);
      expect(await del(u.c.cookie, `/discussions/${messageId}`)).toEqual({
        status: 404,
        json: missingMessage,
      });
    };

    try {
      t.ctx.clock = () => w.before;
      await refused(outsider);
      await refused(participant);
      expect((await admin.c.get(`/discussions/${problem.id}`)).status).toBe(200);

      // While it is LIVE the participant sees the problem, but its room is closed to everyone but admins (issue 22).
      t.ctx.clock = () => w.live;
      await refused(outsider);
      expect(await post(participant)).toEqual([403, expect.stringContaining("The discussion is closed")]);
      const seen = await participant.c.get(`/discussions/${problem.id}`);
      expect(seen.json.messages).toEqual([]);
      expect(seen.json.contestLock.contestId).toBe(contest.id);
      expect((await participant.c.post(`/discussions/${messageId}/upvote`)).status).toBe(403);
      expect(texts((await admin.c.get(`/discussions/${problem.id}`)).json.messages)).toEqual(["m1"]);

      // From the end instant, before any job made it public.
      t.ctx.clock = () => w.end;
      expect((await outsider.c.get(`/discussions/${problem.id}`)).status).toBe(200);
      expect(await post(outsider)).toBe("hi");
      expect(await post(participant)).toBe("hi");
      expect((await participant.c.post(`/discussions/${messageId}/upvote`)).status).toBe(200);
    } finally {
      t.ctx.clock = () => new Date();
    }
  });
});
