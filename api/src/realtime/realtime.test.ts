import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { noticePayloadSchema, SOCKET_GUEST_AUTH } from "@grindstone/shared";
import { createContext } from "../context.ts";
import { testEnv } from "../env.ts";
import { startServer } from "../server.ts";
import { createTestApp, makeAdmin, signUp } from "../test/harness.ts";
import { connected, freePort, startTwoInstances } from "../test/instances.ts";

let two: Awaited<ReturnType<typeof startTwoInstances>>;
let a: typeof two.a;
let b: typeof two.b;
let t: Awaited<ReturnType<typeof createTestApp>>;
const open = (url: string, cookie: string, origin?: string, auth?: Record<string, unknown>) =>
  two.open(url, cookie, origin, auth);

beforeAll(async () => {
  t = await createTestApp(); // migrates the test database and gives us users
  two = await startTwoInstances();
  ({ a, b } = two);
});

afterAll(async () => {
  await two?.close();
  await t?.close();
});

describe("realtime across two API instances", () => {
  test("an event emitted on instance B reaches the user's socket on instance A", async () => {
    const { c, user } = await signUp(t.app);
    const socket = open(a.url, c.cookie);
    await connected(socket);
    const got = new Promise((resolve) => socket.once("notice", resolve));
    b.ctx.realtime.emitToUser(user.id, "notice", { message: "hello from B" });
    const notice = await Promise.race([got, Bun.sleep(5000).then(() => "timeout")]);
    expect(noticePayloadSchema.strict().parse(notice)).toEqual({ message: "hello from B" });
  });

  test("another user's socket does not receive it", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const bobSocket = open(a.url, bob.c.cookie);
    const aliceSocket = open(b.url, alice.c.cookie);
    await Promise.all([connected(bobSocket), connected(aliceSocket)]);
    let bobGot = false;
    bobSocket.on("notice", () => {
      bobGot = true;
    });
    const aliceGot = new Promise((resolve) => aliceSocket.once("notice", resolve));
    b.ctx.realtime.emitToUser(alice.user.id, "notice", { message: "private" });
    await aliceGot;
    await Bun.sleep(200);
    expect(bobGot).toBe(false);
  });

  test("blocking a user through instance A disconnects their sockets on both instances", async () => {
    const victim = await signUp(t.app);
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const onA = open(a.url, victim.c.cookie);
    const onB = open(b.url, victim.c.cookie);
    await Promise.all([connected(onA), connected(onB)]);
    const reasons = Promise.all(
      [onA, onB].map((s) => new Promise((resolve) => s.once("disconnect", resolve))),
    );

    const res = await fetch(`${a.url}/api/v1/admin/users/${victim.user.id}/block`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie: admin.c.cookie },
      body: JSON.stringify({ isBlocked: true }),
    });
    expect(res.status).toBe(200);
    expect(await Promise.race([reasons, Bun.sleep(5000).then(() => "timeout")])).toEqual([
      "io server disconnect",
      "io server disconnect",
    ]);
    // And the blocked session cannot open a new socket.
    await expect(connected(open(b.url, victim.c.cookie))).rejects.toThrow(/Unauthorized/);
  });

  test("a session both instances have mirrored dies on both at once: block through one, logout through the other", async () => {
    const check = (url: string, cookie: string) =>
      fetch(`${url}/api/v1/auth/check`, { headers: { cookie } }).then((r) => r.status);
    const victim = await signUp(t.app);
    const leaver = await signUp(t.app);
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    for (let i = 0; i < 200 && !b.ctx.mirror.tracking; i++) await Bun.sleep(10);
    expect(b.ctx.mirror.tracking).toBe(true);
    // Twice on each instance: the second request is answered from the instance's mirror, without Redis.
    for (const user of [victim, leaver])
      for (const url of [a.url, b.url, a.url, b.url]) expect(await check(url, user.c.cookie)).toBe(200);
    const token = (cookie: string) => cookie.split("=").slice(1).join("=");
    const claims = b.ctx.signer.peek(token(victim.c.cookie))!;
    expect(b.ctx.authState.peek(claims)).toMatchObject({ id: victim.user.id });

    const blocked = await fetch(`${a.url}/api/v1/admin/users/${victim.user.id}/block`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie: admin.c.cookie },
      body: JSON.stringify({ isBlocked: true }),
    });
    expect(blocked.status).toBe(200);
    // No waiting: the very next request on the other instance is refused.
    expect(await check(b.url, victim.c.cookie)).toBe(401);
    expect(await check(a.url, victim.c.cookie)).toBe(401);

    const out = await fetch(`${b.url}/api/v1/auth/logout`, {
      method: "POST",
      headers: { cookie: leaver.c.cookie },
    });
    expect(out.status).toBe(200);
    expect(await check(a.url, leaver.c.cookie)).toBe(401);
    expect(await check(b.url, leaver.c.cookie)).toBe(401);
  });

  test("a cookie-less socket that asks to be a guest is public: io-wide broadcasts only, every user event refused", async () => {
    const { c, user } = await signUp(t.app);
    const anon = open(a.url, "", undefined, { ...SOCKET_GUEST_AUTH });
    await connected(anon);
    let privateSeen = false;
    anon.on("notice", () => {
      privateSeen = true;
    });
    const started = new Promise((resolve) => anon.once("contestStarted", resolve));
    const contestId = crypto.randomUUID();
    b.ctx.realtime.io.emit("contestStarted", { contestId });
    b.ctx.realtime.emitToUser(user.id, "notice", { message: "not for the public socket" });
    expect(await Promise.race([started, Bun.sleep(5000).then(() => "timeout")])).toEqual({ contestId });
    const join = await anon.timeout(5000).emitWithAck("joinRoom", crypto.randomUUID());
    expect(join).toMatchObject({ code: "UNAUTHENTICATED" });
    const watch = await anon.timeout(5000).emitWithAck("joinContest", contestId);
    expect(watch).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(anon.connected).toBe(true); // kept for the public broadcasts
    await Bun.sleep(200);
    expect(privateSeen).toBe(false);
    void c;
  });

  test("a cookie-less socket that does not ask to be a guest is refused (the spec's client reconnects it later)", async () => {
    for (const auth of [undefined, {}, { guest: "yes" }]) {
      const refused = await connected(open(a.url, "", undefined, auth)).catch((err) => err);
      expect(refused).toMatchObject({
        message: "Unauthorized",
        data: { code: "UNAUTHORIZED", retryable: false },
      });
    }
  });

  test("the handshake refuses an invalid session cookie", async () => {
    const forged = await connected(open(b.url, "gs_session=forged.token.value")).catch((err) => err);
    expect(forged).toMatchObject({ message: "Unauthorized", data: { code: "UNAUTHORIZED" } });
  });

  test("a handshake the session store cannot answer is refused as retryable, not as Unauthorized", async () => {
    const { c } = await signUp(t.app);
    // A third instance whose Redis is gone (nothing listens on the port): its session checks throw.
    const ctx = createContext(testEnv({ REDIS_URL: `redis://127.0.0.1:${await freePort()}/0` }));
    const server = startServer(ctx, 0);
    try {
      const url = `http://127.0.0.1:${server.port}`;
      const refusal = (cookie: string) =>
        connected(open(url, cookie)).then(
          () => null,
          (err: Error & { data?: unknown }) => ({ message: err.message, data: err.data }),
        );
      expect(await refusal(c.cookie)).toEqual({
        message: "Service unavailable, retrying",
        data: { code: "SERVICE_UNAVAILABLE", retryable: true },
      });
      // Nothing to look up for a cookie that does not verify: still Unauthorized, outage or not.
      expect(await refusal("gs_session=forged.token.value")).toEqual({
        message: "Unauthorized",
        data: { code: "UNAUTHORIZED", retryable: false },
      });
    } finally {
      await server.stop(true);
      await ctx.close();
    }
  });

  test("a foreign Origin is refused; an allowed one is accepted", async () => {
    const { c } = await signUp(t.app);
    await expect(connected(open(b.url, c.cookie, "http://evil.example"))).rejects.toThrow();
    await connected(open(b.url, c.cookie, "http://localhost:5173"));
  });
});
