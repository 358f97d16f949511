import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SOCKET_CLIENT_OPTIONS } from "@grindstone/shared";
import { io, type Socket } from "socket.io-client";
import { bareProblem, createTestApp, signUp } from "../test/harness.ts";
import { startTwoInstances } from "../test/instances.ts";

/**
 * Issue 22 item 9: the spec's original front end, signed in without a reload, can discuss. It behaves like this:
 * one socket created at page load (before sign-in, so without a cookie), the default reconnection policy, and a
 * Discussion component that calls connect() only on a socket that is not connected, then emits joinRoom and
 * newMessage without acks and appends every messageAdded. A browser sends the cookie jar's current cookie with every
 * handshake; here the jar is the handshake's header, set once the HTTP sign-in returned the cookie.
 */
let two: Awaited<ReturnType<typeof startTwoInstances>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
const cleanup: (() => Promise<unknown>)[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  two = await startTwoInstances();
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await two?.close();
  for (const c of cleanup) await c();
  await t?.close();
});

/** The spec client's page-load socket: no cookie yet, the spec's reconnection options, no auth of ours. */
function pageLoadSocket(url: string) {
  const jar = { cookie: "" };
  const socket = io(url, {
    ...SOCKET_CLIENT_OPTIONS,
    transports: ["websocket"],
    forceNew: true,
    extraHeaders: {},
  });
  // What a browser does: every handshake carries the cookie the jar holds at that moment.
  socket.io.on("reconnect_attempt", () => {
    socket.io.opts.extraHeaders = jar.cookie ? { cookie: jar.cookie } : {};
  });
  sockets.push(socket);
  const connectNow = () => {
    socket.io.opts.extraHeaders = jar.cookie ? { cookie: jar.cookie } : {};
    socket.connect();
  };
  return { socket, jar, connectNow };
}

/** The spec's Discussion component on mount: reconnect only a disconnected socket, then join and listen. */
function mountDiscussion(client: ReturnType<typeof pageLoadSocket>, problemId: string) {
  const messages: { message: string; username: string }[] = [];
  if (!client.socket.connected) client.connectNow();
  client.socket.emit("joinRoom", problemId);
  client.socket.on("messageAdded", (m: { message: string; username: string }) => messages.push(m));
  return {
    messages,
    send: (message: string, user: { id: string; name: string }) =>
      client.socket.emit("newMessage", { problemId, message, userId: user.id, username: user.name }),
  };
}

const until = async (check: () => boolean, ms = 5000) => {
  for (let i = 0; i < ms / 20 && !check(); i++) await Bun.sleep(20);
  return check();
};

describe("the spec's client, signed in without a reload", () => {
  test("its page-load socket is refused, and its Discussion reconnects with the cookie, joins and talks", async () => {
    const problem = await bareProblem(t.ctx, "Spec client room");
    cleanup.push(problem.remove);
    const alice = pageLoadSocket(two.a.url);
    const refused = await new Promise<Error & { data?: unknown }>((resolve) =>
      alice.socket.once("connect_error", resolve),
    );
    expect(refused.data).toEqual({ code: "UNAUTHORIZED", retryable: false });
    // A refused handshake is not retried by socket.io: the socket waits, disconnected, for the next connect().
    await Bun.sleep(1500);
    expect(alice.socket.connected).toBe(false);

    // In-app sign-in (no reload): the browser's jar now holds the session cookie.
    const signedIn = await signUp(t.app, { name: "Alice Spec" });
    alice.jar.cookie = signedIn.c.cookie;
    // Someone already in the room, on the other instance.
    const bob = pageLoadSocket(two.b.url);
    await new Promise((resolve) => bob.socket.once("connect_error", resolve));
    const bobUser = await signUp(t.app, { name: "Bob Spec" });
    bob.jar.cookie = bobUser.c.cookie;
    const bobRoom = mountDiscussion(bob, problem.id);
    expect(await until(() => bob.socket.connected)).toBe(true);

    const room = mountDiscussion(alice, problem.id);
    expect(await until(() => alice.socket.connected)).toBe(true);
    // The join was buffered while connecting and sent once connected; the post too.
    room.send("hello from the spec client", { id: signedIn.user.id, name: "Alice Spec" });
    expect(await until(() => room.messages.length === 1 && bobRoom.messages.length === 1)).toBe(true);
    expect(room.messages[0]).toMatchObject({ message: "hello from the spec client", username: "Alice Spec" });
    expect(bobRoom.messages[0]).toMatchObject({ message: "hello from the spec client" });
    const listed = await signedIn.c.get(`/discussions/${problem.id}`);
    expect(listed.json.messages.map((m: { message: string }) => m.message)).toEqual([
      "hello from the spec client",
    ]);
  });
});
