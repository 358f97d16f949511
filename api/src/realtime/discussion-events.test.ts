import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  DISCUSSION_MESSAGE_MAX,
  DISCUSSION_TEXTS,
  DISCUSSION_VOTE_RATE_LIMIT,
  type DiscussionMessage,
  messageDeletedSchema,
  messageVotedSchema,
  type NewMessageAck,
  type RoomAck,
  type ServerToClientEvents,
} from "@grindstone/shared";
import { createContext } from "../context.ts";
import { testEnv } from "../env.ts";
import { startServer } from "../server.ts";
import { bareProblem, createTestApp, signUp } from "../test/harness.ts";
import { type ClientSocket, connected, freePort, startTwoInstances } from "../test/instances.ts";

/** Discussion rooms across two real API instances (A a child process, B in this process), through real sockets. */
let two: Awaited<ReturnType<typeof startTwoInstances>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
const cleanup: (() => Promise<unknown>)[] = [];
let A: string;
let B: string;

beforeAll(async () => {
  t = await createTestApp();
  two = await startTwoInstances();
  A = two.a.url;
  B = two.b.url;
});
afterAll(async () => {
  await two?.close();
  for (const c of cleanup) await c();
  await t?.close();
});

async function room() {
  const p = await bareProblem(t.ctx, "Room");
  cleanup.push(p.remove);
  return p.id;
}

async function member(url: string, cookie: string, problemId?: string) {
  const socket = two.open(url, cookie);
  await connected(socket);
  if (problemId) expect(await join(socket, problemId)).toEqual({ ok: true });
  return socket;
}

const TIMEOUT = Symbol("timeout");
const within = <T>(p: Promise<T>, ms = 5000) =>
  Promise.race([p, Bun.sleep(ms).then(() => TIMEOUT)]) as Promise<T | typeof TIMEOUT>;

const join = (s: ClientSocket, problemId: unknown) =>
  within(new Promise<RoomAck>((resolve) => s.emit("joinRoom", problemId, resolve)));
const leave = (s: ClientSocket, problemId: unknown) =>
  within(new Promise<RoomAck>((resolve) => s.emit("leaveRoom", problemId, resolve)));
const post = (s: ClientSocket, payload: unknown) =>
  within(new Promise<NewMessageAck>((resolve) => s.emit("newMessage", payload, resolve)));
const posted = async (s: ClientSocket, problemId: string, message: string) => {
  const ack = await post(s, { problemId, message });
  if (ack === TIMEOUT || !("message" in ack)) throw new Error(`post refused: ${JSON.stringify(ack)}`);
  return ack.message;
};

/** Every `event` the socket receives from now on, in order. */
function collect<E extends keyof ServerToClientEvents>(s: ClientSocket, event: E) {
  const got: Parameters<ServerToClientEvents[E]>[0][] = [];
  // biome-ignore lint/suspicious/noExplicitAny: the typed client's listener overloads do not accept a generic event
  (s as any).on(event, (payload: Parameters<ServerToClientEvents[E]>[0]) => got.push(payload));
  return {
    got,
    async waitFor(n: number, ms = 5000) {
      for (let i = 0; i < ms / 20 && got.length < n; i++) await Bun.sleep(20);
      return got;
    },
  };
}

const http = async (url: string, method: string, path: string, cookie: string) => {
  const res = await fetch(`${url}/api/v1${path}`, { method, headers: { cookie } });
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on response fields directly
  return { status: res.status, json: (await res.json()) as any };
};

describe("newMessage across instances", () => {
  test("a post through A reaches a member on B, authored by the session; the payload's userId/username are ignored", async () => {
    const problemId = await room();
    const alice = await signUp(t.app, { name: "Alice Poster" });
    const bob = await signUp(t.app, { name: "Bob Reader" });
    const onA = await member(A, alice.c.cookie, problemId);
    const onB = await member(B, bob.c.cookie, problemId);
    const bobSees = collect(onB, "messageAdded");

    const ack = await post(onA, {
      problemId,
      message: "  hello from A  ",
      userId: bob.user.id,
      username: "Mallory",
    });
    expect(ack).toMatchObject({
      message: {
        problemId,
        userId: alice.user.id,
        username: "Alice Poster",
        message: "hello from A",
        upvotes: 0,
        downvotes: 0,
        voteVersion: 0,
        userVote: null,
      },
    });
    const sent = (ack as { message: DiscussionMessage }).message;
    expect(sent._id).toBe(sent.id);
    expect(await bobSees.waitFor(1)).toEqual([sent]);

    // The spec's client sends no ack: the post still happens and reaches the room.
    onA.emit("newMessage", { problemId, message: "no ack" });
    expect((await bobSees.waitFor(2)).map((m) => m.message)).toEqual(["hello from A", "no ack"]);
    const listed = await http(B, "GET", `/discussions/${problemId}`, bob.c.cookie);
    expect(listed.json.messages.map((m: DiscussionMessage) => [m.userId, m.message])).toEqual([
      [alice.user.id, "hello from A"],
      [alice.user.id, "no ack"],
    ]);
  });

  test("the rate limit holds across both instances: the 6th post within 10 s is refused, the socket stays usable", async () => {
    const problemId = await room();
    const { c } = await signUp(t.app);
    const sockets = [await member(A, c.cookie, problemId), await member(B, c.cookie, problemId)];
    const acks: NewMessageAck[] = [];
    for (let i = 0; i < 6; i++) {
      const ack = await post(sockets[i % 2]!, { problemId, message: `m${i}` });
      if (ack === TIMEOUT) throw new Error("no ack");
      acks.push(ack);
    }
    expect(acks.slice(0, 5).every((a) => "message" in a)).toBe(true);
    expect(acks[5]).toEqual({ error: DISCUSSION_TEXTS.rateLimited, code: "RATE_LIMITED" });
    // Refused again on either instance: from B's memory (it saw the refusal) and from Redis on A.
    for (const s of sockets)
      expect(await post(s, { problemId, message: "again" })).toEqual({
        error: DISCUSSION_TEXTS.rateLimited,
        code: "RATE_LIMITED",
      });
    expect(sockets.every((s) => s.connected)).toBe(true);
    expect(await join(sockets[1]!, problemId)).toEqual({ ok: true });
    // The refused posts were inserted side by side with the limit's check and rolled back: none is listed.
    const listed = await http(A, "GET", `/discussions/${problemId}`, c.cookie);
    expect(listed.json.messages.map((m: { message: string }) => m.message)).toEqual([
      "m0",
      "m1",
      "m2",
      "m3",
      "m4",
    ]);
  });

  test("2,000 characters are accepted, 2,001 and whitespace-only refused", async () => {
    const problemId = await room();
    const { c } = await signUp(t.app);
    const s = await member(B, c.cookie, problemId);
    const longest = "x".repeat(DISCUSSION_MESSAGE_MAX);
    expect((await posted(s, problemId, longest)).message).toBe(longest);
    expect(await post(s, { problemId, message: `${longest}y` })).toEqual({
      error: DISCUSSION_TEXTS.tooLong,
      code: "VALIDATION",
    });
    expect(await post(s, { problemId, message: " \n\t " })).toEqual({
      error: DISCUSSION_TEXTS.empty,
      code: "VALIDATION",
    });
    expect(await post(s, { problemId, message: "a\u0000b" })).toEqual({
      error: "message must not contain a NUL character",
      code: "VALIDATION",
    });
  });

  test("an unknown problem is refused on join and on post", async () => {
    const { c } = await signUp(t.app);
    const s = await member(A, c.cookie);
    const unknown = crypto.randomUUID();
    const notFound = { error: "Problem not found", code: "NOT_FOUND" } as const;
    expect(await join(s, unknown)).toEqual(notFound);
    expect(await post(s, { problemId: unknown, message: "hi" })).toEqual(notFound);
    expect(s.connected).toBe(true);
  });

  test("malformed events get error acks, nothing else happens, and the socket stays usable", async () => {
    const problemId = await room();
    const { c } = await signUp(t.app);
    const s = await member(B, c.cookie);
    const watcher = await member(A, (await signUp(t.app)).c.cookie, problemId);
    const seen = collect(watcher, "messageAdded");

    for (const bad of [42, "not-a-uuid", {}, null, [problemId]])
      expect(await join(s, bad)).toMatchObject({ code: "VALIDATION" });
    expect(await leave(s, { id: problemId })).toMatchObject({ code: "VALIDATION" });
    for (const bad of [
      "text",
      { problemId: 5, message: "x" },
      { problemId, message: 7 },
      { problemId, message: ["a"] },
      { message: "no room" },
    ])
      expect(await post(s, bad)).toMatchObject({ code: "VALIDATION" });
    // An event with only a callback: the callback is answered, not taken for the payload.
    const onlyAck = await within(new Promise((resolve) => s.emit("newMessage", resolve as never)));
    expect(onlyAck).toMatchObject({ code: "VALIDATION" });
    // Without any ack: silently ignored.
    s.emit("newMessage", { problemId, message: 12 });
    s.emit("joinRoom", "nope");

    expect(s.connected).toBe(true);
    expect(await join(s, problemId)).toEqual({ ok: true });
    const ok = await posted(s, problemId, "still works");
    expect((await seen.waitFor(1)).map((m) => m.id)).toEqual([ok.id]);
  });

  test("a session revoked after the handshake cannot post; its socket is ended", async () => {
    const problemId = await room();
    const user = await signUp(t.app);
    const s = await member(A, user.c.cookie, problemId);
    expect((await user.c.post("/auth/logout")).status).toBe(200);
    const ended = new Promise((resolve) => s.once("disconnect", resolve));
    expect(await post(s, { problemId, message: "after logout" })).toEqual({
      error: "Please sign in to continue",
      code: "UNAUTHENTICATED",
    });
    expect(await within(ended)).toBe("io server disconnect");
  });

  test("Postgres unreachable: the post is answered SERVICE_UNAVAILABLE, not dropped", async () => {
    const problemId = await room();
    const user = await signUp(t.app);
    // Warm the shared auth state in Redis, so the handshake on the Postgres-less instance succeeds.
    expect((await user.c.get("/auth/check")).status).toBe(200);
    const ctx = createContext(
      testEnv({ DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/x` }),
    );
    const server = startServer(ctx, 0);
    try {
      const s = two.open(`http://127.0.0.1:${server.port}`, user.c.cookie);
      await connected(s);
      const ack = await post(s, { problemId, message: "hello" });
      expect(ack).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
      expect(s.connected).toBe(true);
    } finally {
      await server.stop(true);
      await ctx.close();
    }
  });
});

describe("votes across instances", () => {
  test("the vote limit is one budget on both instances: the vote past it is 429 on either, and changes nothing", async () => {
    const problemId = await room();
    const author = await signUp(t.app);
    const voter = await signUp(t.app);
    const watcher = await member(A, (await signUp(t.app)).c.cookie, problemId);
    const message = await posted(await member(B, author.c.cookie), problemId, "vote on me, a lot");
    const voted = collect(watcher, "messageVoted");

    // Half through each instance, all at once (the window is 10 s, a loaded machine must not outlast it): every
    // vote allowed takes effect, one after the other on the row lock (up, taken back, up, …).
    const { points } = DISCUSSION_VOTE_RATE_LIMIT;
    const allowed = await Promise.all(
      Array.from({ length: points }, (_, i) =>
        http(i % 2 ? B : A, "POST", `/discussions/${message.id}/upvote`, voter.c.cookie),
      ),
    );
    expect(allowed.map((r) => r.status)).toEqual(Array(points).fill(200));
    const versions = allowed.map((r) => r.json.discussion.voteVersion).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: points }, (_, i) => i + 1));
    const refused = { status: 429, json: { error: DISCUSSION_TEXTS.voteRateLimited, code: "RATE_LIMITED" } };
    // The instance that saw the refusal refuses again from memory; the other asks Redis.
    for (const url of [A, A, B])
      expect(await http(url, "POST", `/discussions/${message.id}/downvote`, voter.c.cookie)).toEqual(refused);
    expect((await voted.waitFor(points)).length).toBe(points);
    await Bun.sleep(200);
    expect(voted.got.length).toBe(points);
    const [shown] = (await http(B, "GET", `/discussions/${problemId}`, voter.c.cookie)).json.messages;
    expect([shown.upvotes, shown.downvotes, shown.voteVersion, shown.userVote]).toEqual([0, 0, points, null]);
    // The limit is the voter's: someone else still votes.
    const other = await signUp(t.app);
    expect((await http(B, "POST", `/discussions/${message.id}/upvote`, other.c.cookie)).status).toBe(200);
  });
});

describe("catch-up and room membership", () => {
  test("a client disconnected while 3 messages were posted gets exactly those 3 through ?after= (merge by id)", async () => {
    const problemId = await room();
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const writer = await member(A, alice.c.cookie, problemId);
    let reader = await member(B, bob.c.cookie, problemId);
    const before = collect(reader, "messageAdded");
    const first = await posted(writer, problemId, "before the drop");
    await before.waitFor(1);
    const held = new Map(before.got.map((m) => [m.id, m]));

    reader.disconnect();
    const missed = [
      await posted(writer, problemId, "missed 1"),
      await posted(writer, problemId, "missed 2"),
      await posted(writer, problemId, "missed 3"),
    ];
    reader = await member(B, bob.c.cookie, problemId);
    const lastSeen = [...held.values()].at(-1)!;
    const catchUp = await http(B, "GET", `/discussions/${problemId}?after=${lastSeen.id}`, bob.c.cookie);
    expect(catchUp.status).toBe(200);
    expect(catchUp.json.hasMore).toBe(false);
    expect(catchUp.json.messages.map((m: DiscussionMessage) => m.id)).toEqual(missed.map((m) => m.id));
    for (const m of catchUp.json.messages as DiscussionMessage[]) held.set(m.id, m);
    expect([...held.keys()]).toEqual([first.id, ...missed.map((m) => m.id)]);

    // And live delivery resumes on the new socket.
    const after = collect(reader, "messageAdded");
    const live = await posted(writer, problemId, "live again");
    expect((await after.waitFor(1)).map((m) => m.id)).toEqual([live.id]);
  });

  test("votes and deletions made while a client was away show when it refetches the pages it holds after rejoining", async () => {
    const problemId = await room();
    const author = await signUp(t.app);
    const voter = await signUp(t.app);
    const bob = await signUp(t.app);
    const writer = await member(A, author.c.cookie, problemId);
    const [m1, m2, m3] = [
      await posted(writer, problemId, "m1"),
      await posted(writer, problemId, "m2"),
      await posted(writer, problemId, "m3"),
    ];
    // What the web client does (use-discussion-room.ts): pages of the infinite query, newest first, each older one
    // chained from the first message of the page before. Pages of 2 here, so the refresh spans two.
    const pages = async (url: string) => {
      const latest = (await http(url, "GET", `/discussions/${problemId}?limit=2`, bob.c.cookie)).json;
      const before = latest.messages[0].id;
      const older = (
        await http(url, "GET", `/discussions/${problemId}?limit=2&before=${before}`, bob.c.cookie)
      ).json;
      const shown = [...older.messages, ...latest.messages] as DiscussionMessage[];
      return shown.map((m) => [m.message, m.upvotes, m.voteVersion]);
    };
    let reader = await member(B, bob.c.cookie, problemId);
    expect(await pages(B)).toEqual([
      ["m1", 0, 0],
      ["m2", 0, 0],
      ["m3", 0, 0],
    ]);

    reader.disconnect();
    const heard = collect(reader, "messageVoted");
    expect((await http(A, "POST", `/discussions/${m1.id}/upvote`, voter.c.cookie)).status).toBe(200);
    expect((await http(A, "DELETE", `/discussions/${m3.id}`, author.c.cookie)).status).toBe(200);
    await posted(writer, problemId, "m4");
    await Bun.sleep(200);
    expect(heard.got).toEqual([]); // gone while disconnected: only a fetch can bring them

    reader = await member(B, bob.c.cookie, problemId);
    expect(await pages(B)).toEqual([
      ["m1", 1, 1],
      ["m2", 0, 0],
      ["m4", 0, 0],
    ]);
    // And the room is live again on the new socket.
    const voted = collect(reader, "messageVoted");
    expect((await http(A, "POST", `/discussions/${m2.id}/downvote`, voter.c.cookie)).status).toBe(200);
    expect(await voted.waitFor(1)).toEqual([
      { id: m2.id, problemId, upvotes: 0, downvotes: 1, voteVersion: 1 },
    ]);
  });

  test("vote and delete broadcasts made through B reach the room on A", async () => {
    const problemId = await room();
    const author = await signUp(t.app);
    const voter = await signUp(t.app);
    const watcher = await member(A, (await signUp(t.app)).c.cookie, problemId);
    const writer = await member(A, author.c.cookie, problemId);
    const message = await posted(writer, problemId, "vote on me");
    const voted = collect(watcher, "messageVoted");
    const deleted = collect(watcher, "messageDeleted");

    expect((await http(B, "POST", `/discussions/${message.id}/upvote`, voter.c.cookie)).status).toBe(200);
    const votes = await voted.waitFor(1);
    expect(votes).toHaveLength(1);
    // The events are the shared contracts the web reads, with nothing they do not name.
    expect(messageVotedSchema.strict().parse(votes[0])).toEqual({
      id: message.id,
      problemId,
      upvotes: 1,
      downvotes: 0,
      voteVersion: 1,
    });
    expect(await http(B, "DELETE", `/discussions/${message.id}`, author.c.cookie)).toEqual({
      status: 200,
      json: { id: message.id },
    });
    const deletions = await deleted.waitFor(1);
    expect(deletions).toHaveLength(1);
    expect(messageDeletedSchema.strict().parse(deletions[0])).toEqual({ id: message.id, problemId });
  });

  test("leaveRoom stops delivery; a socket that never joined gets nothing", async () => {
    const problemId = await room();
    const writer = await member(B, (await signUp(t.app)).c.cookie, problemId);
    const stays = await member(A, (await signUp(t.app)).c.cookie, problemId);
    const leaver = await member(A, (await signUp(t.app)).c.cookie, problemId);
    const outsider = await member(B, (await signUp(t.app)).c.cookie);
    const staysGot = collect(stays, "messageAdded");
    const leaverGot = collect(leaver, "messageAdded");
    const outsiderGot = collect(outsider, "messageAdded");

    await posted(writer, problemId, "one");
    await leaverGot.waitFor(1);
    expect(await leave(leaver, problemId)).toEqual({ ok: true });
    await posted(writer, problemId, "two");
    // "two" reached the room (the member who stayed got it) before checking that the leaver did not.
    expect((await staysGot.waitFor(2)).map((m) => m.message)).toEqual(["one", "two"]);
    await Bun.sleep(200);
    expect(leaverGot.got.map((m) => m.message)).toEqual(["one"]);
    expect(outsiderGot.got).toEqual([]);
  });
});
