import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { contests, problems } from "@grindstone/db";
import {
  CONTEST_LOCK_TEXTS,
  type DiscussionMessage,
  type NewMessageAck,
  type RoomAck,
  type ServerToClientEvents,
} from "@grindstone/shared";
import { eq } from "drizzle-orm";
import { contestWith, hiddenProblem } from "../modules/problems/hidden-problem-fixtures.ts";
import { invalidateProblemList } from "../modules/problems/problem-list-cache.ts";
import { createTestApp, makeAdmin, signUp } from "../test/harness.ts";
import { type ClientSocket, connected, startTwoInstances } from "../test/instances.ts";

/**
 * Issue 22, contest integrity: a public problem placed in a LIVE contest is closed for everyone but admins (its
 * discussion, hints, editorial; tags in the contest's views), on every instance, whichever page it is opened from,
 * and reopens with its history at the end. Two real API instances (A a child process, B in this process) and real
 * sockets; the contest runs on the real clock, since instance A has no injectable one.
 */
let two: Awaited<ReturnType<typeof startTwoInstances>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
const cleanup: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  t = await createTestApp();
  two = await startTwoInstances();
});
afterAll(async () => {
  await two?.close();
  for (const c of cleanup) await c();
  await t?.close();
});

const TIMEOUT = Symbol("timeout");
const within = <T>(p: Promise<T>, ms = 5000) =>
  Promise.race([p, Bun.sleep(ms).then(() => TIMEOUT)]) as Promise<T | typeof TIMEOUT>;
const join = (s: ClientSocket, problemId: string) =>
  within(new Promise<RoomAck>((resolve) => s.emit("joinRoom", problemId, resolve)));
const post = (s: ClientSocket, problemId: string, message: string) =>
  within(new Promise<NewMessageAck>((resolve) => s.emit("newMessage", { problemId, message }, resolve)));

function collect<E extends keyof ServerToClientEvents>(s: ClientSocket, event: E) {
  const got: Parameters<ServerToClientEvents[E]>[0][] = [];
  // biome-ignore lint/suspicious/noExplicitAny: the typed client's listener overloads do not accept a generic event
  (s as any).on(event, (payload: Parameters<ServerToClientEvents[E]>[0]) => got.push(payload));
  return got;
}

const http = async (url: string, method: string, path: string, cookie: string) => {
  const res = await fetch(`${url}/api/v1${path}`, { method, headers: { cookie } });
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on response fields directly
  return { status: res.status, json: (await res.json()) as any };
};

async function member(url: string, cookie: string, problemId: string) {
  const socket = two.open(url, cookie);
  await connected(socket);
  expect(await join(socket, problemId)).toEqual({ ok: true });
  return socket;
}

/** A public problem with hints, an editorial, tags and a discussion message from before its contest. */
async function publicProblemWithHistory() {
  const problem = await hiddenProblem(t.ctx, { isPublic: true, title: "Public in a contest" });
  cleanup.push(problem.remove);
  await t.ctx.db
    .update(problems)
    .set({ hints: "Try a hash map", editorial: "Store each value's index.", tags: ["Hash Table"] })
    .where(eq(problems.id, problem.id));
  const early = await signUp(t.app, { name: "Early Bird" });
  const onB = await member(two.b.url, early.c.cookie, problem.id);
  const ack = await post(onB, problem.id, "Spoiler from before: use a hash map");
  if (ack === TIMEOUT || !("message" in ack)) throw new Error(`post refused: ${JSON.stringify(ack)}`);
  onB.disconnect();
  return { problem, early, before: ack.message };
}

describe("a public problem in a live contest", () => {
  test("is closed on every instance for everyone but admins, and reopens with its history at the end", async () => {
    const { problem, early, before } = await publicProblemWithHistory();
    const contestant = await signUp(t.app, { name: "Contestant" });
    const practiser = await signUp(t.app, { name: "Practiser" });
    const admin = await signUp(t.app, { name: "Admin Person" });
    await makeAdmin(t.ctx, admin.user.id);
    // Sockets in the room from before the contest: they must hear nothing while it runs.
    const contestantOnA = await member(two.a.url, contestant.c.cookie, problem.id);
    const practiserOnB = await member(two.b.url, practiser.c.cookie, problem.id);
    const adminOnA = await member(two.a.url, admin.c.cookie, problem.id);
    const contestantHears = collect(contestantOnA, "messageAdded");
    const practiserHears = collect(practiserOnB, "messageAdded");
    const adminHears = collect(adminOnA, "messageAdded");

    const now = Date.now();
    const contest = await contestWith(t.ctx, {
      problemIds: [problem.id],
      start: new Date(now - 60_000),
      end: new Date(now + 3600_000),
      registered: [contestant.user.id],
    });
    cleanup.push(contest.remove);
    // As contest creation does: every instance's memo of contest windows is dropped.
    await invalidateProblemList(t.ctx);
    const [row] = await t.ctx.db.select().from(contests).where(eq(contests.id, contest.id));
    const lock = {
      contestId: contest.id,
      contestTitle: row!.title,
      endTime: row!.endTime.toISOString(),
      message: CONTEST_LOCK_TEXTS.closed(row!.title),
    };

    for (const url of [two.a.url, two.b.url]) {
      // The practice page: hints and editorial withheld by the API, with the reason.
      for (const who of [contestant, practiser]) {
        const detail = await http(url, "GET", `/problems/get-problem/${problem.id}`, who.c.cookie);
        expect(detail.status).toBe(200);
        expect(detail.json.problem).toMatchObject({ hints: "", editorial: "", contestLock: lock });
        // The room shows nothing, not even its history.
        const room = await http(url, "GET", `/discussions/${problem.id}`, who.c.cookie);
        expect(room.json).toEqual({ messages: [], hasMore: false, contestLock: lock });
      }
      const adminDetail = await http(url, "GET", `/problems/get-problem/${problem.id}`, admin.c.cookie);
      expect(adminDetail.json.problem).toMatchObject({
        hints: "Try a hash map",
        editorial: "Store each value's index.",
        contestLock: null,
      });
      const adminRoom = await http(url, "GET", `/discussions/${problem.id}`, admin.c.cookie);
      expect(adminRoom.json.messages.map((m: DiscussionMessage) => m.id)).toEqual([before.id]);
    }

    // The contest's own views: no tags, no acceptance, no hints.
    const view = await http(two.a.url, "GET", `/contests/${contest.id}`, contestant.c.cookie);
    expect(view.json.contest.problems[0].problem.tags).toEqual([]);
    const cp = await http(
      two.b.url,
      "GET",
      `/contests/${contest.id}/problems/${problem.id}`,
      contestant.c.cookie,
    );
    expect(cp.json.problem).toMatchObject({ tags: [], acceptance: 0, hints: "", editorial: "" });
    const adminView = await http(two.b.url, "GET", `/contests/${contest.id}`, admin.c.cookie);
    expect(adminView.json.contest.problems[0].problem.tags).toEqual(["Hash Table"]);

    // A spoiler attempt from the practice page, on either instance: refused with the reason.
    const refused = {
      error: CONTEST_LOCK_TEXTS.discussionClosed(row!.title),
      code: "CONTEST_LIVE" as const,
    };
    expect(await post(practiserOnB, problem.id, "the answer is a hash map")).toEqual(refused);
    expect(await post(contestantOnA, problem.id, "how do I do it?")).toEqual(refused);
    // Votes and deletes are writes too.
    expect(await http(two.a.url, "POST", `/discussions/${before.id}/upvote`, practiser.c.cookie)).toEqual({
      status: 403,
      json: refused,
    });
    expect(await http(two.b.url, "DELETE", `/discussions/${before.id}`, early.c.cookie)).toEqual({
      status: 403,
      json: refused,
    });
    // An admin may still post; only admins hear it while the contest runs.
    const adminPost = await post(adminOnA, problem.id, "Staff note");
    if (adminPost === TIMEOUT || !("message" in adminPost)) throw new Error("admin post refused");
    for (let i = 0; i < 100 && adminHears.length === 0; i++) await Bun.sleep(20);
    expect(adminHears.map((m) => m.message)).toEqual(["Staff note"]);
    await Bun.sleep(300);
    expect(contestantHears).toEqual([]);
    expect(practiserHears).toEqual([]);

    // The contest ends: everything reopens, history included, and the room is live again for everyone.
    await t.ctx.db
      .update(contests)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(contests.id, contest.id));
    await invalidateProblemList(t.ctx);
    const detail = await http(two.a.url, "GET", `/problems/get-problem/${problem.id}`, practiser.c.cookie);
    expect(detail.json.problem).toMatchObject({ hints: "Try a hash map", contestLock: null });
    const room = await http(two.b.url, "GET", `/discussions/${problem.id}`, contestant.c.cookie);
    expect(room.json.contestLock).toBeNull();
    expect(room.json.messages.map((m: DiscussionMessage) => m.message)).toEqual([
      "Spoiler from before: use a hash map",
      "Staff note",
    ]);
    const after = await post(practiserOnB, problem.id, "It was a hash map");
    expect(after).toMatchObject({ message: { message: "It was a hash map" } });
    for (let i = 0; i < 100 && contestantHears.length === 0; i++) await Bun.sleep(20);
    expect(contestantHears.map((m) => m.message)).toEqual(["It was a hash map"]);
  });

  test("an upcoming contest locks nothing yet, and a problem in no contest is never locked", async () => {
    const { problem } = await publicProblemWithHistory();
    const other = await hiddenProblem(t.ctx, { isPublic: true, title: "Free problem" });
    cleanup.push(other.remove);
    const u = await signUp(t.app);
    const now = Date.now();
    const contest = await contestWith(t.ctx, {
      problemIds: [problem.id],
      start: new Date(now + 3600_000),
      end: new Date(now + 7200_000),
    });
    cleanup.push(contest.remove);
    await invalidateProblemList(t.ctx);
    for (const id of [problem.id, other.id]) {
      const detail = await http(two.a.url, "GET", `/problems/get-problem/${id}`, u.c.cookie);
      expect(detail.json.problem.contestLock).toBeNull();
      const room = await http(two.b.url, "GET", `/discussions/${id}`, u.c.cookie);
      expect(room.json.contestLock).toBeNull();
    }
    const socket = await member(two.b.url, u.c.cookie, problem.id);
    expect(await post(socket, problem.id, "still open")).toMatchObject({
      message: { message: "still open" },
    });
  });
});
